import * as v from 'valibot';
import { boundedText } from '../input/text';
import {
  citySchema,
  isInPrayerOrder,
  isIsoDate,
  isoDateSchema,
  PRAYER_ISSUE,
  PRAYERS,
  type Prayer,
  parseTime,
  TIME_TEXT_MAX_LENGTH,
  timeSchema,
  withSeconds,
} from './prayers';

/** One day of the add-prayers form: empty strings where nothing was typed. */
export type BulkDayInput = { date: string } & Record<Prayer, string | null | undefined>;

/** A day ready to send: five times with ':00' seconds. */
export type BulkDay = { date: string } & Record<Prayer, string>;

export type BulkDayIssue =
  | typeof PRAYER_ISSUE.order
  | typeof PRAYER_ISSUE.timeInvalid
  | typeof PRAYER_ISSUE.incomplete
  | typeof PRAYER_ISSUE.duplicateDate
  | typeof PRAYER_ISSUE.dateInvalid;

export type BulkEntryResult =
  | { ok: true; days: BulkDay[] }
  | {
      ok: false;
      /** The first problem found; `dates` lists every day with that problem. */
      code: BulkDayIssue | typeof PRAYER_ISSUE.noneEntered;
      dates: string[];
      /** Every offending day with its own problem, in input order. */
      issues: Array<{ date: string; code: BulkDayIssue }>;
    };

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** A day with no time at all is left out of the batch. */
export function isEmptyDay(day: BulkDayInput): boolean {
  return PRAYERS.every((prayer) => isBlank(day[prayer]));
}

/**
 * The problem of one non-empty day, or null. The order check needs all five times, so a partly
 * filled day is reported as incomplete rather than silently stored with gaps.
 */
export function checkBulkDay(day: BulkDayInput): BulkDayIssue | null {
  if (!isIsoDate(day.date)) return PRAYER_ISSUE.dateInvalid;
  if (PRAYERS.some((prayer) => isBlank(day[prayer]))) return PRAYER_ISSUE.incomplete;
  if (PRAYERS.some((prayer) => parseTime(day[prayer]) === null)) return PRAYER_ISSUE.timeInvalid;
  if (!isInPrayerOrder(day as Record<Prayer, string>)) return PRAYER_ISSUE.order;
  return null;
}

/**
 * The bulk rules: empty days dropped, 'no prayer times entered' when none remain,
 * each remaining day strictly ordered fajr < dhuhr < asr < maghrib < isha, one entry per date, and
 * times sent as 'HH:MM:00'. Either every day is fine or the batch is refused with the dates.
 */
export function prepareBulkEntry(days: readonly BulkDayInput[]): BulkEntryResult {
  const entered = days.filter((day) => !isEmptyDay(day));
  if (entered.length === 0) return { ok: false, code: PRAYER_ISSUE.noneEntered, dates: [], issues: [] };
  const issues: Array<{ date: string; code: BulkDayIssue }> = [];
  const seen = new Set<string>();
  for (const day of entered) {
    const issue = checkBulkDay(day) ?? (seen.has(day.date) ? PRAYER_ISSUE.duplicateDate : null);
    seen.add(day.date);
    if (issue) issues.push({ date: day.date, code: issue });
  }
  const first = issues[0];
  if (first) {
    const dates = issues.filter((item) => item.code === first.code).map((item) => item.date);
    return { ok: false, code: first.code, dates, issues };
  }
  return {
    ok: true,
    days: entered.map((day) => ({
      date: day.date,
      fajr: withSeconds(day.fajr ?? ''),
      dhuhr: withSeconds(day.dhuhr ?? ''),
      asr: withSeconds(day.asr ?? ''),
      maghrib: withSeconds(day.maghrib ?? ''),
      isha: withSeconds(day.isha ?? ''),
    })),
  };
}

/** A time of a bulk day: bounded text only, since an empty one is allowed and prepareBulkEntry judges it. */
const bulkTimeSchema = boundedText(TIME_TEXT_MAX_LENGTH, {
  type: PRAYER_ISSUE.timeInvalid,
  tooLong: PRAYER_ISSUE.timeInvalid,
});

const bulkDaySchema = v.object(
  {
    date: isoDateSchema,
    fajr: bulkTimeSchema,
    dhuhr: bulkTimeSchema,
    asr: bulkTimeSchema,
    maghrib: bulkTimeSchema,
    isha: bulkTimeSchema,
  },
  PRAYER_ISSUE.timeInvalid,
);

/** Longest batch accepted at once: one city's leap year of days. */
export const MAX_BULK_DAYS = 366;

/**
 * POST /prayer-times/bulk and /prayer-times/import: the shape only. The day rules are
 * `prepareBulkEntry`, run by the form before sending and by the server before saving, so a refused
 * batch can name all of its dates at once.
 */
export const bulkRequestSchema = v.object(
  {
    city: citySchema,
    data: v.pipe(
      v.array(bulkDaySchema, PRAYER_ISSUE.noneEntered),
      v.maxLength(MAX_BULK_DAYS, PRAYER_ISSUE.tooManyDays),
    ),
  },
  PRAYER_ISSUE.noneEntered,
);
export type BulkRequest = v.InferOutput<typeof bulkRequestSchema>;

/** PUT /update-athan-time/{id}: one day's date and five times, in prayer order. */
export const athanUpdateSchema = v.pipe(
  v.object(
    {
      date: isoDateSchema,
      fajr: timeSchema,
      dhuhr: timeSchema,
      asr: timeSchema,
      maghrib: timeSchema,
      isha: timeSchema,
    },
    PRAYER_ISSUE.timeInvalid,
  ),
  v.check((day) => isInPrayerOrder(day), PRAYER_ISSUE.order),
);
export type AthanUpdate = v.InferOutput<typeof athanUpdateSchema>;
