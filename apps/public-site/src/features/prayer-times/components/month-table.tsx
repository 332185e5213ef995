import { formatHijriDate, type HijriLocale } from '@minbar/domain/prayer/hijri';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';
import { wallClockFormat } from '../../../lib/wall-clock';
import { type PrayerTimesData, scheduleOfDay } from '../model/prayer-board';
import { usePrayerIntl } from '../prayer-intl';
import '../timetable.css';

export interface MonthTableProps {
  data: PrayerTimesData;
  /** Every date of the month, 'YYYY-MM-DD': a day without times keeps its row and says so. */
  dates: readonly string[];
  /** The month's name as the caption says it ('November 2026'). */
  monthLabel: string;
  /** The mosque's today, marked in the table. */
  today: string;
}

const COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** The columns' headings, the same for the loaded month and its placeholder. */
function MonthTableHead() {
  const { t } = usePrayerIntl();
  return (
    <thead>
      <tr>
        <th scope="col">{t('timetable.column.date')}</th>
        <th scope="col" className="month-table__hijri-column">
          {t('timetable.column.hijri')}
        </th>
        {COLUMNS.map((name) => (
          <th scope="col" key={name}>
            {t(`prayer.name.${name}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** 'Wed 25' for '2026-11-25', as the table's first column says a day. */
function useDayFormat(): (isoDate: string) => string {
  const locale = useUiLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(latinDigitsLocale(locale), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
    });
    return (isoDate: string) => {
      const [year = 0, month = 1, date = 1] = isoDate.split('-').map(Number);
      return format.format(new Date(Date.UTC(year, month - 1, date)));
    };
  }, [locale]);
}

/**
 * A month of the city's prayer times: each day with its Hijri date, the athan of each prayer and its
 * iqama beneath, today marked. On a phone the whole day stays in view: the Hijri date moves under the
 * day's date and the times wrap in narrow columns, so no prayer hides behind a sideways scroll (the
 * frame still scrolls, never the page, should a screen be narrower still). It prints on one page.
 */
export function MonthTable({ data, dates, monthLabel, today }: MonthTableProps) {
  const locale = useUiLocale();
  const { t, city } = usePrayerIntl();
  const wall = wallClockFormat(locale);
  const dayFormat = useDayFormat();
  const served = useMemo(() => new Map(data.days.map((day) => [day.date, day])), [data.days]);
  const caption = t('timetable.caption', { city: city(data.city), month: monthLabel });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="month-table" aria-label={caption} tabIndex={0}>
      <table className="month-table__table">
        <caption className="month-table__caption">
          {caption}
          {/* On a phone the iqama beneath each athan shows as a bare time: the legend says so. */}
          <span className="month-table__legend" aria-hidden="true">
            {t('timetable.iqamaBeneath')}
          </span>
        </caption>
        <MonthTableHead />
        <tbody>
          {dates.map((isoDate) => {
            const day = served.get(isoDate);
            const hijri = formatHijriDate(isoDate, data.hijriOffset, locale as HijriLocale, 'dayMonth');
            return (
              <tr
                key={isoDate}
                className="month-table__row"
                aria-current={isoDate === today ? 'date' : undefined}
              >
                <th scope="row" className="month-table__date">
                  {dayFormat(isoDate)}
                  {/* The Hijri date's second line on a phone; its own column stays for screen readers. */}
                  <span className="month-table__date-hijri" aria-hidden="true">
                    {formatHijriDate(isoDate, data.hijriOffset, locale as HijriLocale, 'dayMonthShort')}
                  </span>
                </th>
                <td className="month-table__hijri">{hijri}</td>
                {day ? (
                  scheduleOfDay(data.city, day, null).entries.map((entry) => (
                    <td key={entry.name} className="month-table__time">
                      <span className="month-table__athan">{entry.athan ? wall.time(entry.athan) : '–'}</span>
                      {entry.iqama ? (
                        <span className="month-table__iqama">
                          <span className="month-table__iqama-said">
                            {t('timetable.iqama', { time: wall.time(entry.iqama) })}
                          </span>
                          <span className="month-table__iqama-time" aria-hidden="true">
                            {wall.time(entry.iqama)}
                          </span>
                        </span>
                      ) : null}
                    </td>
                  ))
                ) : (
                  <td colSpan={COLUMNS.length} className="month-table__missing">
                    {t('timetable.dayMissing')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.jumuah ? (
        <p className="month-table__note">
          {data.jumuah.iqama
            ? t('timetable.jumuahWithIqama', {
                athan: wall.time(data.jumuah.athan),
                iqama: wall.time(data.jumuah.iqama),
              })
            : t('timetable.jumuah', { athan: wall.time(data.jumuah.athan) })}
        </p>
      ) : null}
    </section>
  );
}

export interface MonthTablePlaceholderProps {
  /** Every date of the month being loaded, 'YYYY-MM-DD'. */
  dates: readonly string[];
  /** The caption the loaded table will have. */
  caption: string;
}

/** Times of the shape a Warsaw month has (morning to evening), so the bars take the times' room. */
const PLACEHOLDER_TIMES = {
  fajr: '05:30',
  sunrise: '07:15',
  dhuhr: '11:45',
  asr: '13:30',
  maghrib: '15:45',
  isha: '17:30',
} as const;

/**
 * The month while its times load: the same frame, caption, headings and one row per day as the
 * loaded table, each time a grey bar over a time of the same shape (so it wraps as the times will on
 * a phone), so the table takes its room at once and nothing below it moves when the times arrive.
 * Screen readers hear the loading line; the empty table is hidden from them.
 */
export function MonthTablePlaceholder({ dates, caption }: MonthTablePlaceholderProps) {
  const locale = useUiLocale();
  const { t } = usePrayerIntl();
  const wall = wallClockFormat(locale);
  const dayFormat = useDayFormat();
  const bar = (text: string) => <span className="month-table__bar">{text}</span>;
  return (
    <div className="month-table month-table--placeholder" data-loading-placeholder aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('timetable.loading')}
      </p>
      <table className="month-table__table" aria-hidden="true">
        <caption className="month-table__caption">
          {caption}
          <span className="month-table__legend">{t('timetable.iqamaBeneath')}</span>
        </caption>
        <MonthTableHead />
        <tbody>
          {dates.map((isoDate) => (
            <tr key={isoDate} className="month-table__row">
              <th scope="row" className="month-table__date">
                {dayFormat(isoDate)}
                <span className="month-table__date-hijri">
                  {bar(formatHijriDate(isoDate, 0, locale as HijriLocale, 'dayMonthShort'))}
                </span>
              </th>
              <td className="month-table__hijri">
                {bar(formatHijriDate(isoDate, 0, locale as HijriLocale, 'dayMonth'))}
              </td>
              {COLUMNS.map((name) => {
                const time = wall.time(PLACEHOLDER_TIMES[name]);
                return (
                  <td key={name} className="month-table__time">
                    <span className="month-table__athan">{bar(time)}</span>
                    <span className="month-table__iqama">
                      <span className="month-table__iqama-said">{bar(t('timetable.iqama', { time }))}</span>
                      <span className="month-table__iqama-time">{bar(time)}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
