import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Dates and times of the area as the language writes them, always with Latin digits so they match the
 * inputs. Event dates are calendar dates and times are wall-clock times of the mosque: both are
 * formatted in UTC so no viewer's zone can shift them.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}:${key}`;
  let formatter = cache.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
    cache.set(id, formatter);
  }
  return formatter;
}

function utc(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours || 0, minutes || 0));
}

/** 'Sat, Dec 12, 2026' / 'sob., 12 gru 2026' / 'السبت، ١٢ ديسمبر ٢٠٢٦' with Latin digits. */
export function formatEventDate(locale: Locale, date: string): string {
  return format(locale, 'date', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(
    utc(date),
  );
}

/** '07:30 PM' in English, '19:30' in Polish, with Arabic's day periods in Arabic. */
export function formatEventTime(locale: Locale, time: string): string {
  const options: Intl.DateTimeFormatOptions =
    locale === 'pl'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' };
  return format(locale, 'time', options).format(utc('2000-01-01', time));
}

/** 'December 2026' for the month view's title. */
export function formatMonthTitle(locale: Locale, year: number, month: number): string {
  return format(locale, 'month', { month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** 'Dec 6 – 12, 2026' for the week view's title. */
export function formatWeekTitle(locale: Locale, from: string, to: string): string {
  return format(locale, 'range', { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    utc(from),
    utc(to),
  );
}

/** The weekday's short and long names ('Sun', 'Sunday') of a date. */
export function formatWeekday(locale: Locale, date: string, width: 'short' | 'long'): string {
  return format(locale, `weekday-${width}`, { weekday: width }).format(utc(date));
}

/** 'Sunday, December 6' for a day's heading. */
export function formatDayHeading(locale: Locale, date: string): string {
  return format(locale, 'day', { weekday: 'long', month: 'long', day: 'numeric' }).format(utc(date));
}

/** The day of the month as a number in Latin digits. */
export function formatDayNumber(locale: Locale, date: string): string {
  return format(locale, 'day-number', { day: 'numeric' }).format(utc(date));
}

const money = new Map<Locale, Intl.NumberFormat>();

/** '50.00 PLN' / '50,00 zł' with Latin digits. */
export function formatPrice(locale: Locale, amount: number): string {
  let formatter = money.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CENTRE_CURRENCY,
      numberingSystem: 'latn',
    });
    money.set(locale, formatter);
  }
  return formatter.format(amount);
}
