import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import {
  DEFAULT_IQAMA_FIXED,
  DEFAULT_IQAMA_MINUTES,
  type IqamaMode,
  type IqamaSave,
  iqamaSaveSchema,
  readMinutes,
  validateIqamaSave,
} from '@minbar/domain/prayer/iqama';
import { normaliseTime, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { TextField } from '@minbar/ui/text-field/text-field';
import { TimeField } from '@minbar/ui/time-field/time-field';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { iqamaFormIssueFeedback, iqamaIssueFeedback } from '../error-messages';
import { formatLongDate, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';

export interface IqamaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The setting to edit; without one the dialog adds a new setting. */
  setting?: IqamaSettingAnswer | null;
  selectedDate: string;
  city: string;
  onSave: (setting: IqamaSave) => void;
  saving?: boolean;
  serverError?: PrayerFeedback | null;
  /** Starting values, for stories of a half-filled form. */
  initial?: Partial<IqamaFormValues>;
}

export interface IqamaFormValues {
  dateMode: 'single' | 'range';
  date: string;
  effectiveFrom: string;
  effectiveTo: string;
  mode: IqamaMode;
  minutes: Record<Prayer, string>;
  fixed: Record<Prayer, string>;
}

const perPrayer = (value: (prayer: Prayer) => string) =>
  Object.fromEntries(PRAYERS.map((prayer) => [prayer, value(prayer)])) as Record<Prayer, string>;

/** The form's starting values: the edited setting, or the spec's defaults (45 minutes, 7:00). */
export function initialIqamaValues(
  setting: IqamaSettingAnswer | null | undefined,
  selectedDate: string,
): IqamaFormValues {
  if (!setting)
    return {
      dateMode: 'single',
      date: selectedDate,
      effectiveFrom: selectedDate,
      effectiveTo: selectedDate,
      mode: 'minutes_after_athan',
      minutes: perPrayer(() => String(DEFAULT_IQAMA_MINUTES)),
      fixed: perPrayer(() => DEFAULT_IQAMA_FIXED),
    };
  return {
    dateMode: setting.effective_from === setting.effective_to ? 'single' : 'range',
    date: setting.effective_from,
    effectiveFrom: setting.effective_from,
    effectiveTo: setting.effective_to,
    mode: setting.mode,
    minutes: perPrayer((prayer) => String(setting[`${prayer}_minutes`] ?? DEFAULT_IQAMA_MINUTES)),
    fixed: perPrayer((prayer) => normaliseTime(setting[`${prayer}_fixed`]) ?? ''),
  };
}

/**
 * The save payload of the form (spec part 1 §5), parsed with the schema the server applies: a single
 * date is a range with equal ends, minutes are read as integers from 0 (anything else 0), empty
 * fixed times become null, and the period must be ordered.
 */
export function iqamaPayload(
  values: IqamaFormValues,
  city: string,
): { ok: true; setting: IqamaSave } | { ok: false; error: PrayerFeedback } {
  const check = validateIqamaSave({
    dateMode: values.dateMode,
    date: values.date,
    effectiveFrom: values.effectiveFrom,
    effectiveTo: values.effectiveTo,
  });
  if (!check.ok) return { ok: false, error: iqamaIssueFeedback(check.code) };
  const perPrayerEntries = (suffix: string, value: (prayer: Prayer) => unknown) =>
    Object.fromEntries(PRAYERS.map((prayer) => [`${prayer}_${suffix}`, value(prayer)]));
  const input =
    values.mode === 'minutes_after_athan'
      ? {
          mode: values.mode,
          city,
          ...check.range,
          ...perPrayerEntries('minutes', (p) => readMinutes(values.minutes[p])),
        }
      : { mode: values.mode, city, ...check.range, ...perPrayerEntries('fixed', (p) => values.fixed[p]) };
  const parsed = v.safeParse(iqamaSaveSchema, input);
  if (parsed.success) return { ok: true, setting: parsed.output };
  return { ok: false, error: iqamaFormIssueFeedback(parsed.issues[0].message, check.range) };
}

/** Add iqama and edit iqama (spec part 1 §2): dates, the mode and five values per prayer. */
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
  const [values, setValues] = useState<IqamaFormValues>(() => ({
    ...initialIqamaValues(props.setting, props.selectedDate),
    ...props.initial,
  }));
  const [error, setError] = useState<PrayerFeedback | null>(null);
  const shownError = error ?? props.serverError ?? null;
  const update = (patch: Partial<IqamaFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const name = useId();
  const city = props.setting?.city ?? props.city;
  const cityName = useCityName();

  return (
    <form
      id={props.formId}
      className="prayer-iqama-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = iqamaPayload(values, city);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        setError(null);
        props.onSave(result.setting);
      }}
    >
      <p className="prayer-iqama-form__context">
        {t('prayer.iqamaDialog.selected', {
          date: formatLongDate(locale, props.selectedDate),
          city: cityName(city),
        })}
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
      <fieldset className="prayer-iqama-form__choice">
        <legend>{t('prayer.iqamaDialog.appliesTo')}</legend>
        {(['single', 'range'] as const).map((dateMode) => (
          <label key={dateMode}>
            <input
              type="radio"
              name={`${name}-date-mode`}
              checked={values.dateMode === dateMode}
              onChange={() => update({ dateMode })}
            />
            {t(dateMode === 'single' ? 'prayer.iqamaDialog.single' : 'prayer.iqamaDialog.range')}
          </label>
        ))}
      </fieldset>
      <div className="prayer-iqama-form__dates">
        {values.dateMode === 'single' ? (
          <TextField
            type="date"
            name="date"
            label={t('prayer.iqamaDialog.date')}
            value={values.date}
            onChange={(date) => update({ date })}
            required
          />
        ) : (
          <>
            <TextField
              type="date"
              name="effective_from"
              label={t('prayer.iqamaDialog.from')}
              value={values.effectiveFrom}
              onChange={(effectiveFrom) => update({ effectiveFrom })}
              required
            />
            <TextField
              type="date"
              name="effective_to"
              label={t('prayer.iqamaDialog.to')}
              value={values.effectiveTo}
              onChange={(effectiveTo) => update({ effectiveTo })}
              required
            />
          </>
        )}
      </div>
      <fieldset className="prayer-iqama-form__choice">
        <legend>{t('prayer.iqamaDialog.modeLegend')}</legend>
        {(['minutes_after_athan', 'fixed_time'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`${name}-mode`}
              checked={values.mode === mode}
              onChange={() => update({ mode })}
            />
            {t(`prayer.iqama.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      <div className="prayer-iqama-form__prayers">
        {PRAYERS.map((prayer) =>
          values.mode === 'minutes_after_athan' ? (
            <TextField
              key={prayer}
              type="number"
              inputMode="numeric"
              name={`${prayer}_minutes`}
              label={t('prayer.iqamaDialog.minutesLabel', { prayer: t(`prayer.name.${prayer}`) })}
              value={values.minutes[prayer]}
              onChange={(minutes) => update({ minutes: { ...values.minutes, [prayer]: minutes } })}
              required
            />
          ) : (
            <TimeField
              key={prayer}
              name={`${prayer}_fixed`}
              label={t('prayer.iqamaDialog.fixedLabel', { prayer: t(`prayer.name.${prayer}`) })}
              value={values.fixed[prayer]}
              onChange={(fixed) => update({ fixed: { ...values.fixed, [prayer]: fixed } })}
            />
          ),
        )}
      </div>
      {values.mode === 'fixed_time' ? (
        <p className="prayer-iqama-form__hint">{t('prayer.iqamaDialog.fixedHint')}</p>
      ) : null}
      <div role="alert" className="prayer-add__error">
        {shownError ? feedback(shownError) : null}
      </div>
    </form>
  );
}
