import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { publicFeedPath } from '../schemas/public-prayer';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { getPublicCities, getPublicPrayerTimes } from './public-prayer';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const DAY = {
  date: '2026-11-24',
  fajr_athan: '05:31:00',
  sunrise: '07:12:00',
  dhuhr_athan: '11:48:00',
  asr_athan: '13:34:00',
  maghrib_athan: '15:32:00',
  isha_athan: '17:18:00',
  fajr_iqama: '05:51:00',
  dhuhr_iqama: '12:03:00',
  asr_iqama: null,
  maghrib_iqama: '15:37:00',
  isha_iqama: '17:33:00',
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  // Signed in, to show the public calls send no token even then.
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(ADMIN),
    getLanguage: () => 'ar',
  });
  return { client, requests: server.requests };
}

describe('the public prayer calls', () => {
  it('reads the cities without a token', async () => {
    const cities = { cities: ['Krakow', 'Warsaw'], default_city: 'Warsaw', time_zone: 'Europe/Warsaw' };
    const { client, requests } = await setup(() => ({ body: cities }));
    await expect(getPublicCities(client)).resolves.toEqual(cities);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/public/cities' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reads a city range with its query and no token', async () => {
    const answer = { city: 'Warsaw', time_zone: 'Europe/Warsaw', days: [DAY] };
    const { client, requests } = await setup(() => ({ body: answer }));
    await expect(
      getPublicPrayerTimes(client, { city: 'Warsaw', from: '2026-11-24', to: '2026-11-25' }),
    ).resolves.toEqual(answer);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.path).toBe('/public/prayer-times?city=Warsaw&from=2026-11-24&to=2026-11-25');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer outside the contract, and passes a 404 on as an ApiError', async () => {
    const wrong = await setup(() => ({ body: { city: 'Warsaw', days: [{ date: '2026-11-24' }] } }));
    const error = await getPublicPrayerTimes(wrong.client, { from: '2026-11-24', to: '2026-11-24' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && error.kind).toBe('contract');

    await server?.close();
    const missing = await setup(() => ({ status: 404, body: { detail: 'Unknown city' } }));
    const notFound = await getPublicPrayerTimes(missing.client, {
      city: 'Atlantis',
      from: '2026-11-24',
      to: '2026-11-24',
    }).catch((caught: unknown) => caught);
    expect(isApiError(notFound) && [notFound.status, notFound.detail]).toEqual([404, 'Unknown city']);
  });
});

describe('the feed address', () => {
  it('names the city and the language only when given', () => {
    expect(publicFeedPath({})).toBe('/public/prayer-times.ics');
    expect(publicFeedPath({ city: 'Kraków', lang: 'ar' })).toBe(
      '/public/prayer-times.ics?city=Krak%C3%B3w&lang=ar',
    );
  });
});
