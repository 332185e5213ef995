import * as v from 'valibot';
import { isIsoDate } from './prayers';

/**
 * The mosque's correction of the Umm al-Qura calendar, in days: the local moon sighting can start a
 * month a day or two away from the calculated calendar.
 */
export const HIJRI_OFFSETS = [-2, -1, 0, 1, 2] as const;
export type HijriOffset = (typeof HIJRI_OFFSETS)[number];

export const HIJRI_ISSUE = { offsetInvalid: 'hijri.offset_invalid' } as const;

export function isHijriOffset(value: unknown): value is HijriOffset {
  return HIJRI_OFFSETS.includes(value as HijriOffset);
}

/** The offset as a setting carries it: a whole number of days from -2 to 2. */
export const hijriOffsetSchema = v.pipe(
  v.number(HIJRI_ISSUE.offsetInvalid),
  v.check((value: number) => isHijriOffset(value), HIJRI_ISSUE.offsetInvalid),
);

export interface HijriDate {
  day: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  year: number;
}

/** The languages of the screens (docs/decisions/0014). */
export const HIJRI_LOCALES = ['en', 'ar', 'pl'] as const;
export type HijriLocale = (typeof HIJRI_LOCALES)[number];

/** Noon UTC of the date moved by the offset, so no time zone can shift it to another day. */
function shiftedNoon(isoDate: string, offsetDays: number): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a date: ${isoDate}`);
  if (!isHijriOffset(offsetDays)) throw new RangeError(`Not a Hijri offset: ${offsetDays}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offsetDays, 12));
}

const numericFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/**
 * The Umm al-Qura date of a civil day, read from the runtime's calendar data (no conversion written
 * here), with the mosque's offset of -2 to +2 days.
 */
export function hijriDate(isoDate: string, offsetDays: number = 0): HijriDate {
  const parts = numericFormat.formatToParts(shiftedNoon(isoDate, offsetDays));
  const read = (type: 'day' | 'month' | 'year') =>
    Number.parseInt(parts.find((part) => part.type === type)?.value ?? '', 10);
  return { day: read('day'), month: read('month'), year: read('year') };
}

const textFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'full' with the year ('Ramadan 1, 1447 AH'); 'dayMonth' for a row of a month's table ('Ramadan 1');
 * 'dayMonthShort' with the month abbreviated where the language has a short name ('Jum. II 15'), for
 * a phone's narrow date column.
 */
export type HijriTextStyle = 'full' | 'dayMonth' | 'dayMonthShort';

/**
 * The Hijri date as the screens show it in `locale`: '1 رمضان 1447 هـ', 'Ramadan 1, 1447 AH'. Digits
 * are Latin in every language, as decision 0014 asks, so the Arabic text reads like the times around it.
 */
export function formatHijriDate(
  isoDate: string,
  offsetDays: number,
  locale: HijriLocale,
  style: HijriTextStyle = 'full',
): string {
  const key = `${locale} ${style}`;
  let format = textFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura-nu-latn`, {
      timeZone: 'UTC',
      day: 'numeric',
      month: style === 'dayMonthShort' ? 'short' : 'long',
      ...(style === 'full' ? { year: 'numeric' } : {}),
    });
    textFormats.set(key, format);
  }
  return format.format(shiftedNoon(isoDate, offsetDays));
}
