import type { Teacher } from '@minbar/api/schemas/education';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useSubjectsT } from '../subjects-intl';
import { personName } from './names';

/** "Remove the teacher role?": the teacher's subjects and children go with it; the account stays. */
export function TeacherRoleDialog({
  teacher,
  busy = false,
  onConfirm,
  onClose,
}: {
  teacher: Teacher;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useSubjectsT();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      tone="danger"
      title={t('subjects.roleDialog.title')}
      message={t('subjects.roleDialog.message', { name: isolateText(personName(teacher)) })}
      confirmLabel={t('subjects.roleDialog.confirm')}
      cancelLabel={t('shell.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
