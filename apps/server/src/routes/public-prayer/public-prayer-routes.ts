import {
  type PublicCities,
  type PublicPrayerDay,
  type PublicPrayerTimes,
  publicFeedQuerySchema,
} from '@minbar/api/schemas/public-prayer';
import { EMPTY_MOSQUE_IDENTITY, type MosqueLanguage, mosqueNameIn } from '@minbar/domain/mosque/identity';
import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { findPolishCity } from '@minbar/domain/prayer/cities';
import { findCoveringIqamaSetting, iqamaTimesForDay } from '@minbar/domain/prayer/iqama';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { publicRangeQuerySchema } from '@minbar/domain/prayer/public-range';
import { calculateSunrise } from '@minbar/domain/prayer/sunrise';
import { asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { athanTimes } from '../../db/schema-prayer';
import { mosqueIdentity } from '../../db/schema-settings';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { Problem } from '../../http/problems';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { readMosqueSettings } from '../../services/mosque-settings';
import { athanDaysBetween, canonicalCity, settingsMeeting } from '../../services/prayer-store';
import { FEED_DAYS, prayerFeed } from './prayer-feed';

export const PUBLIC_PRAYER_DETAIL = { unknownCity: 'Unknown city' } as const;

/**
 * The congregation's prayer times (docs/decisions/0022): anonymous and read-only, limited per address
 * like every public read (http/public-reads.ts), validated and cached by the prayer area's version
 * (docs/decisions/0036-public-read-cache.md). Only what the mosque shows on its wall leaves: the days'
 * athan and iqama times, the cities that have them, the default city and the time zone; no row ids,
 * no settings' history.
 */
export function publicPrayerRoutes(deps: AppDeps) {
  const timeZone = deps.timeZone ?? DEFAULT_TIME_ZONE;
  const reads = publicReadsOf(deps);

  /** The city's days in the range with their iqama; 404 for a city without any stored day. */
  async function publicDays(city: string, from: string, to: string): Promise<PublicPrayerDay[]> {
    const [days, settings, known] = await Promise.all([
      athanDaysBetween(deps.db, city, from, to),
      settingsMeeting(deps.db, city, from, to),
      deps.db.select({ city: athanTimes.city }).from(athanTimes).where(eq(athanTimes.city, city)).limit(1),
    ]);
    if (known.length === 0) throw new Problem(404, PUBLIC_PRAYER_DETAIL.unknownCity);
    // Sunrise is not stored: it is calculated here for the listed cities, so no screen carries adhan.
    const place = findPolishCity(city);
    return days.map((row) => {
      const iqama = iqamaTimesForDay(row, findCoveringIqamaSetting(settings, city, row.date));
      return {
        date: row.date,
        fajr_athan: row.fajr,
        sunrise: place ? `${calculateSunrise(place, row.date, timeZone)}:00` : null,
        dhuhr_athan: row.dhuhr,
        asr_athan: row.asr,
        maghrib_athan: row.maghrib,
        isha_athan: row.isha,
        fajr_iqama: iqama.fajr,
        dhuhr_iqama: iqama.dhuhr,
        asr_iqama: iqama.asr,
        maghrib_iqama: iqama.maghrib,
        isha_iqama: iqama.isha,
      };
    });
  }

  /**
   * The city asked for, or the mosque's stored default city when the address names none (the query
   * schemas fill in the built-in default, which the stored setting overrides).
   */
  async function requestedCity(c: Context<AppEnv>, parsed: string): Promise<string> {
    if (c.req.query('city') !== undefined) return canonicalCity(parsed);
    return (await readMosqueSettings(deps.db)).default_city;
  }

  async function citiesWithTimes(): Promise<string[]> {
    const rows = await deps.db
      .selectDistinct({ city: athanTimes.city })
      .from(athanTimes)
      .orderBy(asc(athanTimes.city));
    return rows.map((row) => row.city);
  }

  return new Hono<AppEnv>()
    .get('/public/cities', (c) =>
      reads.answer(c, {
        area: 'prayer',
        build: async () => {
          const answer: PublicCities = {
            cities: await citiesWithTimes(),
            default_city: (await readMosqueSettings(deps.db)).default_city,
            time_zone: timeZone,
          };
          return jsonAnswer(answer);
        },
      }),
    )
    .get('/public/prayer-times', validate('query', publicRangeQuerySchema), (c) =>
      reads.answer(c, {
        area: 'prayer',
        build: async () => {
          const query = c.req.valid('query');
          const city = await requestedCity(c, query.city);
          const answer: PublicPrayerTimes = {
            city,
            time_zone: timeZone,
            days: await publicDays(city, query.from, query.to),
          };
          return jsonAnswer(answer);
        },
      }),
    )
    .get('/public/prayer-times.ics', validate('query', publicFeedQuerySchema), (c) => {
      const today = mosqueToday(deps.now(), timeZone);
      return reads.answer(c, {
        area: 'prayer',
        // The calendar is named after the mosque, whose identity is another area's data: a move of its
        // version is a new answer, so a renamed mosque is seen with no read of its name per request.
        alsoAreas: ['mosque'],
        // The feed starts on the mosque's today: a new day is a new answer.
        extraKey: today,
        build: async () => {
          const query = c.req.valid('query');
          const mosque = await mosqueNameFor(deps, query.lang);
          const city = await requestedCity(c, query.city);
          const days = await publicDays(city, today, addDays(today, FEED_DAYS - 1));
          // Stamped with the start of the mosque's day, so the feed changes once a day at most.
          const now = new Date(zonedInstant(today, '00:00', timeZone));
          const feed = prayerFeed({ city, mosque, timeZone, language: query.lang, days, now });
          return {
            body: feed,
            contentType: 'text/calendar; charset=utf-8',
            headers: {
              'Content-Disposition': `inline; filename="prayer-times-${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.ics"`,
            },
          };
        },
      });
    });
}

/**
 * The mosque's name in `language` (or another it has one in), '' before its identity is set: only the
 * three name columns, read from the identity's one row.
 */
async function mosqueNameFor(deps: Pick<AppDeps, 'db'>, language: MosqueLanguage): Promise<string> {
  const [row] = await deps.db
    .select({ en: mosqueIdentity.nameEn, ar: mosqueIdentity.nameAr, pl: mosqueIdentity.namePl })
    .from(mosqueIdentity)
    .limit(1);
  if (!row) return '';
  return mosqueNameIn({ ...EMPTY_MOSQUE_IDENTITY, name: row }, language);
}
