import type { Child, Person } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { useChildrenT } from '../children-intl';
import { childName } from '../components/children-table';
import { TeacherDialog } from '../components/teacher-dialog';
import { failureOf } from '../error-messages';
import { useAssignChild } from '../queries/use-assign-child';
import { useTeachers } from '../queries/use-teachers';
import { useFailureText } from './use-failure-text';

/** Assign or reassign one child: a toast says how it went (3 s); a failure keeps the dialog. */
export function TeacherDialogContainer({
  child,
  from,
  onClose,
}: {
  child: Child;
  from: Person | null;
  onClose: () => void;
}) {
  const t = useChildrenT();
  const toast = useToast();
  const failureText = useFailureText();
  const teachers = useTeachers();
  const assign = useAssignChild();
  return (
    <TeacherDialog
      childName={childName(child)}
      from={from}
      current={child.teachers}
      teachers={teachers.data}
      teachersFailure={teachers.isError ? failureOf(teachers.error, 'teachers') : null}
      onRetryTeachers={() => void teachers.refetch()}
      saving={assign.isPending}
      onClose={onClose}
      onSave={(teacherId) =>
        assign.mutate(
          { childId: child.id, teacherId, fromTeacherId: from?.id ?? null },
          {
            onSuccess: () => {
              toast.show({ tone: 'success', message: t('children.toast.saved') });
              onClose();
            },
            onError: (error) =>
              toast.show({
                tone: 'error',
                message: failureText(failureOf(error, from ? 'reassign' : 'assign')),
              }),
          },
        )
      }
    />
  );
}
