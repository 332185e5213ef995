import type { CampaignUpdate } from '@minbar/api/schemas/donations';
import { useRef, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import { BoundPhotoField } from '../../../lib/forms/bound-photo-field';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { photoUrl } from '../../../lib/photo-url';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import { categoryIssueMessage } from '../error-messages';
import {
  type CampaignUpdateFormOutput,
  type CampaignUpdateFormValues,
  campaignUpdateFormSchema,
  initialUpdateValues,
  UPDATE_FIELDS_BY_LANGUAGE,
} from './campaign-update-form-model';
import './donations.css';

export interface CampaignUpdateFormDialogProps {
  /** The campaign's name, in the user's language. */
  campaignName: string;
  /** The update being edited; absent to post a new one. */
  update?: CampaignUpdate;
  /** The mosque's today: a new update's date. */
  today: string;
  /** Values typed over the starting ones (stories of a half-filled or refused form). */
  initialValues?: Partial<CampaignUpdateFormValues>;
  /** A valid save with the chosen photo (null keeps the stored one). */
  onSave: (values: CampaignUpdateFormOutput, photo: File | null) => void;
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed; what was typed stays. */
  failure?: DonationsMessage | null;
  /** The server's refusals of single fields (the photo's included), shown under each. */
  serverErrors?: ServerFieldErrors;
}

const issueMessage: IssueMessage = (code) => categoryIssueMessage(code) ?? sharedIssueMessage(code);

/** Post or edit an update on a campaign: its day, its text in EN, AR and PL tabs, and a photo. */
export function CampaignUpdateFormDialog(props: CampaignUpdateFormDialogProps) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const mode = props.update ? 'edit' : 'create';
  const photoRef = useRef<File | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [schema] = useState(() => campaignUpdateFormSchema(() => photoRef.current));
  const [baseline] = useState(() => initialUpdateValues(props.today, props.update));
  const form = useAppForm({
    schema,
    defaultValues: { ...baseline, ...props.initialValues } as CampaignUpdateFormValues,
    onSubmit: (values) => props.onSave(values, photo),
  });
  const changed = useValuesChanged(form, baseline) || photo !== null;
  const tabs = useContentLanguageTabs(UPDATE_FIELDS_BY_LANGUAGE);
  return (
    <EditorDialog
      form={form}
      title={
        mode === 'create'
          ? t('donations.updates.postTitle', { name: props.campaignName })
          : t('donations.updates.editTitle', { name: props.campaignName })
      }
      description={t('donations.updates.formDescription')}
      size="wide"
      changed={changed}
      editor={{ mode, saving: props.saving, onClose: props.onClose, serverErrors: props.serverErrors }}
      labels={{
        create: t('donations.updates.post'),
        save: t('donations.form.save'),
        cancel: t('donations.form.cancel'),
      }}
      className="donation-form"
      issueMessage={issueMessage}
    >
      <form.AppField name="date">
        {() => <BoundDateField label={t('donations.updates.date')} required />}
      </form.AppField>
      <MultiLanguageFields tabs={tabs} guardNavigation={false}>
        {(tab) => (
          <div className="donation-form__texts" lang={tab.lang}>
            <form.AppField name={`text_${tab.value}`}>
              {(field) => (
                <field.TextAreaField label={t('donations.updates.text', { language: tab.name })} required />
              )}
            </form.AppField>
          </div>
        )}
      </MultiLanguageFields>
      <form.AppField name="photo">
        {() => (
          <BoundPhotoField
            label={t('donations.updates.photo')}
            hint={props.update?.photo ? t('donations.updates.photoKeepHint') : t('donations.form.imageHint')}
            previewAlt={t('donations.updates.photoPreview')}
            currentAlt={t('donations.updates.photoCurrent')}
            file={photo}
            onFile={(file) => {
              photoRef.current = file;
              setPhoto(file);
            }}
            storedUrl={props.update?.photo ? photoUrl(props.update.photo, 192) : null}
            required={false}
          />
        )}
      </form.AppField>
      <div role="alert" className="donation-form__failure">
        {props.failure ? <p>{word(props.failure)}</p> : null}
      </div>
    </EditorDialog>
  );
}
