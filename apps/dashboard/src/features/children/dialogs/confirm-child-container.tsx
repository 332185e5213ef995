import { useToast } from '@minbar/ui/toast/toast';
import { useChildrenT } from '../children-intl';
import { ChildConfirmDialog, type ConfirmChild } from '../components/child-confirm-dialog';
import { failureOf } from '../error-messages';
import { useDeleteChild } from '../queries/use-delete-child';
import { useRemoveChildFromTeacher } from '../queries/use-remove-child-from-teacher';
import { useFailureText } from './use-failure-text';

/** Runs the confirmed delete or removal; a toast says how it went (3 s). */
export function ConfirmChildContainer({ dialog, onClose }: { dialog: ConfirmChild; onClose: () => void }) {
  const t = useChildrenT();
  const toast = useToast();
  const failureText = useFailureText();
  const remove = useDeleteChild();
  const unassign = useRemoveChildFromTeacher();
  const confirm = () => {
    if (dialog.kind === 'delete') {
      remove.mutate(dialog.child.id, {
        onSuccess: () => toast.show({ tone: 'success', message: t('children.toast.deleted') }),
        onError: (error) => toast.show({ tone: 'error', message: failureText(failureOf(error, 'delete')) }),
        onSettled: onClose,
      });
    } else {
      unassign.mutate(
        { childId: dialog.child.id, teacherId: dialog.teacher.id },
        {
          onSuccess: () => toast.show({ tone: 'success', message: t('children.toast.saved') }),
          onError: (error) => toast.show({ tone: 'error', message: failureText(failureOf(error, 'remove')) }),
          onSettled: onClose,
        },
      );
    }
  };
  return (
    <ChildConfirmDialog
      dialog={dialog}
      busy={remove.isPending || unassign.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
