import type { DonationCategory } from '@minbar/api/schemas/donations';
import { CATEGORY_FIELDS_BY_LANGUAGE } from '@minbar/domain/donations/category';
import { FieldFrame, useFieldIds } from '@minbar/ui/field/field-frame';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import { categoryIssueMessage } from '../error-messages';
import { AmountField, AvailableField, PaymentTypeField } from './category-fields';
import {
  type CategoryFormMode,
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryFormSchema,
  initialCategoryValues,
} from './category-form-model';
import './donations.css';
import { photoUrl } from '../../../lib/photo-url';

export interface CategoryFormDialogProps {
  mode: CategoryFormMode;
  /** The category being edited (edit mode). */
  category?: DonationCategory;
  /** Values typed over the starting ones (stories of a half-filled or refused form). */
  initialValues?: Partial<CategoryFormValues>;
  /** A valid save, with the chosen photo (null keeps the stored one). */
  onSave: (values: CategoryFormOutput, image: File | null) => void;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  failure?: DonationsMessage | null;
  /** The server's refusals of single fields (the photo's included), shown under each. */
  serverErrors?: ServerFieldErrors;
  /** Where a stored photo is served from. */
  imageUrl?: (name: string) => string;
}

const issueMessage: IssueMessage = (code) => categoryIssueMessage(code) ?? sharedIssueMessage(code);

// The preview box is 96 px wide: the smallest kept width at least twice that is sharp on any screen.
const defaultImageUrl = (name: string) => photoUrl(name, 192);

/** Create or edit a donation category: texts per language in tabs, the payment type, amounts and a photo. */
export function CategoryFormDialog(props: CategoryFormDialogProps) {
  const t = useDonationsT();
  const [defaults] = useState<CategoryFormValues>(() => ({
    ...initialCategoryValues(props.category),
    ...(props.initialValues as CategoryFormValues | undefined),
  }));
  const [schema] = useState(() => categoryFormSchema(props.mode));
  const [image, setImage] = useState<File | null>(null);
  const form = useAppForm({
    schema,
    defaultValues: defaults,
    onSubmit: (values) => props.onSave(values, image),
  });
  const changed = useValuesChanged(form, initialCategoryValues(props.category)) || image !== null;
  const tabs = useContentLanguageTabs(CATEGORY_FIELDS_BY_LANGUAGE);
  const title =
    props.mode === 'create'
      ? t('donations.form.createTitle')
      : t('donations.form.editTitle', { name: props.category?.name ?? '' });

  return (
    <EditorDialog
      form={form}
      title={title}
      description={t('donations.form.description')}
      size="wide"
      changed={changed}
      editor={props}
      labels={{
        create: t('donations.form.create'),
        save: t('donations.form.save'),
        cancel: t('donations.form.cancel'),
      }}
      className="donation-form"
      issueMessage={issueMessage}
    >
      <MultiLanguageFields tabs={tabs} guardNavigation={false}>
        {(tab) => (
          <div className="donation-form__texts" lang={tab.lang}>
            <form.AppField name={`name_${tab.value}`}>
              {(field) => (
                <field.TextField label={t('donations.form.name', { language: tab.name })} required />
              )}
            </form.AppField>
            <form.AppField name={`title_${tab.value}`}>
              {(field) => (
                <field.TextField
                  label={t('donations.form.titleField', { language: tab.name })}
                  description={t('donations.form.titleHint')}
                />
              )}
            </form.AppField>
            <form.AppField name={`description_${tab.value}`}>
              {(field) => (
                <field.TextAreaField
                  label={t('donations.form.descriptionField', { language: tab.name })}
                  required
                />
              )}
            </form.AppField>
          </div>
        )}
      </MultiLanguageFields>
      <form.AppField name="payment_type">{() => <PaymentTypeField />}</form.AppField>
      <div className="donation-form__amounts">
        <form.AppField name="default_value">
          {() => (
            <AmountField
              label={t('donations.form.defaultValue')}
              description={
                props.mode === 'create'
                  ? `${t('donations.form.defaultValueHint')} ${t('donations.form.createAmountHint')}`
                  : t('donations.form.defaultValueHint')
              }
              clamp={props.mode === 'create'}
            />
          )}
        </form.AppField>
        <form.AppField name="target_amount">
          {() => (
            <AmountField
              label={t('donations.form.target')}
              description={props.mode === 'create' ? t('donations.form.createAmountHint') : undefined}
              clamp={props.mode === 'create'}
            />
          )}
        </form.AppField>
        <form.AppField name="current_amount">
          {() => <AmountField label={t('donations.form.current')} />}
        </form.AppField>
      </div>
      <form.AppField name="is_available">{() => <AvailableField />}</form.AppField>
      <ImageField
        file={image}
        onChange={setImage}
        stored={props.category?.image ?? null}
        imageUrl={props.imageUrl ?? defaultImageUrl}
        error={props.serverErrors?.image}
      />
      <FailureNotice failure={props.failure ?? null} />
    </EditorDialog>
  );
}

function ImageField({
  file,
  onChange,
  stored,
  imageUrl,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  stored: string | null;
  imageUrl: (name: string) => string;
  error?: ServerFieldErrors[string];
}) {
  const t = useDonationsT();
  const intl = useIntl();
  const errorText = error
    ? 'text' in error
      ? error.text
      : intl.formatMessage({ id: error.id }, error.values)
    : undefined;
  const ids = useFieldIds({ description: t('donations.form.imageHint'), error: errorText });
  return (
    <div className="donation-form__image">
      {stored && !file ? (
        <figure className="donation-form__stored-image">
          <img src={imageUrl(stored)} alt={t('donations.form.currentImage')} width={96} height={64} />
        </figure>
      ) : null}
      <FieldFrame
        slot="file-field"
        ids={ids}
        label={t('donations.form.image')}
        description={t('donations.form.imageHint')}
        error={errorText}
      >
        <input
          id={ids.inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="donation-form__file"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </FieldFrame>
    </div>
  );
}

function FailureNotice({ failure }: { failure: DonationsMessage | null }) {
  const word = useDonationsMessage();
  return (
    <div role="alert" className="donation-form__failure">
      {failure ? <p>{word(failure)}</p> : null}
    </div>
  );
}
