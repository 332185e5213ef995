import {
  type BulkDayInput,
  type BulkRequest,
  bulkRequestSchema,
  isEmptyDay,
  prepareBulkEntry,
} from '@minbar/domain/prayer/bulk-entry';
import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import { type DayTimes, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import { Button } from '@minbar/ui/button/button';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { useStore } from '@tanstack/react-form';
import { memo, useId, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundTimeField } from '../../../lib/forms/bound-time-field';
import { FormElement } from '../../../lib/forms/form-element';
import { bulkIssueFeedback } from '../error-messages';
import { formatMonthOfYear, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { SuggestionControls } from '../suggestions/suggestion-controls';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { MonthNavigator } from './month-navigator';
import './prayer-times-screen.css';

/** What has been typed, by date; a day never touched is absent. */
export type EnteredTimes = Record<string, Partial<DayTimes>>;

export interface AddPrayersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The month the modal opens on (the one on screen). */
  year: number;
  month: number;
  city: string;
  cities: string[];
  onRefreshCities: () => void;
  refreshingCities?: boolean;
  /** Days already typed, for stories of a partly filled month. */
  initialValues?: EnteredTimes;
  onSave: (request: BulkRequest) => void;
  saving?: boolean;
  /** The server's refusal, in the user's words. */
  serverError?: PrayerFeedback | null;
}

/**
 * The add-prayers modal: a month navigator, a city select with a refresh, one row
 * per day with five time inputs. Every month visited keeps what was typed; save sends all entered
 * days at once, after the same rules the server applies (order, complete days), listing any dates
 * that break them.
 */
export function AddPrayersDialog(props: AddPrayersDialogProps) {
  const t = usePrayerT();
  const formId = useId();
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('prayer.add.title')}
      description={t('prayer.add.description')}
      formId={formId}
      busy={props.saving ?? false}
      cancelLabel={t('prayer.dialog.cancel')}
      submitLabel={t('prayer.dialog.save')}
      // Five time fields a day need the width: a desktop shows every column, a phone the whole screen.
      size="wide"
    >
      <AddPrayersForm {...props} formId={formId} />
    </FormDialog>
  );
}

/** The form field of one prayer on one date ('2025-03-01_fajr'); the city is the field 'city'. */
const timeField = (date: string, prayer: Prayer) => `${date}_${prayer}`;
const TIME_FIELD = /^(\d{4}-\d{2}-\d{2})_(fajr|dhuhr|asr|maghrib|isha)$/;

type AddPrayersValues = Record<string, string>;

