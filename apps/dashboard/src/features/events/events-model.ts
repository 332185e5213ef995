import { addDays, type CalendarDay, isoDate, monthGrid, weekOf } from '@minbar/domain/prayer/calendar';

export type CalendarView = 'month' | 'week';

/** What the calendar needs of an event: its day and, when known, its time. */
export interface Dated {
  id: number;
  date: string;
  time: string | null;
}

/** The events of each day, each day's in time order (an event without a time last). */
export function eventsByDate<E extends Dated>(events: readonly E[]): Map<string, E[]> {
  const byDate = new Map<string, E[]>();
  for (const event of events) {
    const day = byDate.get(event.date) ?? [];
    day.push(event);
    byDate.set(event.date, day);
  }
  for (const day of byDate.values())
    day.sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.id - b.id);
  return byDate;
}

/** The Sunday-to-Saturday week holding a date, as in the month grid. */
export const weekDates = weekOf;

/** The month grid (whole weeks, Sunday first) of the month holding a date. */
export function monthOf(date: string): { year: number; month: number; weeks: CalendarDay[][] } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month, weeks: monthGrid(year, month) };
}

/**
 * The date the calendar shows after a step back (-1) or forward (1): the same day a week away in the
 * week view; the first of the neighbouring month in the month view (a 31st has no twin in every month).
 */
export function stepAnchor(view: CalendarView, anchor: string, step: number): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  return isoDate(year, month + step, 1);
}

/** A 'YYYY-MM-DD' from the address bar, or null when it is not a real date. */
export function dateFromSearch(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return isoDate(year, month, day) === value ? value : null;
}
