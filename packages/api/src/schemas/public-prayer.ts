import * as v from 'valibot';

export { type PublicRangeQuery, publicRangeQuerySchema } from '@minbar/domain/prayer/public-range';

/*
 * The congregation's read-only prayer times (GET /public/cities, GET /public/prayer-times): no
 * session, nothing but what the mosque shows on its wall. Times travel as 'HH:MM:SS' in the mosque's
 * time zone, which the answer names, so a screen in another zone still shows the mosque's clock.
 */

const time = v.string();
const nullableTime = v.nullable(v.string());

/** GET /public/cities: the cities with prayer times, the one the mosque's screens open on, its zone. */
export const publicCitiesSchema = v.object({
  cities: v.array(v.string()),
  default_city: v.string(),
  time_zone: v.string(),
});
export type PublicCities = v.InferOutput<typeof publicCitiesSchema>;

/** One day: the five athan times and the iqama of each (null where no iqama setting covers the day). */
export const publicPrayerDaySchema = v.object({
  date: v.string(),
  fajr_athan: time,
  dhuhr_athan: time,
  asr_athan: time,
  maghrib_athan: time,
  isha_athan: time,
  fajr_iqama: nullableTime,
  dhuhr_iqama: nullableTime,
  asr_iqama: nullableTime,
  maghrib_iqama: nullableTime,
  isha_iqama: nullableTime,
});
export type PublicPrayerDay = v.InferOutput<typeof publicPrayerDaySchema>;

/** GET /public/prayer-times?city=&from=&to=: the city's stored days in the range, by date. */
export const publicPrayerTimesSchema = v.object({
  city: v.string(),
  time_zone: v.string(),
  days: v.array(publicPrayerDaySchema),
});
export type PublicPrayerTimes = v.InferOutput<typeof publicPrayerTimesSchema>;
