import type { Subject } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { SubjectDeleteDialog } from '../components/subject-delete-dialog';
import { failureOf } from '../error-messages';
import { useDeleteSubject } from '../queries/use-delete-subject';
import { useSubjectsT } from '../subjects-intl';
import { useFailureText } from '../use-failure-text';

/** Deletes a subject nobody teaches, once confirmed; the server's refusal (409) is told in a toast. */
export function SubjectDeleteContainer({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const t = useSubjectsT();
  const toast = useToast();
  const failureText = useFailureText();
  const remove = useDeleteSubject();
  return (
    <SubjectDeleteDialog
      subject={subject}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(subject.id, {
          onSuccess: () =>
            toast.show({
              tone: 'success',
              message: t('subjects.toast.deleted', { name: isolateText(subject.name) }),
            }),
          onError: (error) => toast.show({ tone: 'error', message: failureText(failureOf(error, 'delete')) }),
          onSettled: onClose,
        })
      }
    />
  );
}
