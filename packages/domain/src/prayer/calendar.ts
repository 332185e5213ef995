import { pad2 } from './prayers';

/** The mosque's clock when MINBAR_TIMEZONE is unset; apps read the zone from the server (docs/decisions/0015). */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

/** Download year choices: the current year and the nine before it. */
export const DOWNLOAD_YEAR_COUNT = 10;

export interface CalendarDay {
  date: string;
  day: number;
  /** False for the leading and trailing days of the neighbouring months, which are not clickable. */
  inMonth: boolean;
}

/** 'YYYY-MM-DD' of a year, month (1-12) and day; out-of-range parts roll over like Date.UTC. */
export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The month `step` months after (or before, when negative) a month (1-12): the month navigators
 * step by one, across the ends of a year.
 */
export function stepMonth(year: number, month: number, step: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The date `count` days after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDays(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return isoDate(year, month, day + count);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The calendar view's grid: whole weeks, Sunday first, from the Sunday on or before
 * the 1st to the Saturday on or after the last day. Works in UTC so no local time zone can shift a day.
 */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const last = daysInMonth(year, month);
  const cells = Math.ceil((firstWeekday + last) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 - firstWeekday + index));
    const day: CalendarDay = {
      date: isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** The range view's default: the first to the last day of today's month. */
export function defaultRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: isoDate(year, month, 1), to: isoDate(year, month, daysInMonth(year, month)) };
}

/** The download modal's years, newest first: this year and the nine before it. */
export function downloadYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: DOWNLOAD_YEAR_COUNT }, (_, index) => year - index);
}

/**
 * The mosque's date at `now`: what a clock on its wall shows, in its time zone, across summer time
 * changes. Never the server's UTC date: at 23:30 UTC in summer it is already tomorrow in Warsaw.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The last answer per zone and the minute it was for: every zone's day starts on a whole minute, so
 * within one minute the date cannot change, and the public reads that key on it ask per request
 * (formatting the parts costs more than the rest of a cached answer).
 */
const lastDates = new Map<string, { minute: number; date: string }>();

export function mosqueToday(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = formatMosqueDate(now, timeZone);
  lastDates.set(timeZone, { minute, date });
  return date;
}

function formatMosqueDate(now: Date, timeZone: string): string {
  // One formatter per zone: the prayer hall's display asks every second, and making one is costly.
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The mosque's wall-clock 'HH:MM' at `now`, the way the calculated timetable is written. */
export function mosqueClockTime(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** True when the string names a time zone this runtime knows ('Europe/Warsaw', 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The seven dates of the week holding `date`, Sunday first: the calendar's week view. */
export function weekOf(date: string): string[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return Array.from({ length: 7 }, (_, index) => addDays(date, index - weekday));
}
