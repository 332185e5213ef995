import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Dates of the screen as the language writes them, with Latin digits (DECISIONS 21). The values are
 * calendar dates with no zone, so they are formatted as UTC midnights and never shift by a day in
 * the viewer's zone. Times use the tools' formatter (statistics/display-format.ts), one rule for both.
 */
const longFormats = new Map<Locale, Intl.DateTimeFormat>();
const shortFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatter(
  store: Map<Locale, Intl.DateTimeFormat>,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = store.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, numberingSystem: 'latn', timeZone: 'UTC' });
    store.set(locale, format);
  }
  return format;
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'Monday, 3 March 2025' in the language. */
export function formatLongDate(locale: Locale, date: string): string {
  return formatter(longFormats, locale, { dateStyle: 'full' }).format(utcDate(date));
}

/** '3 Mar 2025' in the language: compact enough for table cells and lists of dates. */
export function formatShortDate(locale: Locale, date: string): string {
  return formatter(shortFormats, locale, { dateStyle: 'medium' }).format(utcDate(date));
}
