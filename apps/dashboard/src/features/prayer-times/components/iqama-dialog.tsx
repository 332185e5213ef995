import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { IQAMA_MODES, type IqamaIssue, type IqamaSave } from '@minbar/domain/prayer/iqama';
import { isIsoDate, PRAYER_ISSUE, PRAYERS } from '@minbar/domain/prayer/prayers';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { iqamaIssueFeedback } from '../error-messages';
import { formatLongDate, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { type IqamaFormValues, initialIqamaValues, iqamaFormSchema } from './iqama-form-model';
import './prayer-times-screen.css';

/** Words the form's issue codes: the iqama rules, a malformed date, else the generic save failure. */
const iqamaFieldMessage: IssueMessage = (code) =>
  code === PRAYER_ISSUE.dateInvalid
    ? { id: 'tools.import.issue.dateInvalid' }
    : iqamaIssueFeedback(code as IqamaIssue);

export interface IqamaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The setting to edit; without one the dialog adds a new setting. */
  setting?: IqamaSettingAnswer | null;
  /** The setting in force on the selected date: a new setting starts from its mode and times. */
  current?: IqamaSettingAnswer | null;
  selectedDate: string;
  city: string;
  onSave: (setting: IqamaSave) => void;
  saving?: boolean;
  /** The server's refusal (a conflict, no network), in the user's words. */
  serverError?: PrayerFeedback | null;
  /** Starting values, for stories of a half-filled form. */
  initial?: Partial<IqamaFormValues>;
}

/** Add iqama and edit iqama: dates, the mode and five values per prayer. */
export function IqamaDialog(props: IqamaDialogProps) {
  const t = usePrayerT();
  const formId = useId();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(props.setting ? 'prayer.iqamaDialog.editTitle' : 'prayer.iqamaDialog.addTitle')}
      formId={formId}
      busy={props.saving ?? false}
      cancelLabel={t('prayer.dialog.cancel')}
      submitLabel={t('prayer.dialog.save')}
    >
      <IqamaForm {...props} formId={formId} />
    </FormDialog>
  );
}

function IqamaForm(props: IqamaDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const name = useId();
  const city = props.setting?.city ?? props.city;
  const cityName = useCityName();
  const [schema] = useState(() => iqamaFormSchema(city));
  const form = useAppForm({
    schema,
    defaultValues: {
      ...initialIqamaValues(props.setting, props.selectedDate, props.current),
      ...props.initial,
    },
    onSubmit: props.onSave,
  });
  const dateMode = useStore(form.store, (state) => state.values.dateMode);
  const mode = useStore(form.store, (state) => state.values.mode);
  // The context line names the dates the setting is being written for, as they are typed.
  const chosen = useStore(form.store, ({ values }) =>
    values.dateMode === 'single' ? values.date : `${values.effective_from} ${values.effective_to}`,
  );
  const chosenText = chosenDatesText(chosen.split(' '));

  function chosenDatesText(dates: readonly string[]): string | null {
    if (!dates.every((date) => isIsoDate(date))) return null;
    const [from = '', to = from] = dates;
    return from === to
      ? formatLongDate(locale, from)
      : t('prayer.iqama.period', { from: formatShortDate(locale, from), to: formatShortDate(locale, to) });
  }

  return (
    <form.AppForm>
      <FormElement
        id={props.formId}
        className="prayer-iqama-form"
        busy={props.saving ?? false}
        issueMessage={iqamaFieldMessage}
      >
        <p className="prayer-iqama-form__context" data-slot="iqama-chosen-dates">
          {chosenText
            ? t('prayer.iqamaDialog.selected', { date: chosenText, city: cityName(city) })
            : t('prayer.iqamaDialog.cityOnly', { city: cityName(city) })}
        </p>
        {props.setting ? (
          <p className="prayer-iqama-form__context">
            {t('prayer.iqamaDialog.current', {
              mode: t(`prayer.iqama.mode.${props.setting.mode}`),
              period: t('prayer.iqama.period', {
                from: formatShortDate(locale, props.setting.effective_from),
                to: formatShortDate(locale, props.setting.effective_to),
              }),
            })}
          </p>
        ) : null}
        <form.AppField name="dateMode">
          {(field) => (
            <fieldset className="prayer-iqama-form__choice">
              <legend>{t('prayer.iqamaDialog.appliesTo')}</legend>
              {(['single', 'range'] as const).map((choice) => (
                <label key={choice}>
                  <input
                    type="radio"
                    name={`${name}-date-mode`}
                    checked={field.state.value === choice}
                    onChange={() => field.handleChange(choice)}
                  />
                  {t(choice === 'single' ? 'prayer.iqamaDialog.single' : 'prayer.iqamaDialog.range')}
                </label>
              ))}
            </fieldset>
          )}
        </form.AppField>
        <div className="prayer-iqama-form__dates">
          {dateMode === 'single' ? (
            <form.AppField name="date">
              {() => <BoundDateField label={t('prayer.iqamaDialog.date')} required />}
            </form.AppField>
          ) : (
            <>
              <form.AppField name="effective_from">
                {() => <BoundDateField label={t('prayer.iqamaDialog.from')} required />}
              </form.AppField>
              <form.AppField name="effective_to">
                {() => <BoundDateField label={t('prayer.iqamaDialog.to')} required />}
              </form.AppField>
            </>
          )}
        </div>
        <form.AppField name="mode">
          {(field) => (
            <fieldset className="prayer-iqama-form__choice">
              <legend>{t('prayer.iqamaDialog.modeLegend')}</legend>
              {IQAMA_MODES.map((choice) => (
                <label key={choice}>
                  <input
                    type="radio"
                    name={`${name}-mode`}
                    checked={field.state.value === choice}
                    onChange={() => field.handleChange(choice)}
                  />
                  {t(`prayer.iqama.mode.${choice}`)}
                </label>
              ))}
            </fieldset>
          )}
        </form.AppField>
        <div className="prayer-iqama-form__prayers">
          {PRAYERS.map((prayer) =>
            mode === 'minutes_after_athan' ? (
              <form.AppField key={prayer} name={`${prayer}_minutes`}>
                {(field) => (
                  <field.TextField
                    type="number"
                    inputMode="numeric"
                    label={t('prayer.iqamaDialog.minutesLabel', { prayer: t(`prayer.name.${prayer}`) })}
                    required
                  />
                )}
              </form.AppField>
            ) : (
              <form.AppField key={prayer} name={`${prayer}_fixed`}>
                {() => (
                  <BoundTimeField
                    label={t('prayer.iqamaDialog.fixedLabel', { prayer: t(`prayer.name.${prayer}`) })}
                  />
                )}
              </form.AppField>
            ),
          )}
        </div>
        {mode === 'fixed_time' ? (
          <p className="prayer-iqama-form__hint">{t('prayer.iqamaDialog.fixedHint')}</p>
        ) : null}
        <div role="alert" className="prayer-add__error">
          {props.serverError ? feedback(props.serverError) : null}
        </div>
      </FormElement>
    </form.AppForm>
  );
}
