import type { Subject } from '@minbar/api/schemas/education';
import { subjectDeleteIssue } from '@minbar/domain/education/subject';
import { Button } from '@minbar/ui/button/button';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useSubjectsT } from '../subjects-intl';
import { personName } from './names';

export interface SubjectDeleteDialogProps {
  subject: Subject;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Deleting a subject: while anyone teaches it (the domain's rule) the dialog says why it cannot be
 * deleted and who teaches it, with no delete offered; otherwise it asks to confirm.
 */
export function SubjectDeleteDialog({ subject, busy = false, onConfirm, onClose }: SubjectDeleteDialogProps) {
  const t = useSubjectsT();
  const locale = useUiLocale();
  const name = isolateText(subject.name);
  const teacherCount = Math.max(subject.teacher_count, subject.teachers.length);
  if (subjectDeleteIssue({ teacher_count: teacherCount })) {
    const teachers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      subject.teachers.map((teacher) => isolateText(personName(teacher))),
    );
    return (
      <Dialog
        open
        role="alertdialog"
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('subjects.blocked.title')}
        description={t('subjects.blocked.message', { name, teachers, count: teacherCount })}
        footer={<Button onClick={onClose}>{t('subjects.blocked.close')}</Button>}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      tone="danger"
      title={t('subjects.deleteDialog.title')}
      message={t('subjects.deleteDialog.message', { name })}
      confirmLabel={t('subjects.deleteDialog.confirm')}
      cancelLabel={t('shell.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
