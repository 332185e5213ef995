import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athanTimes, prayerSettings } from '../../db/schema-prayer';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;

const DAY = { fajr: '05:31:00', dhuhr: '11:48:00', asr: '13:34:00', maghrib: '15:32:00', isha: '17:18:00' };

beforeAll(async () => {
  server = await createTestServer();
  await server.deps.db.insert(athanTimes).values([
    { city: 'Warsaw', date: '2026-11-24', ...DAY },
    { city: 'Warsaw', date: '2026-11-25', ...DAY, fajr: '05:32:00' },
    { city: 'Warsaw', date: '2026-12-01', ...DAY },
    { city: 'Krakow', date: '2026-11-24', ...DAY },
  ]);
  // Iqama minutes after each athan on Warsaw's first two days only; 1 December has no iqama setting.
  await server.deps.db.insert(prayerSettings).values({
    mode: 'minutes_after_athan',
    city: 'Warsaw',
    effectiveFrom: '2026-11-24',
    effectiveTo: '2026-11-25',
    fajrMinutes: 20,
    dhuhrMinutes: 15,
    asrMinutes: 10,
    maghribMinutes: 5,
    ishaMinutes: 15,
  });
});
afterAll(() => server.close());

const range = (query: string, headers?: Record<string, string>) =>
  call(server, 'GET', `/api/public/prayer-times?${query}`, { headers });

describe('the public prayer times', () => {
  it('answers anyone with the days of the range, athan, sunrise and iqama, and nothing private', async () => {
    const answer = await range('city=Warsaw&from=2026-11-24&to=2026-12-01');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      city: 'Warsaw',
      time_zone: 'Europe/Warsaw',
      days: [
        {
          date: '2026-11-24',
          fajr_athan: '05:31:00',
          sunrise: '07:12:00',
          dhuhr_athan: '11:48:00',
          asr_athan: '13:34:00',
          maghrib_athan: '15:32:00',
          isha_athan: '17:18:00',
          fajr_iqama: '05:51:00',
          dhuhr_iqama: '12:03:00',
          asr_iqama: '13:44:00',
          maghrib_iqama: '15:37:00',
          isha_iqama: '17:33:00',
        },
        {
          date: '2026-11-25',
          fajr_athan: '05:32:00',
          sunrise: '07:13:00',
          dhuhr_athan: '11:48:00',
          asr_athan: '13:34:00',
          maghrib_athan: '15:32:00',
          isha_athan: '17:18:00',
          fajr_iqama: '05:52:00',
          dhuhr_iqama: '12:03:00',
          asr_iqama: '13:44:00',
          maghrib_iqama: '15:37:00',
          isha_iqama: '17:33:00',
        },
        {
          date: '2026-12-01',
          fajr_athan: '05:31:00',
          sunrise: '07:22:00',
          dhuhr_athan: '11:48:00',
          asr_athan: '13:34:00',
          maghrib_athan: '15:32:00',
          isha_athan: '17:18:00',
          fajr_iqama: null,
          dhuhr_iqama: null,
          asr_iqama: null,
          maghrib_iqama: null,
          isha_iqama: null,
        },
      ],
    });
  });

  it('lists the cities with prayer times, the default city and the zone', async () => {
    const answer = await call(server, 'GET', '/api/public/cities');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cities: ['Krakow', 'Warsaw'],
      default_city: 'Warsaw',
      time_zone: 'Europe/Warsaw',
    });
  });

  it('takes the city in any listed spelling and the default city when none is given', async () => {
    const spelled = await range('city=krakow&from=2026-11-24&to=2026-11-24');
    expect((spelled.body as { city: string }).city).toBe('Krakow');
    const defaulted = await range('from=2026-12-01&to=2026-12-01');
    expect((defaulted.body as { city: string; days: unknown[] }).days).toHaveLength(1);
  });

  it('lets a screen revalidate: the same answer is a 304 without a body, a changed one a new ETag', async () => {
    const first = await range('city=Warsaw&from=2026-11-24&to=2026-11-25');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=300, s-maxage=300, stale-while-revalidate=86400$/,
    );

    const again = await range('city=Warsaw&from=2026-11-24&to=2026-11-25', { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(tag);

    const weak = await range('city=Warsaw&from=2026-11-24&to=2026-11-25', {
      'if-none-match': `"x", W/${tag}`,
    });
    expect(weak.status).toBe(304);

    const otherRange = await range('city=Warsaw&from=2026-11-24&to=2026-11-24', {
      'if-none-match': tag ?? '',
    });
    expect(otherRange.status).toBe(200);
    expect(otherRange.headers.get('etag')).not.toBe(tag);
  });

  it.each([
    ['the end before the start', 'from=2026-11-25&to=2026-11-24', 'range.order'],
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02', 'range.too_long'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01', 'prayer.date_invalid'],
  ])('refuses %s with the contract error shape', async (_name, query, code) => {
    const answer = await range(query);
    expect(answer.status).toBe(422);
    const detail = (answer.body as { detail: Array<{ type: string; loc: unknown[] }> }).detail;
    expect(detail.map((item) => item.type)).toContain(code);
  });

  it('says 404 for a city without prayer times', async () => {
    const answer = await range('city=Atlantis&from=2026-11-24&to=2026-11-24');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Unknown city' });
  });

  it('answers a signed-in staff member the same as anyone', async () => {
    const admin = await createAccount(server, { roles: ['admin'] });
    const { access_token: token } = await signIn(server, admin);
    const signedIn = await call(server, 'GET', '/api/public/cities', { token });
    expect(signedIn.status).toBe(200);
  });
});

describe('the public prayer limits', () => {
  it('counts the reads of one address and answers 429 with Retry-After past the limit', async () => {
    const limited = await createTestServer({ limits: { publicReadsBurst: 2 } });
    try {
      const statuses = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        last = await call(limited, 'GET', '/api/public/cities');
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
