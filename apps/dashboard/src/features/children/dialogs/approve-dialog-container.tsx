import type { Child, Teacher } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { useChildrenT } from '../children-intl';
import { ApproveDialog } from '../components/approve-dialog';
import type { Approval } from '../components/approved-notice';
import { childName, teacherName } from '../components/children-table';
import { failureOf } from '../error-messages';
import { useApproveChild } from '../queries/use-approve-child';
import { useAssignChild } from '../queries/use-assign-child';
import { useTeachers } from '../queries/use-teachers';
import { useFailureText } from './use-failure-text';

/**
 * Approve a request and, if a teacher was chosen, assign the child: two calls, approval first. A
 * failed approval keeps the dialog; a failed assignment says so, and the child stays approved.
 */
export function ApproveDialogContainer({
  child,
  onClose,
  onApproved,
}: {
  child: Child;
  onClose: () => void;
  onApproved: (approval: Approval) => void;
}) {
  const t = useChildrenT();
  const toast = useToast();
  const failureText = useFailureText();
  const teachers = useTeachers();
  const approve = useApproveChild();
  const assign = useAssignChild();
  const name = childName(child);

  const done = (teacher: Teacher | null, assignFailed: boolean) => {
    onApproved({ childName: name, teacherName: teacher ? teacherName(teacher) : null, assignFailed });
    onClose();
  };

  return (
    <ApproveDialog
      childName={name}
      teachers={teachers.data}
      teachersFailure={teachers.isError ? failureOf(teachers.error, 'teachers') : null}
      onRetryTeachers={() => void teachers.refetch()}
      saving={approve.isPending || assign.isPending}
      onClose={onClose}
      onApprove={(teacher) =>
        approve.mutate(child.id, {
          onSuccess: () => {
            if (!teacher) {
              toast.show({ tone: 'success', message: t('children.toast.approved') });
              done(null, false);
              return;
            }
            assign.mutate(
              { childId: child.id, teacherId: teacher.id },
              {
                onSuccess: () => {
                  toast.show({ tone: 'success', message: t('children.toast.approvedAssigned') });
                  done(teacher, false);
                },
                onError: (error) => {
                  toast.show({ tone: 'error', message: failureText(failureOf(error, 'assign')) });
                  done(teacher, true);
                },
              },
            );
          },
          onError: (error) =>
            toast.show({ tone: 'error', message: failureText(failureOf(error, 'approve')) }),
        })
      }
    />
  );
}
