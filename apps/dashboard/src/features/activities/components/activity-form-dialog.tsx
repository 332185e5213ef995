import type { ActivityLanguage, ActivityPayload } from '@minbar/domain/activities/activity-form';
import { otherSiteOfVideoLink } from '@minbar/domain/activities/video-link';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useRef, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import { BoundPhotoField } from '../../../lib/forms/bound-photo-field';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import { EditorDialog } from '../../../lib/forms/editor-dialog';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { MultiLanguageFields, useContentLanguageTabs } from '../../../lib/forms/multi-language-form';
import { useValuesChanged } from '../../../lib/forms/unsaved-changes';
import { useActivitiesT } from '../activities-intl';
import { activityIssueMessage, type Failure } from '../error-messages';
import {
  type ActivityDialogValues,
  type ActivityFormMode,
  activityFormSchema,
  FIELDS_BY_LANGUAGE,
} from './activity-form-model';
import { FailureText } from './failure-notice';
import './activities.css';

export interface ActivityFormDialogProps {
  mode: ActivityFormMode;
  /** The values the form starts from (a blank activity, or the stored one in every language). */
  initialValues: ActivityDialogValues;
  /** The activity's title in the dialog's title (edit). */
  activityTitle?: string;
  /** The stored photo's address (edit). */
  storedPhotoUrl?: string | null;
  /** A valid save with the chosen photo (null keeps the stored one). */
  onSave: (payload: ActivityPayload, photo: File | null) => Promise<void>;
  /** Closes the dialog; with changes typed the user is asked to discard them first. */
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  failure?: Failure | null;
  /** The server's refusals of single fields (the photo's included), shown under each. */
  serverErrors?: ServerFieldErrors;
  /** Opens on this language tab (stories). */
  initialTab?: ActivityLanguage;
  /** A file already chosen (stories of the image rule). */
  initialPhoto?: File | null;
}

const issueMessage: IssueMessage = (code) => activityIssueMessage(code) ?? sharedIssueMessage(code);

/** Add or edit an activity: a photo, the texts in EN, AR and PL tabs, a video link, and an optional date and time. */
export function ActivityFormDialog(props: ActivityFormDialogProps) {
  const t = useActivitiesT();
  const [photo, setPhoto] = useState<File | null>(props.initialPhoto ?? null);
  // The check reads the file chosen just now, before React has re-rendered with it.
  const photoRef = useRef<File | null>(photo);
  const [schema] = useState(() => activityFormSchema(props.mode, () => photoRef.current));
  const form = useAppForm({
    schema,
    defaultValues: props.initialValues,
    onSubmit: (payload) => props.onSave(payload, photoRef.current),
  });
  const changed = useValuesChanged(form, props.initialValues) || photo !== null;
  const tabs = useContentLanguageTabs(FIELDS_BY_LANGUAGE);
  const title =
    props.mode === 'create'
      ? t('activities.form.addTitle')
      : t('activities.form.editTitle', { title: isolateText(props.activityTitle ?? '') });

  return (
    <EditorDialog
      form={form}
      title={title}
      description={t('activities.form.description')}
      size="wide"
      changed={changed}
      editor={props}
      labels={{
        create: t('activities.form.create'),
        save: t('activities.form.save'),
        cancel: t('activities.form.cancel'),
        unsaved: t('activities.form.unsaved'),
      }}
      className="activities-form"
      issueMessage={issueMessage}
    >
      <form.AppField name="photo">
        {() => (
          <BoundPhotoField
            label={t('activities.form.photo')}
            hint={
              props.mode === 'create' ? t('activities.form.photoHint') : t('activities.form.photoKeepHint')
            }
            previewAlt={t('activities.form.photoPreview')}
            currentAlt={t('activities.form.photoCurrent')}
            file={photo}
            onFile={(file) => {
              photoRef.current = file;
              setPhoto(file);
            }}
            storedUrl={props.storedPhotoUrl ?? null}
            required={props.mode === 'create'}
          />
        )}
      </form.AppField>
      <MultiLanguageFields tabs={tabs} guardNavigation={false} initialTab={props.initialTab}>
        {(tab) => (
          <div className="activities-form__texts" lang={tab.lang} dir={tab.value === 'ar' ? 'rtl' : 'ltr'}>
            <form.AppField name={`title_${tab.value}`}>
              {(field) => (
                <field.TextField label={t('activities.form.titleField', { language: tab.name })} required />
              )}
            </form.AppField>
            <form.AppField name={`description_${tab.value}`}>
              {(field) => (
                <field.TextAreaField
                  label={t('activities.form.descriptionField', { language: tab.name })}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name={`location_${tab.value}`}>
              {(field) => (
                <field.TextField
                  label={t('activities.form.location', { language: tab.name })}
                  description={t('activities.form.locationHint')}
                />
              )}
            </form.AppField>
          </div>
        )}
      </MultiLanguageFields>
      <form.AppField name="video_link">
        {(field) => (
          <field.TextField
            type="url"
            inputMode="url"
            label={t('activities.form.videoLink')}
            description={
              <VideoLinkDescription
                hint={t('activities.form.videoLinkHint')}
                otherSite={otherSiteOfVideoLink(field.state.value)}
              />
            }
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
      </form.AppField>
      <div className="activities-form__when">
        <form.AppField name="date">
          {() => <BoundDateField label={t('activities.form.date')} />}
        </form.AppField>
        <form.AppField name="time">
          {() => <BoundTimeField label={t('activities.form.time')} />}
        </form.AppField>
      </div>
      <div role="alert" className="activities-form__failure">
        {props.failure ? <FailureText failure={props.failure} /> : null}
      </div>
    </EditorDialog>
  );
}

/**
 * The video field's hint, and a warning under it while the link leads to neither YouTube nor
 * Facebook: such a link is saved, but the pages show it as a link to that other site rather than a
 * player, so staff see the site's real name before saving (a look-alike of YouTube included).
 */
function VideoLinkDescription({ hint, otherSite }: { hint: string; otherSite: string | null }) {
  const t = useActivitiesT();
  return (
    <>
      {hint}
      {otherSite ? (
        <span className="activities-form__video-warning" data-slot="warning">
          {t('activities.form.videoOtherSite', { host: `\u2066${otherSite}\u2069` })}
        </span>
      ) : null}
    </>
  );
}
