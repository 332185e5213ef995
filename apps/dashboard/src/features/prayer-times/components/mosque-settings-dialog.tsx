import type { MosqueSettingsUpdate } from '@minbar/api/schemas/settings';
import { formatHijriDate, isHijriOffset } from '@minbar/domain/prayer/hijri';
import type { JumuahTimes } from '@minbar/domain/prayer/schedule';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { useStore } from '@tanstack/react-form';
import { useId } from 'react';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import type { IssueMessage, ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { mosqueSettingsIssueFeedback } from '../error-messages';
import { formatLongDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import {
  HIJRI_OFFSET_CHOICES,
  initialMosqueSettingsValues,
  type MosqueSettingsFormValues,
  mosqueSettingsFormSchema,
} from './mosque-settings-form-model';
import './prayer-times-screen.css';

const mosqueSettingsFieldMessage: IssueMessage = (code) => mosqueSettingsIssueFeedback(code);

export interface MosqueSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The settings in force, as the server serves them: the form starts from them. */
  settings: { defaultCity: string; hijriOffset: number; jumuah: JumuahTimes | null };
  /** The cities the mosque may open its prayer pages on. */
  cities: readonly string[];
  /** The mosque's today ('YYYY-MM-DD'): the Hijri correction's example. */
  today: string;
  onSave: (settings: MosqueSettingsUpdate) => void;
  saving?: boolean;
  /** The server's refusal (no network, not an admin), in the user's words. */
  serverError?: PrayerFeedback | null;
  /** A 422's messages under their fields. */
  serverErrors?: ServerFieldErrors;
  /** Starting values, for stories of a half-filled form. */
  initial?: Partial<MosqueSettingsFormValues>;
}

/** The mosque's settings of the prayer page (admins): default city, Hijri correction and Jumu'a. */
export function MosqueSettingsDialog(props: MosqueSettingsDialogProps) {
  const t = usePrayerT();
  const formId = useId();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('prayer.mosqueSettings.title')}
      description={t('prayer.mosqueSettings.intro')}
      formId={formId}
      busy={props.saving ?? false}
      cancelLabel={t('prayer.dialog.cancel')}
      submitLabel={t('prayer.dialog.save')}
    >
      <MosqueSettingsForm {...props} formId={formId} />
    </FormDialog>
  );
}

function MosqueSettingsForm(props: MosqueSettingsDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const cityName = useCityName();
  const jumuahId = useId();
  const form = useAppForm({
    schema: mosqueSettingsFormSchema,
    defaultValues: { ...initialMosqueSettingsValues(props.settings), ...props.initial },
    onSubmit: props.onSave,
  });
  const offset = Number(useStore(form.store, (state) => state.values.hijri_offset));
  // The chosen correction applied to today, as the display and the public timetable will show it.
  const hijriExample = isHijriOffset(offset)
    ? t('prayer.mosqueSettings.hijriExample', {
        date: formatLongDate(locale, props.today),
        hijri: formatHijriDate(props.today, offset, locale),
      })
    : null;
  const cities = props.cities.includes(props.settings.defaultCity)
    ? props.cities
    : [props.settings.defaultCity, ...props.cities];

  return (
    <form.AppForm>
      <FormElement
        id={props.formId}
        className="prayer-iqama-form"
        busy={props.saving ?? false}
        issueMessage={mosqueSettingsFieldMessage}
        serverErrors={props.serverErrors}
      >
        <form.AppField name="default_city">
          {(field) => (
            <div className="prayer-settings-form__field">
              <Select
                label={t('prayer.mosqueSettings.defaultCity')}
                name={field.name}
                value={field.state.value}
                onValueChange={field.handleChange}
                options={cities.map((name) => ({ value: name, label: cityName(name) }))}
              />
              <p className="prayer-iqama-form__hint">{t('prayer.mosqueSettings.defaultCityHint')}</p>
            </div>
          )}
        </form.AppField>
        <form.AppField name="hijri_offset">
          {(field) => (
            <div className="prayer-settings-form__field">
              <Select
                label={t('prayer.mosqueSettings.hijriOffset')}
                name={field.name}
                value={field.state.value}
                onValueChange={field.handleChange}
                options={HIJRI_OFFSET_CHOICES.map((choice) => ({
                  value: choice,
                  label: t(`prayer.mosqueSettings.offset.${choice as '0'}`),
                }))}
              />
              <p className="prayer-iqama-form__hint" data-slot="hijri-example" aria-live="polite">
                {hijriExample}
              </p>
            </div>
          )}
        </form.AppField>
        <fieldset className="prayer-settings-form__jumuah" aria-describedby={`${jumuahId}-hint`}>
          <legend>{t('prayer.mosqueSettings.jumuahLegend')}</legend>
          <div className="prayer-iqama-form__prayers">
            <form.AppField name="jumuah_athan">
              {() => <BoundTimeField label={t('prayer.mosqueSettings.jumuahAthan')} />}
            </form.AppField>
            <form.AppField name="jumuah_iqama">
              {() => <BoundTimeField label={t('prayer.mosqueSettings.jumuahIqama')} />}
            </form.AppField>
          </div>
          <p id={`${jumuahId}-hint`} className="prayer-iqama-form__hint">
            {t('prayer.mosqueSettings.jumuahHint')}
          </p>
        </fieldset>
        <div role="alert" className="prayer-add__error">
          {props.serverError ? feedback(props.serverError) : null}
        </div>
      </FormElement>
    </form.AppForm>
  );
}
