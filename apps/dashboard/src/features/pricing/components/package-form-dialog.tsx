import type { PackageSave } from '@minbar/domain/education/package';
import { PACKAGE_PRICE_MAX, PACKAGE_SUBJECTS_MAX } from '@minbar/domain/education/package';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/app-form';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import { useBoundField } from '../../../lib/forms/fields';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import type { Failure } from '../error-messages';
import { usePricingMessage, usePricingT } from '../pricing-intl';
import {
  type PackageDialogValues,
  type PackageFormMode,
  packageFormSchema,
  packageIssueMessage,
} from './package-form-model';
import './pricing.css';
import '../../../lib/page/page.css';

export interface PackageFormDialogProps {
  mode: PackageFormMode;
  initialValues: PackageDialogValues;
  /** The stored name, in the edit dialog's title. */
  packageName?: string;
  onSave: (input: PackageSave) => Promise<void>;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed ('Failed to create package.'), shown in the form; what was typed stays. */
  failure?: Failure | null;
  serverErrors?: ServerFieldErrors;
}

/**
 * Add or edit a package: name, description, monthly price and subjects included, checked by the
 * domain's package rule after each field is left and on submit (the first bad field is focused);
 * the edit form can also take the package off offer or put it back.
 */
export function PackageFormDialog(props: PackageFormDialogProps) {
  const t = usePricingT();
  const [schema] = useState(packageFormSchema);
  const form = useAppForm({ schema, defaultValues: props.initialValues, onSubmit: props.onSave });
  const changed = useValuesChanged(form, props.initialValues);
  const title =
    props.mode === 'create'
      ? t('pricing.form.addTitle')
      : t('pricing.form.editTitle', { name: isolateText(props.packageName ?? '') });
  return (
    <EditorDialog
      form={form}
      title={title}
      description={t('pricing.form.description')}
      changed={changed}
      editor={props}
      labels={{
        create: t('pricing.form.create'),
        save: t('pricing.form.save'),
        cancel: t('pricing.form.cancel'),
        unsaved: t('pricing.form.unsaved'),
      }}
      className="pricing-form"
      issueMessage={packageIssueMessage}
    >
      <form.AppField name="name">
        {(field) => <field.TextField label={t('pricing.field.name')} required autoComplete="off" />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextAreaField label={t('pricing.field.description')} required rows={3} />}
      </form.AppField>
      <div className="pricing-form__row">
        <form.AppField name="price">
          {(field) => (
            <field.TextField
              label={t('pricing.field.price')}
              required
              inputMode="decimal"
              autoComplete="off"
              description={t('pricing.hint.price', { max: PACKAGE_PRICE_MAX })}
            />
          )}
        </form.AppField>
        <form.AppField name="num_subjects_included">
          {(field) => (
            <field.TextField
              label={t('pricing.field.num_subjects_included')}
              required
              inputMode="numeric"
              autoComplete="off"
              description={t('pricing.hint.subjects', { max: PACKAGE_SUBJECTS_MAX })}
            />
          )}
        </form.AppField>
      </div>
      {props.mode === 'edit' ? (
        <form.AppField name="is_active">{() => <ActiveCheckbox />}</form.AppField>
      ) : null}
      <div role="alert" className="pricing-form__failure">
        {props.failure ? <FormFailure failure={props.failure} /> : null}
      </div>
    </EditorDialog>
  );
}

/** Whether the package is on offer, as a checkbox bound to the form's 'true' / 'false'. */
function ActiveCheckbox() {
  const t = usePricingT();
  const { name, value, onChange, onBlur, ref } = useBoundField();
  return (
    <label className="pricing-form__check">
      <input
        ref={ref}
        type="checkbox"
        name={name}
        checked={value !== 'false'}
        onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        onBlur={onBlur}
      />
      {t('pricing.field.is_active')}
    </label>
  );
}

function FormFailure({ failure }: { failure: Failure }) {
  const word = usePricingMessage();
  return (
    <div className="dashboard-alert">
      <p>{word(failure.message)}</p>
      {failure.reason ? <p>{word(failure.reason)}</p> : null}
    </div>
  );
}
