import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { boundedText, identifierText, TEXT_ISSUE } from '../input/text';

// The date rule is shared by every area; existing importers of the prayer module keep their path.
export { isIsoDate };

/** The five daily prayers in the order of the day. */
export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];

/** Issue codes of the prayer-times rules; each app translates them (the domain holds no text). */
export const PRAYER_ISSUE = {
  order: 'prayer.order',
  noneEntered: 'prayer.none_entered',
  timeInvalid: 'prayer.time_invalid',
  incomplete: 'prayer.incomplete',
  duplicateDate: 'prayer.duplicate_date',
  dateInvalid: 'prayer.date_invalid',
  noTimesSelected: 'prayer.no_times_selected',
  cityRequired: 'prayer.city_required',
  tooManyDays: 'prayer.too_many_days',
} as const;
export type PrayerIssue = (typeof PRAYER_ISSUE)[keyof typeof PRAYER_ISSUE];

export const MINUTES_PER_DAY = 24 * 60;

const TIME = /^([01]?[0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/;

/** Longest time text a request may carry: 'HH:MM:SS' with room for surrounding spaces. */
export const TIME_TEXT_MAX_LENGTH = 16;
/** Longest city name: the Polish list's longest is under 20 characters. */
export const CITY_MAX_LENGTH = 64;

/** Minutes after midnight of 'H:MM', 'HH:MM' or 'HH:MM:SS' (seconds are dropped); null when not a time. */
export function parseTime(text: string | null | undefined): number | null {
  const match = TIME.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of minutes after midnight, wrapped into one day so an overflow never reads '24:15'. */
export function formatMinutes(minutes: number): string {
  const wrapped = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  return `${pad2(hours)}:${pad2(wrapped % 60)}`;
}

/** The canonical 'HH:MM' of any accepted spelling ('4:01', '04:01:00'); null when not a time. */
export function normaliseTime(text: string | null | undefined): string | null {
  const minutes = parseTime(text);
  return minutes === null ? null : formatMinutes(minutes);
}

/** The form sends times with ':00' seconds; an accepted time always comes out 'HH:MM:00'. */
export function withSeconds(time: string): string {
  const normalised = normaliseTime(time);
  if (normalised === null) throw new RangeError(`Not a time: ${time}`);
  return `${normalised}:00`;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Dates of the contract: 'YYYY-MM-DD', a real day from 1900 to 2200. */
export const isoDateSchema = v.pipe(
  boundedText(TIME_TEXT_MAX_LENGTH, { type: PRAYER_ISSUE.dateInvalid, tooLong: PRAYER_ISSUE.dateInvalid }),
  v.trim(),
  v.check(isIsoDate, PRAYER_ISSUE.dateInvalid),
);

/** A time as the API stores it: any accepted spelling in, 'HH:MM:SS' out. */
export const timeSchema = v.pipe(
  boundedText(TIME_TEXT_MAX_LENGTH, { type: PRAYER_ISSUE.timeInvalid, tooLong: PRAYER_ISSUE.timeInvalid }),
  v.trim(),
  v.check((text) => parseTime(text) !== null, PRAYER_ISSUE.timeInvalid),
  v.transform(withSeconds),
);

/** A city as the requests name it; an identifier, so no invisible direction marks. */
export const citySchema = v.pipe(
  identifierText(CITY_MAX_LENGTH, { type: PRAYER_ISSUE.cityRequired, tooLong: TEXT_ISSUE.tooLong }),
  v.trim(),
  v.nonEmpty(PRAYER_ISSUE.cityRequired),
);

export type DayTimes = Record<Prayer, string>;

/**
 * The first prayer that breaks the day's order: its time is missing or not after the one before it.
 * Null when the five times are strictly increasing, fajr first and isha last.
 */
export function firstOutOfOrder(times: Record<Prayer, string>): Prayer | null {
  let previous = -1;
  for (const prayer of PRAYERS) {
    const minutes = parseTime(times[prayer]);
    if (minutes === null || minutes <= previous) return prayer;
    previous = minutes;
  }
  return null;
}

/** True when the five times of a day are strictly increasing, fajr first and isha last. */
export function isInPrayerOrder(times: Record<Prayer, string>): boolean {
  return firstOutOfOrder(times) === null;
}

/**
 * Edit and delete need the selected day's row id; without one the screen says 'No prayer times
 * available' instead of calling the server.
 */
export function requirePrayerTimeId(
  id: number | null | undefined,
): { ok: true; id: number } | { ok: false; code: typeof PRAYER_ISSUE.noTimesSelected } {
  return typeof id === 'number' && Number.isInteger(id) && id > 0
    ? { ok: true, id }
    : { ok: false, code: PRAYER_ISSUE.noTimesSelected };
}
