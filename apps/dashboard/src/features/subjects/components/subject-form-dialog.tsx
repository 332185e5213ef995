import type { Subject } from '@minbar/api/schemas/education';
import {
  EDUCATION_ISSUE,
  findSubjectNameClash,
  SUBJECT_DESCRIPTION_MAX_LENGTH,
  type SubjectSave,
  subjectInputSchema,
} from '@minbar/domain/education/subject';
import { boundedText } from '@minbar/domain/input/text';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { DESCRIPTION_TOO_LONG, type Failure, subjectIssueMessage } from '../error-messages';
import { useSubjectsMessage, useSubjectsT } from '../subjects-intl';
import './subjects.css';

export interface SubjectFormValues {
  name: string;
  description: string;
}

/**
 * The form's schema: the domain's subject rules, and a name no other subject holds (trimmed, spaces
 * made one, capitals ignored), checked against the subjects known, so a clash shows under the name
 * before anything is sent; the server's unique column still decides under simultaneous saves.
 */
export function subjectFormSchema(
  existing: readonly Subject[],
  exceptId?: number,
): v.GenericSchema<SubjectFormValues, SubjectSave> {
  return v.pipe(
    v.object({
      name: subjectInputSchema.entries.name,
      description: v.pipe(
        boundedText(SUBJECT_DESCRIPTION_MAX_LENGTH, { tooLong: DESCRIPTION_TOO_LONG }),
        v.transform((text) => text.trim()),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['name']],
        (input) => !findSubjectNameClash(existing, input.name, exceptId),
        EDUCATION_ISSUE.nameTaken,
      ),
      ['name'],
    ),
  );
}

export interface SubjectFormDialogProps {
  /** The subject to edit; absent to add one. */
  edit?: Subject | null;
  /** Every subject: the names a save must not repeat. */
  existing: readonly Subject[];
  saving?: boolean;
  /** Why the last save failed ('An error occurred while adding the subject'); what was typed stays. */
  failure?: Failure | null;
  serverErrors?: ServerFieldErrors;
  /** Starting values, for stories of a filled form. */
  initial?: Partial<SubjectFormValues>;
  onSave: (subject: SubjectSave) => void | Promise<void>;
  onClose: () => void;
}

/** Add subject and edit subject: a name and a description, checked by the domain's rules as the user goes. */
export function SubjectFormDialog(props: SubjectFormDialogProps) {
  const t = useSubjectsT();
  const word = useSubjectsMessage();
  const formId = useId();
  const [schema] = useState(() => subjectFormSchema(props.existing, props.edit?.id));
  const form = useAppForm({
    schema,
    defaultValues: {
      name: props.edit?.name ?? '',
      description: props.edit?.description ?? '',
      ...props.initial,
    },
    onSubmit: props.onSave,
  });
  const title = props.edit
    ? t('subjects.form.editTitle', { name: isolateText(props.edit.name) })
    : t('subjects.form.addTitle');
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open && !props.saving) props.onClose();
      }}
      title={title}
      formId={formId}
      busy={props.saving ?? false}
      submitLabel={t(props.edit ? 'subjects.form.save' : 'subjects.form.create')}
      cancelLabel={t('shell.cancel')}
    >
      <form.AppForm>
        <FormElement
          id={formId}
          aria-label={title}
          className="subjects-form"
          busy={props.saving}
          issueMessage={subjectIssueMessage}
          serverErrors={props.serverErrors}
        >
          <form.AppField name="name">
            {(field) => <field.TextField label={t('subjects.form.name')} required autoComplete="off" />}
          </form.AppField>
          <form.AppField name="description">
            {(field) => (
              <div className="subjects-form">
                <field.TextAreaField label={t('subjects.form.description')} rows={4} />
                <p className="subjects-form__hint">{t('subjects.form.descriptionHint')}</p>
              </div>
            )}
          </form.AppField>
          <div role="alert" className="subjects-failure__message">
            {props.failure ? (
              <>
                <p>{word(props.failure.message)}</p>
                {props.failure.reason ? <p>{word(props.failure.reason)}</p> : null}
              </>
            ) : null}
          </div>
        </FormElement>
      </form.AppForm>
    </FormDialog>
  );
}
