import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';

export interface WallClockFormat {
  /** A day, and its time when it has one: "Friday, 4 December 2026, 19:30". */
  when(date: string, time: string | null): string;
  /** A day alone: "4 December 2026". */
  day(date: string): string;
  /** A time of day alone: "19:30", "7:30 PM". */
  time(time: string): string;
  /** A day as a tear-off calendar leaf shows it: "Friday", "4", "December". */
  leaf(date: string): { weekday: string; day: string; month: string };
}

/**
 * The instant of a date and time as written (the centre's wall clock), formatted in UTC so the
 * visitor's own time zone never moves it to another day or hour.
 */
function wallClock(date: string, time: string | null): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = (time ?? '00:00').split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}

/**
 * Dates and times in `locale` with Latin digits: Arabic keeps its own month names and day periods
 * (ص / م), Polish its 24-hour clock, English its AM/PM. Plain, so the React-free display uses it too.
 */
export function wallClockFormat(uiLocale: string): WallClockFormat {
  const locale = latinDigitsLocale(uiLocale);
  const dayOptions = { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' } as const;
  const dayOnly = new Intl.DateTimeFormat(locale, dayOptions);
  const withWeekday = new Intl.DateTimeFormat(locale, { ...dayOptions, weekday: 'long' });
  const withTime = new Intl.DateTimeFormat(locale, {
    ...dayOptions,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  const timeOnly = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' });
  const dayOfMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric' });
  // The month as it stands alone (Polish "grudzień", not "grudnia" as in a date).
  const month = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long' });
  return {
    when: (date, time) => (time ? withTime : withWeekday).format(wallClock(date, time)),
    day: (date) => dayOnly.format(wallClock(date, null)),
    time: (time) => timeOnly.format(wallClock('2000-01-01', time)),
    leaf: (date) => {
      const instant = wallClock(date, null);
      return {
        weekday: weekday.format(instant),
        day: dayOfMonth.format(instant),
        month: month.format(instant),
      };
    },
  };
}
