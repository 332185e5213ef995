import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Dates as the user's language writes them, with Latin digits so they match the inputs (decision
 * 21). A date-only value is a calendar date: formatted in UTC so no viewer's zone shifts it.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(withTime
        ? { hour: '2-digit', minute: '2-digit', hourCycle: locale === 'pl' ? 'h23' : 'h12' }
        : { timeZone: 'UTC' }),
      numberingSystem: 'latn',
    });
    cache.set(key, found);
  }
  return found;
}

/** '12 June 2026' / '12 يونيو 2026' / '12 czerwca 2026' from a 'YYYY-MM-DD' date (or the date of a timestamp). */
export function formatCertificateDate(locale: Locale, date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return formatter(locale, false).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment (a status change) in the viewer's own clock: '12 June 2026 at 07:30 PM'. */
export function formatCertificateMoment(locale: Locale, timestamp: string): string {
  const moment = new Date(timestamp);
  return Number.isNaN(moment.getTime()) ? timestamp : formatter(locale, true).format(moment);
}
