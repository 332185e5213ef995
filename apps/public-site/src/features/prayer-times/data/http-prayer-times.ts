import type { PrayerTimesSource } from './prayer-times-source';

/**
 * The timetable's calls over HTTP. The API client and the schemas load with the first call, from the
 * prayer times page's own chunk, never with the home (docs/decisions/0019).
 */
export function createHttpPrayerTimes(baseURL: string, fetchImpl?: typeof fetch): PrayerTimesSource {
  let loaded: Promise<PrayerTimesSource> | null = null;
  const source = () => {
    loaded ??= Promise.all([import('./prayer-times-source'), import('../../../lib/public-api-clients')]).then(
      ([prayer, clients]) => prayer.httpPrayerTimesSource(clients.publicApiClients(baseURL, fetchImpl)('pl')),
    );
    return loaded;
  };
  return {
    load: async (city) => (await source()).load(city),
    range: async (city, from, to) => (await source()).range(city, from, to),
    cities: async () => (await source()).cities(),
    upcomingEvents: async () => (await source()).upcomingEvents(),
    campaigns: async () => (await source()).campaigns(),
  };
}
