import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import {
  DEFAULT_IQAMA_FIXED,
  DEFAULT_IQAMA_MINUTES,
  IQAMA_ISSUE,
  IQAMA_MODES,
  type IqamaIssue,
  type IqamaMode,
  type IqamaSave,
  iqamaSaveSchema,
  readMinutes,
  validateIqamaSave,
} from '@minbar/domain/prayer/iqama';
import { normaliseTime, PRAYER_ISSUE, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { iqamaIssueFeedback } from '../error-messages';
import { formatLongDate, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { BoundTimeField } from './bound-time-field';

const MINUTES_FIELDS = PRAYERS.map((prayer) => `${prayer}_minutes` as const);
const FIXED_FIELDS = PRAYERS.map((prayer) => `${prayer}_fixed` as const);

/**
 * What the form holds, as typed: the payload's own field names, so the save schema's issues land on
 * the fields that caused them. The key order is the focus order of a refused save.
 */
export type IqamaFormValues = {
  dateMode: 'single' | 'range';
  date: string;
  effective_from: string;
  effective_to: string;
  mode: IqamaMode;
} & Record<(typeof MINUTES_FIELDS)[number] | (typeof FIXED_FIELDS)[number], string>;

const perPrayer = (suffix: 'minutes' | 'fixed', value: (prayer: Prayer) => string) =>
  Object.fromEntries(PRAYERS.map((prayer) => [`${prayer}_${suffix}`, value(prayer)]));

/** The form's starting values: the edited setting, or the spec's defaults (45 minutes, 7:00). */
export function initialIqamaValues(
  setting: IqamaSettingAnswer | null | undefined,
  selectedDate: string,
): IqamaFormValues {
  if (!setting)
    return {
      dateMode: 'single',
      date: selectedDate,
      effective_from: selectedDate,
      effective_to: selectedDate,
      mode: 'minutes_after_athan',
      ...perPrayer('minutes', () => String(DEFAULT_IQAMA_MINUTES)),
      ...perPrayer('fixed', () => DEFAULT_IQAMA_FIXED),
    } as IqamaFormValues;
  return {
    dateMode: setting.effective_from === setting.effective_to ? 'single' : 'range',
    date: setting.effective_from,
    effective_from: setting.effective_from,
    effective_to: setting.effective_to,
    mode: setting.mode,
    ...perPrayer('minutes', (prayer) => String(setting[`${prayer}_minutes`] ?? DEFAULT_IQAMA_MINUTES)),
    ...perPrayer('fixed', (prayer) => normaliseTime(setting[`${prayer}_fixed`]) ?? ''),
  } as IqamaFormValues;
}

export type IqamaPayload =
  | { ok: true; setting: IqamaSave }
  | { ok: false; code: string; field: keyof IqamaFormValues };

/**
 * The save payload of the form, parsed with the schema the server applies: a single
 * date is a range with equal ends, minutes are read as integers from 0 (anything else 0), empty
 * fixed times become null, and the period must be ordered. A refusal names the field it belongs to.
 */
export function iqamaPayload(values: IqamaFormValues, city: string): IqamaPayload {
  const single = values.dateMode === 'single';
  const check = validateIqamaSave({
    dateMode: values.dateMode,
    date: values.date,
    effectiveFrom: values.effective_from,
    effectiveTo: values.effective_to,
  });
  if (!check.ok) {
    const field = single
      ? 'date'
      : check.code === IQAMA_ISSUE.rangeRequired && !values.effective_from.trim()
        ? 'effective_from'
        : 'effective_to';
    return { ok: false, code: check.code, field };
  }
  const input =
    values.mode === 'minutes_after_athan'
      ? {
          mode: values.mode,
          city,
          ...check.range,
          ...Object.fromEntries(MINUTES_FIELDS.map((name) => [name, readMinutes(values[name])])),
        }
      : {
          mode: values.mode,
          city,
          ...check.range,
          ...Object.fromEntries(FIXED_FIELDS.map((name) => [name, values[name]])),
        };
  const parsed = v.safeParse(iqamaSaveSchema, input);
  if (parsed.success) return { ok: true, setting: parsed.output };
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue) ?? '';
  // A single date is sent as both ends of the period: whatever is wrong with them is the date's.
  const field = single && path.startsWith('effective_') ? 'date' : path in values ? path : null;
  return {
    ok: false,
    code: issue.message,
    field: (field ?? (single ? 'date' : 'effective_from')) as keyof IqamaFormValues,
  };
}

/** The form's schema: the values as typed in, the save payload out (see iqamaPayload). */
export function iqamaFormSchema(city: string) {
  return v.pipe(
    v.object({
      dateMode: v.picklist(['single', 'range']),
      date: v.string(),
      effective_from: v.string(),
      effective_to: v.string(),
      mode: v.picklist(IQAMA_MODES),
      ...Object.fromEntries([...MINUTES_FIELDS, ...FIXED_FIELDS].map((name) => [name, v.string()])),
    }) as unknown as v.GenericSchema<IqamaFormValues>,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = iqamaPayload(dataset.value, city);
      if (result.ok) return result.setting;
      addIssue({
        message: result.code,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: result.field,
            value: dataset.value[result.field],
          },
        ],
      });
      return NEVER;
    }),
  );
}

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
    defaultValues: { ...initialIqamaValues(props.setting, props.selectedDate), ...props.initial },
    onSubmit: props.onSave,
  });
  const dateMode = useStore(form.store, (state) => state.values.dateMode);
  const mode = useStore(form.store, (state) => state.values.mode);

  return (
    <form.AppForm>
      <FormElement
        id={props.formId}
        className="prayer-iqama-form"
        busy={props.saving ?? false}
        issueMessage={iqamaFieldMessage}
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
              {(field) => <field.TextField type="date" label={t('prayer.iqamaDialog.date')} required />}
            </form.AppField>
          ) : (
            <>
              <form.AppField name="effective_from">
                {(field) => <field.TextField type="date" label={t('prayer.iqamaDialog.from')} required />}
              </form.AppField>
              <form.AppField name="effective_to">
                {(field) => <field.TextField type="date" label={t('prayer.iqamaDialog.to')} required />}
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
