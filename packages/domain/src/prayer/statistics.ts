import { daysInMonth, isoDate } from './calendar';
import { formatMinutes, PRAYERS, type Prayer, parseTime } from './prayers';

/** One stored day as the statistics read it: a date and the five athan times, any of them missing. */
export type StatisticsDay = { date: string } & Partial<Record<Prayer, string | null>>;

/** A time of the month with the day it falls on. */
export interface DatedTime {
  /** 'HH:MM'. */
  time: string;
  date: string;
}

export interface PrayerStatistics {
  prayer: Prayer;
  /** Null when no day of the month has this prayer. */
  earliest: DatedTime | null;
  latest: DatedTime | null;
  /** Days of the month with a readable time for this prayer. */
  entered: number;
  /** Days of the month without one: missing = days in month - entered. */
  missing: number;
  missingDates: string[];
}

export interface MonthStatistics {
  year: number;
  month: number;
  daysInMonth: number;
  prayers: PrayerStatistics[];
}

/**
 * The statistics view (docs/decisions/0009): for each prayer of a month, its earliest and latest time with
 * the date, and how many days have it entered or missing. Days outside the month, repeated dates and
 * unreadable times are ignored, so a stray row never counts twice or shows as a time. On a tie the
 * first date of the month is named, the day the extreme is first reached.
 */
export function monthStatistics(
  days: readonly StatisticsDay[],
  year: number,
  month: number,
): MonthStatistics {
  const length = daysInMonth(year, month);
  const dates = Array.from({ length }, (_, index) => isoDate(year, month, index + 1));
  const byDate = new Map<string, StatisticsDay>();
  for (const day of days) {
    if (!byDate.has(day.date)) byDate.set(day.date, day);
  }

  const prayers = PRAYERS.map((prayer): PrayerStatistics => {
    let earliest: { minutes: number; date: string } | null = null;
    let latest: { minutes: number; date: string } | null = null;
    const missingDates: string[] = [];
    for (const date of dates) {
      const minutes = parseTime(byDate.get(date)?.[prayer]);
      if (minutes === null) {
        missingDates.push(date);
        continue;
      }
      if (!earliest || minutes < earliest.minutes) earliest = { minutes, date };
      if (!latest || minutes > latest.minutes) latest = { minutes, date };
    }
    const dated = (value: { minutes: number; date: string } | null): DatedTime | null =>
      value ? { time: formatMinutes(value.minutes), date: value.date } : null;
    return {
      prayer,
      earliest: dated(earliest),
      latest: dated(latest),
      entered: length - missingDates.length,
      missing: missingDates.length,
      missingDates,
    };
  });

  return { year, month, daysInMonth: length, prayers };
}