/** The days typed so far, by date, in date order: what the bulk rules judge. */
export function enteredDays(values: AddPrayersValues): BulkDayInput[] {
  const days = new Map<string, BulkDayInput>();
  for (const [name, time] of Object.entries(values)) {
    const match = TIME_FIELD.exec(name);
    if (!match) continue;
    const [, date = '', prayer = ''] = match;
    const day = days.get(date) ?? ({ date } as BulkDayInput);
    day[prayer as Prayer] = time;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The form's schema: the typed days through the bulk rules the server applies (prepareBulkEntry),
 * then the request through its schema. A refusal is the form's, not one field's: it names its dates.
 */
export const addPrayersFormSchema = v.pipe(
  v.record(v.string(), v.string()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = prepareBulkEntry(enteredDays(dataset.value));
    if (!result.ok) {
      addIssue({ message: result.code });
      return NEVER;
    }
    const request = v.safeParse(bulkRequestSchema, { city: dataset.value.city ?? '', data: result.days });
    if (!request.success) {
      addIssue({ message: request.issues[0].message });
      return NEVER;
    }
    return request.output;
  }),
);

function toFormValues(city: string, entered: EnteredTimes | undefined): AddPrayersValues {
  const values: AddPrayersValues = { city };
  for (const [date, times] of Object.entries(entered ?? {}))
    for (const prayer of PRAYERS) {
      const time = times[prayer];
      if (time) values[timeField(date, prayer)] = time;
    }
  return values;
}

/** After a refused save, the bulk rules' verdict on the days as they now stand (null once fixed). */
function refusalOf(values: AddPrayersValues) {
  const result = prepareBulkEntry(enteredDays(values));
  return result.ok ? null : result;
}

function AddPrayersForm(props: AddPrayersDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const cityName = useCityName();
  const [year, setYear] = useState(props.year);
  const [month, setMonth] = useState(props.month);
  const form = useAppForm({
    schema: addPrayersFormSchema,
    defaultValues: toFormValues(props.city, props.initialValues),
    onSubmit: props.onSave,
  });
  const entered = useStore(
    form.store,
    (state) => enteredDays(state.values).filter((day) => !isEmptyDay(day)).length,
  );
  // A string, so the form re-renders when the verdict changes, not on every keystroke.
  const refusalKey = useStore(form.store, (state) => {
    if (state.submissionAttempts === 0) return '';
    const refusal = refusalOf(state.values);
    return refusal
      ? JSON.stringify([refusal.code, refusal.dates, refusal.issues.map((item) => item.date)])
      : '';
  });
  const refusal = refusalKey
    ? (JSON.parse(refusalKey) as [Parameters<typeof bulkIssueFeedback>[0], string[], string[]])
    : null;
  const invalidDates = new Set(refusal?.[2] ?? []);
  const shownError = refusal ? bulkIssueFeedback(refusal[0], refusal[1]) : (props.serverError ?? null);

  const dates = Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    isoDate(year, month, index + 1),
  );

  return (
    <form.AppForm>
      <FormElement id={props.formId} className="prayer-add" busy={props.saving ?? false}>
        <div className="prayer-add__toolbar">
          <MonthNavigator
            landmark={false}
            year={year}
            month={month}
            onChange={(nextYear, nextMonth) => {
              setYear(nextYear);
              setMonth(nextMonth);
            }}
          />
          <div className="prayer-add__city">
            <form.AppField name="city">
              {(field) => (
                <Select
                  label={t('prayer.city')}
                  name={field.name}
                  value={field.state.value}
                  onValueChange={field.handleChange}
                  options={props.cities.map((name) => ({ value: name, label: cityName(name) }))}
                />
              )}
            </form.AppField>
            <Button
              variant="secondary"
              size="sm"
              loading={props.refreshingCities}
              onClick={props.onRefreshCities}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span className="visually-hidden">{t('prayer.add.refreshCities')}</span>
            </Button>
          </div>
        </div>
        <form.Subscribe selector={(state) => state.values.city ?? ''}>
          {(city) => (
            <SuggestionControls
              city={city}
              year={year}
              month={month}
              onFill={(days) => {
                for (const [date, times] of Object.entries(days))
                  for (const prayer of PRAYERS) form.setFieldValue(timeField(date, prayer), times[prayer]);
              }}
            />
          )}
        </form.Subscribe>
        <p className="prayer-add__count" aria-live="polite">
          {t('prayer.add.entered', { count: entered })}
        </p>
        <div role="alert" className="prayer-add__error">
          {shownError ? feedback(shownError) : null}
        </div>
        <div className="prayer-add__scroll">
          <table className="prayer-table prayer-add__table">
            <caption className="visually-hidden">
              {t('prayer.add.caption', { month: formatMonthOfYear(locale, year, month) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('prayer.table.date')}</th>
                {PRAYERS.map((prayer) => (
                  <th key={prayer} scope="col">
                    {t(`prayer.name.${prayer}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date) => (
                <EntryRow
                  key={date}
                  form={form}
                  date={date}
                  label={formatShortDate(locale, date)}
                  invalid={invalidDates.has(date)}
                />
              ))}
            </tbody>
          </table>
        </div>
      </FormElement>
    </form.AppForm>
  );
}

type AddPrayersForm = ReturnType<typeof useAppForm<AddPrayersValues, BulkRequest>>;

/** One day's five inputs; memoised, and each input follows only its own field, so typing re-renders one input. */
const EntryRow = memo(function EntryRow({
  form,
  date,
  label,
  invalid,
}: {
  form: AddPrayersForm;
  date: string;
  label: string;
  invalid: boolean;
}) {
  const t = usePrayerT();
  return (
    <tr data-date={date} data-invalid={invalid || undefined}>
      <th scope="row">{label}</th>
      {PRAYERS.map((prayer) => (
        <td key={prayer}>
          <form.AppField name={timeField(date, prayer)}>
            {() => (
              <BoundTimeField
                hideLabel
                label={t('prayer.add.fieldLabel', { prayer: t(`prayer.name.${prayer}`), date: label })}
                invalid={invalid}
              />
            )}
          </form.AppField>
        </td>
      ))}
    </tr>
  );
});
