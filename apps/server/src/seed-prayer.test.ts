import { prayerRangeSchema } from '@minbar/api/schemas/prayer';
import { isInPrayerOrder } from '@minbar/domain/prayer/prayers';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athanTimes, prayerSettings } from './db/schema-prayer';
import { seedPrayerDemo } from './seed-prayer';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('seedPrayerDemo', () => {
  it('fills the mosque year for Warsaw with two iqama settings, once', async () => {
    // 23:30 UTC on 31 December is already the new year in Warsaw: the seed takes the mosque's year.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(await seedPrayerDemo(server.deps.db, { now, timeZone: 'Europe/Warsaw' })).toBe(true);
    const [count] = await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(athanTimes);
    expect(count?.n).toBe(365);
    const settings = await server.deps.db.select().from(prayerSettings);
    expect(settings.map((setting) => [setting.mode, setting.effectiveFrom, setting.effectiveTo])).toEqual([
      ['minutes_after_athan', '2027-01-01', '2027-01-31'],
      ['fixed_time', '2027-02-01', '2027-02-28'],
    ]);
    expect(await seedPrayerDemo(server.deps.db, { now, timeZone: 'Europe/Warsaw' })).toBe(false);
  });

  it('serves the seeded days through the range call, in order and with the iqama of January', async () => {
    server.clock.now = new Date('2027-01-15T10:00:00Z');
    const token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
    const answer = await call(
      server,
      'GET',
      '/api/prayer-times/range?from_date=2027-01-01&to_date=2027-12-31',
      { token },
    );
    const rows = v.parse(prayerRangeSchema, answer.body);
    expect(rows).toHaveLength(365);
    for (const row of rows) {
      expect(
        isInPrayerOrder({
          fajr: row.fajr_athan,
          dhuhr: row.dhuhr_athan,
          asr: row.asr_athan,
          maghrib: row.maghrib_athan,
          isha: row.isha_athan,
        }),
      ).toBe(true);
      expect(row.fajr_athan).toMatch(/^[0-9]{2}:[0-9]{2}:00$/);
    }
    expect(rows[0]).toMatchObject({ mode: 'minutes_after_athan' });
    expect(rows[31]).toMatchObject({
      date: '2027-02-01',
      mode: 'fixed_time',
      fajr_prayer: '07:00:00',
      maghrib_prayer: null,
    });
    expect(rows[59]).toMatchObject({ date: '2027-03-01', mode: null });
  });
});
