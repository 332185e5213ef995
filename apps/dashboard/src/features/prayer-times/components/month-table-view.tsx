import type { AthanDay } from '@minbar/api/schemas/prayer';
import { PRAYERS } from '@minbar/domain/prayer/prayers';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { memo, useCallback, useRef } from 'react';
import { useRovingList } from '../../../lib/use-roving-list';
import { formatMonthOfYear, formatShortDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { MonthNavigator } from './month-navigator';
import { PrayerTimeText } from './prayer-time-text';
import { SelectableDayRow } from './selectable-day-row';
// The month table prints as a timetable page (the import/chart engineer's print stylesheet).
import '../print.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

export interface MonthTableViewProps {
  city: string;
  cities: string[];
  onCityChange: (city: string) => void;
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  /** Only days that have times. */
  rows: AthanDay[];
  loading?: boolean;
  error?: PrayerFeedback | null;
  onRetry: () => void;
  selectedDate: string;
  onSelectDate: (date: string) => void;
}

/** The Table view: a month of athan times for a city; a row (or its date button) selects the day. */
export function MonthTableView(props: MonthTableViewProps) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const cityName = useCityName();
  return (
    <div className="prayer-view prayer-month">
      <div className="prayer-view__toolbar">
        <Select
          label={t('prayer.city')}
          value={props.city}
          onValueChange={props.onCityChange}
          options={props.cities.map((city) => ({ value: city, label: cityName(city) }))}
        />
        <MonthNavigator year={props.year} month={props.month} onChange={props.onMonthChange} />
      </div>
      <PrayerDaysTable
        caption={t('prayer.table.caption', {
          month: formatMonthOfYear(locale, props.year, props.month),
          city: cityName(props.city),
        })}
        rows={props.rows}
        selectedDate={props.selectedDate}
        onSelectDate={props.onSelectDate}
        loading={props.loading}
        status={
          props.error ? (
            <LoadFailure
              message={feedback(props.error)}
              onRetry={props.onRetry}
              retryLabel={t('prayer.table.retry')}
            />
          ) : props.rows.length === 0 && !props.loading ? (
            <p className="prayer-view__empty">{t('prayer.table.empty')}</p>
          ) : null
        }
      />
    </div>
  );
}

/** About a day row's height, for Page Up and Page Down. */
const DAY_ROW_HEIGHT = 44;

interface PrayerDaysTableProps {
  caption: string;
  rows: AthanDay[];
  selectedDate: string;
  onSelectDate: (date: string) => void;
  loading?: boolean;
  /** An error or empty message, shown in place of the rows. */
  status: React.ReactNode;
}

/**
 * The month table itself. Rows are memoised so selecting a day re-renders two rows, not the month
 * (or a year: the table renders 365 rows without a visible stall). Class names are the print
 * stylesheet's hooks.
 */
export function PrayerDaysTable({
  caption,
  rows,
  selectedDate,
  onSelectDate,
  loading,
  status,
}: PrayerDaysTableProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const days = loading || status ? [] : rows;
  // The month is one tab stop: the arrow keys, Page Up/Down, Home and End move between its days.
  const roving = useRovingList({
    count: days.length,
    selectedIndex: days.findIndex((row) => row.date === selectedDate),
    scrollRef,
    itemHeight: DAY_ROW_HEIGHT,
    controlSelector: (index) => `tbody > tr:nth-child(${index + 1}) .prayer-table__day`,
  });
  const { setActiveIndex } = roving;
  // Stable while the rows are, so a memoised row re-renders only when its own props change.
  const selectDate = useCallback(
    (date: string) => {
      setActiveIndex(
        Math.max(
          0,
          days.findIndex((row) => row.date === date),
        ),
      );
      onSelectDate(date);
    },
    [days, onSelectDate, setActiveIndex],
  );
  const tabStop = roving.tabStopAmong(days.map((_, index) => index));
  return (
    <div
      ref={scrollRef}
      className="prayer-table-scroll"
      data-state={loading ? 'loading' : status ? 'message' : 'ready'}
    >
      <table className="prayer-table prayer-month-table" aria-busy={loading || undefined}>
        <caption className="prayer-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prayer.table.date')}</th>
            {PRAYERS.map((prayer) => (
              <th key={prayer} scope="col">
                {t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={roving.onKeyDown}>
          {loading ? (
            <tr>
              <td colSpan={6} className="prayer-table__message">
                <span className="prayer-table__skeleton" aria-hidden="true" />
                <span className="visually-hidden">{t('prayer.sidebar.loading')}</span>
              </td>
            </tr>
          ) : status ? (
            <tr>
              <td colSpan={6} className="prayer-table__message">
                {status}
              </td>
            </tr>
          ) : (
            days.map((row, index) => (
              <DayRow
                key={row.id}
                row={row}
                label={formatShortDate(locale, row.date)}
                selectLabel={t('prayer.table.selectDay', { date: formatShortDate(locale, row.date) })}
                selected={row.date === selectedDate}
                tabbable={index === tabStop}
                onSelectDate={selectDate}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const DayRow = memo(function DayRow({
  row,
  label,
  selectLabel,
  selected,
  tabbable,
  onSelectDate,
}: {
  row: AthanDay;
  label: string;
  selectLabel: string;
  selected: boolean;
  tabbable: boolean;
  onSelectDate: (date: string) => void;
}) {
  return (
    <SelectableDayRow
      date={row.date}
      label={label}
      selectLabel={selectLabel}
      selected={selected}
      tabIndex={tabbable ? 0 : -1}
      onSelectDate={onSelectDate}
    >
      {PRAYERS.map((prayer) => (
        <td key={prayer}>
          <PrayerTimeText value={row[`${prayer}_athan`]} />
        </td>
      ))}
    </SelectableDayRow>
  );
});
