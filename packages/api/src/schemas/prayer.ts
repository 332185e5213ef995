import { athanUpdateSchema, bulkRequestSchema } from '@minbar/domain/prayer/bulk-entry';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import {
  IQAMA_MODES,
  iqamaFixedSaveSchema,
  iqamaMinutesSaveSchema,
  iqamaSaveSchema,
} from '@minbar/domain/prayer/iqama';
import { citySchema, isoDateSchema } from '@minbar/domain/prayer/prayers';
import * as v from 'valibot';

/** Requests reuse the domain's rules, so the form, the client and the server validate alike. */
export const bulkPrayerTimesRequestSchema = bulkRequestSchema;
export const athanUpdateRequestSchema = athanUpdateSchema;
export const iqamaMinutesRequestSchema = iqamaMinutesSaveSchema;
export const iqamaFixedRequestSchema = iqamaFixedSaveSchema;
export const iqamaPatchRequestSchema = iqamaSaveSchema;

/** Times travel as 'HH:MM:SS' (the old server's `time` columns). */
const time = v.string();
const nullableTime = v.nullable(v.string());

/** One day's athan times for a city. */
export const athanDaySchema = v.object({
  id: v.number(),
  city: v.string(),
  date: v.string(),
  fajr_athan: time,
  dhuhr_athan: time,
  asr_athan: time,
  maghrib_athan: time,
  isha_athan: time,
});
export type AthanDay = v.InferOutput<typeof athanDaySchema>;

export const iqamaModeSchema = v.picklist(IQAMA_MODES);

/** GET /prayer-times/range: a day with the iqama (`*_prayer`) of the setting covering it, and its mode. */
export const prayerRangeRowSchema = v.object({
  ...athanDaySchema.entries,
  fajr_prayer: nullableTime,
  dhuhr_prayer: nullableTime,
  asr_prayer: nullableTime,
  maghrib_prayer: nullableTime,
  isha_prayer: nullableTime,
  /** Null when no iqama setting covers the day. */
  mode: v.nullable(iqamaModeSchema),
});
export type PrayerRangeRow = v.InferOutput<typeof prayerRangeRowSchema>;

const nullableMinutes = v.nullable(v.number());

/** An iqama setting (prayer-settings): minutes are null in fixed mode, fixed times null in minutes mode. */
export const iqamaSettingSchema = v.object({
  id: v.number(),
  mode: iqamaModeSchema,
  city: v.string(),
  effective_from: v.string(),
  effective_to: v.string(),
  fajr_minutes: nullableMinutes,
  dhuhr_minutes: nullableMinutes,
  asr_minutes: nullableMinutes,
  maghrib_minutes: nullableMinutes,
  isha_minutes: nullableMinutes,
  fajr_fixed: nullableTime,
  dhuhr_fixed: nullableTime,
  asr_fixed: nullableTime,
  maghrib_fixed: nullableTime,
  isha_fixed: nullableTime,
  created_at: v.optional(v.string()),
});
export type IqamaSettingAnswer = v.InferOutput<typeof iqamaSettingSchema>;

/** POST /prayer-times/bulk and /prayer-times/import: how many days were stored, and which. */
export const bulkSaveAnswerSchema = v.object({
  message: v.string(),
  saved: v.number(),
  dates: v.array(v.string()),
});
export type BulkSaveAnswer = v.InferOutput<typeof bulkSaveAnswerSchema>;

/**
 * The 400 body of a refused batch: a readable `detail`, the domain issue `code` and the offending
 * `dates`, so the form can list them. Read it from ApiError.body.
 */
export const bulkRejectionSchema = v.object({
  detail: v.string(),
  code: v.string(),
  dates: v.array(v.string()),
  issues: v.optional(v.array(v.object({ date: v.string(), code: v.string() })), []),
});
export type BulkRejection = v.InferOutput<typeof bulkRejectionSchema>;

export const athanDaysSchema = v.array(athanDaySchema);
export const prayerRangeSchema = v.array(prayerRangeRowSchema);
export const iqamaSettingsSchema = v.array(iqamaSettingSchema);
export const polishCitiesSchema = v.array(v.string());

/** `?city=` of the prayer calls that read one city's days; Warsaw when left out. */
export const cityQuerySchema = v.object({ city: v.optional(citySchema, DEFAULT_CITY) });

/** GET /prayer-times/range?from_date&to_date&city. */
export const prayerRangeQuerySchema = v.object({
  from_date: isoDateSchema,
  to_date: isoDateSchema,
  city: v.optional(citySchema, DEFAULT_CITY),
});
export type PrayerRangeQuery = v.InferInput<typeof prayerRangeQuerySchema>;
