import type { Teacher } from '@minbar/api/schemas/education';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { Select } from '@minbar/ui/select/select';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { useChildrenT } from '../children-intl';
import type { Failure } from '../error-messages';
import { teacherName } from './children-table';
import { FailureBanner } from './failure-banner';
import './children.css';

/** The select's value for approving without a teacher (Radix Select has no empty value). */
const NO_TEACHER = 'none';

export interface ApproveDialogProps {
  /** The child's full name, in the title. */
  childName: string;
  /** Every teacher; undefined while they load. */
  teachers?: readonly Teacher[];
  /** The teachers did not load: approving still works, without a teacher. */
  teachersFailure?: Failure | null;
  onRetryTeachers?: () => void;
  saving?: boolean;
  /** Approve, then assign to the chosen teacher if there is one. */
  onApprove: (teacher: Teacher | null) => void;
  onClose: () => void;
}

/**
 * Approving a request, with the next step in the same dialog: an optional teacher to assign the child
 * to. "No teacher yet" is chosen to begin with, so approving alone stays one click.
 */
export function ApproveDialog(props: ApproveDialogProps) {
  const t = useChildrenT();
  const [chosen, setChosen] = useState(NO_TEACHER);
  const teachers = props.teachers ?? [];
  const options = [
    { value: NO_TEACHER, label: t('children.approveDialog.noTeacher') },
    ...teachers.map((teacher) => ({ value: String(teacher.id), label: teacherName(teacher) })),
  ];
  const teacher = teachers.find((each) => String(each.id) === chosen) ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !props.saving) props.onClose();
      }}
      title={t('children.approveDialog.title', { name: isolateText(props.childName) })}
      description={t('children.approveDialog.description')}
      footer={
        <>
          <Button variant="secondary" disabled={props.saving} onClick={props.onClose}>
            {t('shell.cancel')}
          </Button>
          <Button
            loading={props.saving}
            onClick={() => {
              if (!props.saving) props.onApprove(teacher);
            }}
          >
            {t('children.approveDialog.save')}
          </Button>
        </>
      }
    >
      <div className="children-dialog__body">
        {props.teachersFailure ? (
          <FailureBanner failure={props.teachersFailure} onRetry={props.onRetryTeachers} />
        ) : props.teachers === undefined ? (
          <p role="status">{t('children.assignDialog.loading')}</p>
        ) : null}
        <Select
          label={t('children.approveDialog.teacher')}
          value={teacher ? chosen : NO_TEACHER}
          onValueChange={setChosen}
          options={options}
          disabled={props.saving || teachers.length === 0}
        />
      </div>
    </Dialog>
  );
}
