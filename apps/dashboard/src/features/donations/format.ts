import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Money and dates of the area as the language writes them, always with Latin digits so they match the
 * inputs. Gifts are instants: they show in the viewer's zone. Months of the chart are calendar months
 * in UTC, so a month's total never depends on where the page is opened.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '1,250.00 PLN' / '1 250,00 zł' / '1,250.00 zł.‏' in the language, with Latin digits. */
export function formatMoney(locale: Locale, amount: number, currency: string = CENTRE_CURRENCY): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, numberingSystem: 'latn' });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The gift's day and time, in the language. */
export function formatDonationDate(locale: Locale, iso: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      numberingSystem: 'latn',
    });
    dateFormats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A 'YYYY-MM-DD' day as the language writes it ('20 Nov 2026'), the same day in every time zone. */
export function formatDay(locale: Locale, day: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    dayFormats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** 'Mar 2026' for a 'YYYY-MM' month of the chart. */
export function formatMonth(locale: Locale, month: string): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
