import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * An activity's day and time as the language writes them, with Latin digits so they match the inputs.
 * Both are the mosque's calendar date and wall-clock time: formatted in UTC so no viewer's zone shifts them.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: locale === 'pl' ? 'h23' : 'h12' } : {}),
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    cache.set(key, found);
  }
  return found;
}

/** 'Sat, Dec 12, 2026, 07:30 PM' / 'sob., 12 gru 2026, 19:30', or the day alone when no time is set. */
export function formatActivityWhen(locale: Locale, date: string, time: string | null): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return formatter(locale, time !== null).format(
    new Date(Date.UTC(year, month - 1, day, hours || 0, minutes || 0)),
  );
}
