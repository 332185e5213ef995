import { parseTime } from '@minbar/domain/prayer/prayers';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * docs/decisions/0014: dates and times of the area as the language writes them, always with Latin digits so
 * they match the inputs. Times read hh:mm a in English, 24-hour in Polish and with Arabic day periods
 * in Arabic. The values are wall-clock times and calendar dates with no zone, so they are formatted
 * as UTC instants and can never shift by a day in the viewer's zone.
 */
const longFormats = new Map<Locale, Intl.DateTimeFormat>();
const shortFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached(
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
  return cached(longFormats, locale, { dateStyle: 'full' }).format(utcDate(date));
}

/** '3 Mar 2025' in the language: compact enough for table cells and lists of dates. */
export function formatShortDate(locale: Locale, date: string): string {
  return cached(shortFormats, locale, { dateStyle: 'medium' }).format(utcDate(date));
}

/** Minutes after midnight as the locale shows a time of day. */
export function formatMinutesOfDay(locale: Locale, minutes: number): string {
  const format = cached(timeFormats, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: locale !== 'pl',
  });
  return format.format(new Date(Date.UTC(1970, 0, 1, 0, minutes)));
}

/** A stored time ('HH:MM' or 'HH:MM:SS') as the locale shows it; empty when it is not a time. */
export function formatTimeOfDay(locale: Locale, time: string | null | undefined): string {
  const minutes = parseTime(time);
  return minutes === null ? '' : formatMinutesOfDay(locale, minutes);
}

/** A 'YYYY-MM-DD' date as the locale writes a day of a month with its weekday ('Wed, 3 June'). */
export function formatDayOfMonth(locale: Locale, date: string): string {
  return cached(dayFormats, locale, { weekday: 'short', day: 'numeric', month: 'long' }).format(
    utcDate(date),
  );
}

/** A month (1-12) and its year as the locale names it ('June 2026', 'czerwiec 2026'). */
export function formatMonthOfYear(locale: Locale, year: number, month: number): string {
  return cached(monthFormats, locale, { month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/**
 * A 'YYYY-MM-DD' date in full with the month named, as the locale writes it ('Jun 3, 2026',
 * '3 cze 2026'). Unlike formatShortDate, Arabic names the month here instead of writing 03/06.
 */
export function formatDate(locale: Locale, date: string): string {
  return cached(dateFormats, locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    utcDate(date),
  );
}
