import type { Teacher } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { personName } from '../components/names';
import { TeacherRoleDialog } from '../components/teacher-role-dialog';
import { failureOf } from '../error-messages';
import { useDeleteTeacherRole } from '../queries/use-delete-teacher-role';
import { useSubjectsT } from '../subjects-intl';
import { useFailureText } from '../use-failure-text';

/** Removes the teacher role once confirmed; the toast says how it went. */
export function TeacherRoleContainer({ teacher, onClose }: { teacher: Teacher; onClose: () => void }) {
  const t = useSubjectsT();
  const toast = useToast();
  const failureText = useFailureText();
  const remove = useDeleteTeacherRole();
  return (
    <TeacherRoleDialog
      teacher={teacher}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(teacher.id, {
          onSuccess: () =>
            toast.show({
              tone: 'success',
              message: t('subjects.toast.roleRemoved', { name: isolateText(personName(teacher)) }),
            }),
          onError: (error) =>
            toast.show({ tone: 'error', message: failureText(failureOf(error, 'removeRole')) }),
          onSettled: onClose,
        })
      }
    />
  );
}
