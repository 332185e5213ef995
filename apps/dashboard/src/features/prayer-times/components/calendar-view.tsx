import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { findCoveringIqamaSetting } from '@minbar/domain/prayer/iqama';
import { CalendarGrid } from '@minbar/ui/calendar-grid/calendar-grid';
import { useMemo } from 'react';
import { usePrayerT } from '../prayer-intl';
import { MonthNavigator } from './month-navigator';
import { PrayerTimeText } from './prayer-time-text';
import './prayer-times-screen.css';

export interface CalendarViewProps {
  city: string;
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  rows: AthanDay[];
  settings: IqamaSettingAnswer[];
  selectedDate: string;
  onSelectDate: (date: string) => void;
  /** The selected day's summary, shown under the grid on narrow screens where the sidebar is below. */
  summary: React.ReactNode;
}

/**
 * The Calendar view: a Sunday-first month grid, days with athan times highlighted (with their
 * maghrib, the iftar time), days covered by an iqama setting marked, outside days inert.
 */
export function CalendarView(props: CalendarViewProps) {
  const t = usePrayerT();
  const byDate = useMemo(() => new Map(props.rows.map((row) => [row.date, row])), [props.rows]);
  const hasTimes = t('prayer.calendar.hasTimes');
  const hasIqama = t('prayer.calendar.hasIqama');
  return (
    <div className="prayer-view prayer-calendar">
      <div className="prayer-view__toolbar">
        <MonthNavigator year={props.year} month={props.month} onChange={props.onMonthChange} />
      </div>
      <CalendarGrid
        year={props.year}
        month={props.month}
        label={t('prayer.calendar.label')}
        selectedDate={props.selectedDate}
        onSelect={props.onSelectDate}
        dayState={(date) => {
          const highlighted = byDate.has(date);
          const marked = findCoveringIqamaSetting(props.settings, props.city, date) !== null;
          return {
            highlighted,
            marked,
            description: [highlighted ? hasTimes : '', marked ? hasIqama : ''].filter(Boolean).join(', '),
          };
        }}
        renderDay={(day) => {
          const row = byDate.get(day.date);
          return row ? <PrayerTimeText value={row.maghrib_athan} /> : null;
        }}
      />
      <ul className="prayer-calendar__legend">
        <li data-kind="times">{t('prayer.calendar.legend.times')}</li>
        <li data-kind="iqama">{t('prayer.calendar.legend.iqama')}</li>
      </ul>
      <section
        className="prayer-calendar__summary"
        aria-label={t('prayer.calendar.summary', { date: props.selectedDate })}
      >
        {props.summary}
      </section>
    </div>
  );
}
