import { type BulkDayInput, type BulkRequest, prepareBulkEntry } from '@minbar/domain/prayer/bulk-entry';
import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import { type DayTimes, PRAYERS, type Prayer } from '@minbar/domain/prayer/prayers';
import { Button } from '@minbar/ui/button/button';
import { FormDialog } from '@minbar/ui/dialog/form-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { TimeField } from '@minbar/ui/time-field/time-field';
import { memo, useCallback, useId, useState } from 'react';
import { bulkIssueFeedback } from '../error-messages';
import { formatMonthOfYear, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { SuggestionControls } from '../suggestions/suggestion-controls';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { MonthNavigator } from './month-navigator';

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
 * The add-prayers modal (spec part 1 §2, §5): a month navigator, a city select with a refresh, one row
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
    >
      <AddPrayersForm {...props} formId={formId} />
    </FormDialog>
  );
}

function AddPrayersForm(props: AddPrayersDialogProps & { formId: string }) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const cityName = useCityName();
  const [year, setYear] = useState(props.year);
  const [month, setMonth] = useState(props.month);
  const [city, setCity] = useState(props.city);
  const [values, setValues] = useState<EnteredTimes>(props.initialValues ?? {});
  const [issue, setIssue] = useState<{ feedback: PrayerFeedback; dates: Set<string> } | null>(null);

  const setTime = useCallback((date: string, prayer: Prayer, time: string) => {
    setValues((current) => ({ ...current, [date]: { ...current[date], [prayer]: time } }));
  }, []);

  const dates = Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    isoDate(year, month, index + 1),
  );
  const entered = Object.values(values).filter((day) => PRAYERS.some((prayer) => day[prayer])).length;
  const shownError = issue?.feedback ?? props.serverError ?? null;

  return (
    <form
      id={props.formId}
      className="prayer-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const days: BulkDayInput[] = Object.entries(values)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, times]) => ({ date, ...times }) as BulkDayInput);
        const result = prepareBulkEntry(days);
        if (!result.ok) {
          setIssue({
            feedback: bulkIssueFeedback(result.code, result.dates),
            dates: new Set(result.issues.map((item) => item.date)),
          });
          return;
        }
        setIssue(null);
        props.onSave({ city, data: result.days });
      }}
    >
      <div className="prayer-add__toolbar">
        <MonthNavigator
          year={year}
          month={month}
          onChange={(nextYear, nextMonth) => {
            setYear(nextYear);
            setMonth(nextMonth);
          }}
        />
        <div className="prayer-add__city">
          <Select
            label={t('prayer.city')}
            value={city}
            onValueChange={setCity}
            options={props.cities.map((name) => ({ value: name, label: cityName(name) }))}
          />
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
      <SuggestionControls
        city={city}
        year={year}
        month={month}
        onFill={(days) => setValues((current) => ({ ...current, ...days }))}
      />
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
                date={date}
                label={formatShortDate(locale, date)}
                times={values[date]}
                invalid={issue?.dates.has(date) ?? false}
                onTimeChange={setTime}
              />
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}

/** One day's five inputs; memoised so typing re-renders one row, not the month. */
const EntryRow = memo(function EntryRow({
  date,
  label,
  times,
  invalid,
  onTimeChange,
}: {
  date: string;
  label: string;
  times: Partial<DayTimes> | undefined;
  invalid: boolean;
  onTimeChange: (date: string, prayer: Prayer, time: string) => void;
}) {
  const t = usePrayerT();
  return (
    <tr data-date={date} data-invalid={invalid || undefined}>
      <th scope="row">{label}</th>
      {PRAYERS.map((prayer) => (
        <td key={prayer}>
          <TimeField
            hideLabel
            label={t('prayer.add.fieldLabel', { prayer: t(`prayer.name.${prayer}`), date: label })}
            value={times?.[prayer] ?? ''}
            onChange={(time) => onTimeChange(date, prayer, time)}
            invalid={invalid}
          />
        </td>
      ))}
    </tr>
  );
});
