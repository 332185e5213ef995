import type { ApiClient } from '../client';
import {
  type PublicCities,
  type PublicPrayerTimes,
  type PublicRangeQuery,
  publicCitiesSchema,
  publicPrayerTimesSchema,
} from '../schemas/public-prayer';

/** GET /public/cities (anyone). */
export function getPublicCities(client: ApiClient): Promise<PublicCities> {
  return client.request(publicCitiesSchema, '/public/cities', { auth: false });
}

/**
 * GET /public/prayer-times?city=&from=&to= (anyone): at most 366 days, both dates included. 404 for a
 * city without prayer times, 422 for a range out of order or too long, 429 with Retry-After.
 */
export function getPublicPrayerTimes(client: ApiClient, query: PublicRangeQuery): Promise<PublicPrayerTimes> {
  return client.request(publicPrayerTimesSchema, '/public/prayer-times', {
    auth: false,
    // Left out, the city is the mosque's default one.
    query:
      query.city === undefined
        ? { from: query.from, to: query.to }
        : { city: query.city, from: query.from, to: query.to },
  });
}
