import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import { citySchema } from '@minbar/domain/prayer/prayers';
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

/**
 * One day: the five athan times and the iqama of each (null where no iqama setting covers the day),
 * and sunrise (calculated for the city; null for a city the server has no place for).
 */
export const publicPrayerDaySchema = v.object({
  date: v.string(),
  fajr_athan: time,
  sunrise: nullableTime,
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

/** The feed's languages: the event titles are in one of the site's three. */
export const PUBLIC_FEED_LANGUAGES = ['en', 'ar', 'pl'] as const;

/**
 * GET /public/prayer-times.ics?city=&lang=: a city's athan and iqama times from the mosque's today for
 * about three months, as an iCalendar feed a phone's calendar subscribes to. Polish titles by default,
 * as on the rest of the public site.
 */
export const publicFeedQuerySchema = v.object({
  city: v.optional(citySchema, DEFAULT_CITY),
  lang: v.optional(v.picklist(PUBLIC_FEED_LANGUAGES, 'lang.invalid'), 'pl'),
});
export type PublicFeedQuery = v.InferInput<typeof publicFeedQuerySchema>;

/** The feed's address for a subscription link (webcal:// is the same address with its scheme swapped). */
export function publicFeedPath(query: PublicFeedQuery): string {
  const params = new URLSearchParams();
  if (query.city !== undefined) params.set('city', query.city);
  if (query.lang !== undefined) params.set('lang', query.lang);
  const search = params.toString();
  return `/public/prayer-times.ics${search ? `?${search}` : ''}`;
}
