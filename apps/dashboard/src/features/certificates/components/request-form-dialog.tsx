import {
  isRequestType,
  REQUEST_FIELDS_BY_TYPE,
  REQUEST_TYPES,
  type RequestField,
  type RequestPayload,
} from '@minbar/domain/certificates/request-form';
import { LANGUAGES } from '@minbar/domain/input/languages';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import { BoundSelect } from '../../../lib/forms/bound-select';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import { useBoundField } from '../../../lib/forms/fields';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { UNTRANSLATED, withUntranslated } from '../../../lib/untranslated';
import { type CertificatesMessageId, useCertificatesMessage, useCertificatesT } from '../certificates-intl';
import { type Failure, requestIssueMessage } from '../error-messages';
import { LANGUAGE_OWN_NAMES } from '../language-names';
import { type RequestDialogValues, type RequestFormMode, requestFormSchema } from './request-form-model';
import './certificates.css';
import '../../../lib/page/page.css';

export interface RequestFormDialogProps {
  mode: RequestFormMode;
  /** A new request without a type, or the stored one (edit). */
  initialValues: RequestDialogValues;
  /** The mosque's today: no marriage or shahada after it. */
  today: string | null;
  /** The applicant's name in the dialog's title (edit). */
  applicantName?: string;
  onSave: (payload: RequestPayload) => Promise<void>;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  failure?: Failure | null;
  serverErrors?: ServerFieldErrors;
}

const issueMessage: IssueMessage = (code) => requestIssueMessage(code) ?? sharedIssueMessage(code);

const DATE_FIELDS = new Set<RequestField>(['marriage_date', 'revert_date']);
const LONG_FIELDS = new Set<RequestField>(['shahada_witnesses', 'custom_request_description']);
const HINTS: Partial<Record<RequestField, CertificatesMessageId>> = {
  applicant_phone: 'certificates.hint.applicant_phone',
  applicant_id_number: 'certificates.hint.applicant_id_number',
  marriage_location: 'certificates.hint.marriage_location',
  shahada_witnesses: 'certificates.hint.shahada_witnesses',
};

/**
 * Add or edit a certificate request: the type first, as three choices, then the fields that type asks
 * for (decision 0021), where the applicant hears of its progress (an address and a language, both
 * optional) and the admin notes. Checked by the domain's rules as the user goes; a refusal
 * focuses the first bad field and keeps every value.
 */
export function RequestFormDialog(props: RequestFormDialogProps) {
  const t = useCertificatesT();
  const [schema] = useState(() => requestFormSchema(props.today));
  const form = useAppForm({ schema, defaultValues: props.initialValues, onSubmit: props.onSave });
  const type = useStore(form.store, (state) => state.values.request_type);
  const changed = useValuesChanged(form, props.initialValues);
  const fields = isRequestType(type) ? REQUEST_FIELDS_BY_TYPE[type] : [];
  const title =
    props.mode === 'create'
      ? t('certificates.form.addTitle')
      : t('certificates.form.editTitle', { name: isolateText(props.applicantName ?? '') });
  // The heading shows the applicant's name as a name never translated; the title names the form.
  const heading =
    props.mode === 'create'
      ? title
      : withUntranslated(t('certificates.form.editTitle', { name: UNTRANSLATED }), props.applicantName ?? '');
  const label = (field: RequestField) => t(`certificates.field.${field}` as CertificatesMessageId);

  return (
    <EditorDialog
      form={form}
      title={title}
      heading={heading}
      description={t('certificates.form.description')}
      size="wide"
      changed={changed}
      editor={props}
      labels={{
        create: t('certificates.form.create'),
        save: t('certificates.form.save'),
        cancel: t('certificates.form.cancel'),
        unsaved: t('certificates.form.unsaved'),
      }}
      className="certificates-form"
      issueMessage={issueMessage}
    >
      <form.AppField name="request_type">{() => <RequestTypeChoice />}</form.AppField>
      {fields.length > 0 ? (
        <div className="certificates-form__fields">
          {fields.map((field) => (
            <form.AppField key={field} name={field}>
              {(bound) =>
                DATE_FIELDS.has(field) ? (
                  <BoundDateField label={label(field)} required />
                ) : LONG_FIELDS.has(field) ? (
                  <div className="certificates-form__wide">
                    <bound.TextAreaField label={label(field)} required />
                    {HINTS[field] ? <p className="certificates-form__hint">{t(HINTS[field])}</p> : null}
                  </div>
                ) : (
                  <bound.TextField
                    label={label(field)}
                    required
                    description={HINTS[field] ? t(HINTS[field]) : undefined}
                    type={field === 'applicant_phone' ? 'tel' : 'text'}
                    autoComplete={field === 'applicant_phone' ? 'off' : undefined}
                  />
                )
              }
            </form.AppField>
          ))}
          <form.AppField name="applicant_email">
            {(bound) => (
              <bound.TextField
                label={t('certificates.field.applicant_email')}
                description={t('certificates.hint.applicant_email')}
                type="email"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="preferred_language">
            {() => (
              <BoundSelect
                label={t('certificates.field.preferred_language')}
                options={[
                  { value: '', label: t('certificates.language.centre') },
                  ...LANGUAGES.map((language) => ({
                    value: language,
                    label: t(`certificates.language.${language}`, { name: LANGUAGE_OWN_NAMES[language] }),
                  })),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="admin_notes">
            {(bound) => (
              <div className="certificates-form__wide">
                <bound.TextAreaField label={t('certificates.field.admin_notes')} rows={3} />
                <p className="certificates-form__hint">{t('certificates.hint.admin_notes')}</p>
              </div>
            )}
          </form.AppField>
        </div>
      ) : null}
      <div role="alert" className="certificates-form__failure">
        {props.failure ? <FormFailure failure={props.failure} /> : null}
      </div>
    </EditorDialog>
  );
}

/** The three types as radio buttons, bound to the form: the question every request starts with. */
function RequestTypeChoice() {
  const t = useCertificatesT();
  const { name, value, onChange, onBlur, error, ref } = useBoundField();
  const errorId = useId();
  return (
    <fieldset
      className="certificates-form__types"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {t('certificates.field.request_type')}
        <span aria-hidden="true" className="ui-text-field__required">
          {' '}
          *
        </span>
      </legend>
      {REQUEST_TYPES.map((type, index) => (
        <label key={type} className="certificates-form__type">
          <input
            ref={index === 0 ? ref : undefined}
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            required
            onChange={() => onChange(type)}
            onBlur={onBlur}
          />
          {t(`certificates.type.${type}`)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ui-text-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function FormFailure({ failure }: { failure: Failure }) {
  const word = useCertificatesMessage();
  return (
    <div className="dashboard-alert">
      <p>{word(failure.message)}</p>
      {failure.reason ? <p>{word(failure.reason)}</p> : null}
    </div>
  );
}
