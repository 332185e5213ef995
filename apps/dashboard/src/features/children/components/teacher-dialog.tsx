import type { Person, Teacher } from '@minbar/api/schemas/education';
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

export interface TeacherDialogProps {
  /** The child's full name, in the title. */
  childName: string;
  /** Reassigning: the teacher the child leaves (not offered in the select). Absent to assign. */
  from?: Person | null;
  /** The teachers the child has already: not offered again. */
  current?: readonly Person[];
  /** Every teacher; undefined while they load. */
  teachers?: readonly Teacher[];
  /** The teachers did not load. */
  teachersFailure?: Failure | null;
  onRetryTeachers?: () => void;
  saving?: boolean;
  onSave: (teacherId: number) => void;
  onClose: () => void;
}

/**
 * Assign a child to a teacher, or move it from one teacher to another, through the kit's select. The
 * first teacher the child does not have yet is chosen to begin with.
 */
export function TeacherDialog(props: TeacherDialogProps) {
  const t = useChildrenT();
  const reassign = Boolean(props.from);
  const options = (props.teachers ?? [])
    .filter(
      (teacher) =>
        teacher.id !== props.from?.id && !(props.current ?? []).some((each) => each.id === teacher.id),
    )
    .map((teacher) => ({ value: String(teacher.id), label: teacherName(teacher) }));
  const [chosen, setChosen] = useState<string | null>(null);
  const value =
    chosen && options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? '');
  const name = isolateText(props.childName);
  const ready = props.teachers !== undefined && options.length > 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !props.saving) props.onClose();
      }}
      title={t(reassign ? 'children.reassignDialog.title' : 'children.assignDialog.title', { name })}
      description={
        reassign && props.from
          ? t('children.reassignDialog.description', { name, teacher: isolateText(teacherName(props.from)) })
          : t('children.assignDialog.description')
      }
      footer={
        <>
          <Button variant="secondary" disabled={props.saving} onClick={props.onClose}>
            {t('shell.cancel')}
          </Button>
          <Button
            disabled={!ready}
            loading={props.saving}
            onClick={() => {
              if (ready && !props.saving && value) props.onSave(Number(value));
            }}
          >
            {t(reassign ? 'children.reassignDialog.save' : 'children.assignDialog.save')}
          </Button>
        </>
      }
    >
      <div className="children-dialog__body">
        {props.teachersFailure ? (
          <FailureBanner failure={props.teachersFailure} onRetry={props.onRetryTeachers} />
        ) : props.teachers === undefined ? (
          <p role="status">{t('children.assignDialog.loading')}</p>
        ) : options.length === 0 ? (
          <p role="status">
            {t(
              reassign
                ? 'children.reassignDialog.noOther'
                : (props.teachers?.length ?? 0) > 0
                  ? 'children.assignDialog.noOther'
                  : 'children.assignDialog.noTeachers',
            )}
          </p>
        ) : (
          <Select
            label={t(reassign ? 'children.reassignDialog.to' : 'children.assignDialog.teacher')}
            value={value}
            onValueChange={setChosen}
            options={options}
            disabled={props.saving}
          />
        )}
      </div>
    </Dialog>
  );
}
