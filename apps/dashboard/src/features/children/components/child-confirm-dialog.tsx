import type { Child, Person } from '@minbar/api/schemas/education';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useChildrenT } from '../children-intl';
import { childName, teacherName } from './children-table';

export type ConfirmChild =
  | { kind: 'remove'; child: Child; teacher: Person }
  | { kind: 'delete'; child: Child };

export interface ChildConfirmDialogProps {
  dialog: ConfirmChild;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this child?" (every list, with its subscriptions) and "Remove from teacher?", naming both. */
export function ChildConfirmDialog({ dialog, busy = false, onConfirm, onClose }: ChildConfirmDialogProps) {
  const t = useChildrenT();
  const name = isolateText(childName(dialog.child));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      tone="danger"
      title={t(dialog.kind === 'delete' ? 'children.deleteDialog.title' : 'children.removeDialog.title')}
      message={
        dialog.kind === 'delete'
          ? t('children.deleteDialog.message', { name })
          : t('children.removeDialog.message', { name, teacher: isolateText(teacherName(dialog.teacher)) })
      }
      confirmLabel={t(
        dialog.kind === 'delete' ? 'children.deleteDialog.confirm' : 'children.removeDialog.confirm',
      )}
      cancelLabel={t('shell.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
