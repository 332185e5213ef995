import { mosqueSettingsSchema } from '@minbar/api/schemas/settings';
import type { Role } from '@minbar/domain/access/roles';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athanTimes } from '../../db/schema-prayer';
import { mosqueSettings } from '../../db/schema-settings';
import { demoJumuah, seedMosqueSettingsDemo } from '../../seed';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'imam' | 'parent' | 'teacher', string>;

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['admin', 'imam', 'parent', 'teacher'] as const) {
    tokens[role] = (
      await signIn(server, await createAccount(server, { roles: [role as Role] }))
    ).access_token;
  }
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.deps.db.delete(mosqueSettings);
});

const DEFAULTS = { time_zone: 'Europe/Warsaw', default_city: 'Warsaw', hijri_offset: 0, jumuah: null };
const CHANGED = { default_city: 'Krakow', hijri_offset: -1, jumuah: { athan: '13:15', iqama: '13:45' } };

describe('GET /api/settings', () => {
  it('answers the configured time zone and the default settings in the contract shape', async () => {
    server.deps.timeZone = 'Asia/Karachi';
    try {
      const answer = await call(server, 'GET', '/api/settings');
      expect(answer.status).toBe(200);
      expect(v.parse(mosqueSettingsSchema, answer.body)).toEqual({ ...DEFAULTS, time_zone: 'Asia/Karachi' });
    } finally {
      server.deps.timeZone = undefined;
    }
  });

  it("falls back to the mosque's default zone, the default city, no offset and no Jumu'a", async () => {
    const answer = await call(server, 'GET', '/api/settings');
    expect(answer.body).toEqual(DEFAULTS);
  });

  it('is the same for a signed-in caller', async () => {
    const signedIn = await call(server, 'GET', '/api/settings', { token: tokens.imam });
    expect(signedIn.body).toEqual(DEFAULTS);
  });

  it("answers the demo seed's Jumu'a, set from the day's dhuhr (13:00 and 13:30 without one)", async () => {
    await seedMosqueSettingsDemo(server.deps.db, { now: new Date('2026-11-25T10:00:00Z') });
    expect((await call(server, 'GET', '/api/settings')).body).toEqual({
      ...DEFAULTS,
      jumuah: { athan: '13:00', iqama: '13:30' },
    });
  });

  it.each([
    ['11:24:00', { athan: '11:30', iqama: '12:00' }],
    ['11:30:00', { athan: '11:30', iqama: '12:00' }],
    ['12:58:00', { athan: '13:00', iqama: '13:30' }],
    ['12:01', { athan: '12:15', iqama: '12:45' }],
    [null, { athan: '13:00', iqama: '13:30' }],
  ])("puts the demo Jumu'a after a dhuhr at %s at %o", (dhuhr, expected) => {
    expect(demoJumuah(dhuhr)).toEqual(expected);
  });
});

describe('PUT /api/settings', () => {
  it('stores the settings for an administrator and answers them, read back by everyone', async () => {
    const saved = await call(server, 'PUT', '/api/settings', { token: tokens.admin, body: CHANGED });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ time_zone: 'Europe/Warsaw', ...CHANGED });
    expect((await call(server, 'GET', '/api/settings')).body).toEqual({
      time_zone: 'Europe/Warsaw',
      ...CHANGED,
    });
  });

  it('keeps one row, overwritten by each save, and records who saved it', async () => {
    await call(server, 'PUT', '/api/settings', { token: tokens.admin, body: CHANGED });
    const cleared = await call(server, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { default_city: 'gdansk', hijri_offset: 2, jumuah: null },
    });
    expect(cleared.body).toEqual({ ...DEFAULTS, default_city: 'Gdansk', hijri_offset: 2 });
    const rows = await server.deps.db.select().from(mosqueSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.updatedBy).toEqual(expect.any(Number));
  });

  it("stores Jumu'a without an iqama, and times in any accepted spelling as 'HH:MM'", async () => {
    const saved = await call(server, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { default_city: 'Warsaw', hijri_offset: 0, jumuah: { athan: '12:45:00', iqama: '' } },
    });
    expect(saved.body).toMatchObject({ jumuah: { athan: '12:45', iqama: null } });
  });

  it.each([
    ['imam', 403],
    ['parent', 403],
    ['teacher', 403],
  ] as const)('refuses a caller with the %s role (%i) and changes nothing', async (role, status) => {
    const answer = await call(server, 'PUT', '/api/settings', { token: tokens[role], body: CHANGED });
    expect(answer.status).toBe(status);
    expect((await call(server, 'GET', '/api/settings')).body).toEqual(DEFAULTS);
  });

  it('refuses a caller without a session with 401', async () => {
    const answer = await call(server, 'PUT', '/api/settings', { body: CHANGED });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  it.each([
    [
      'a city not on the list',
      { ...CHANGED, default_city: 'Berlin' },
      ['body', 'default_city'],
      'settings.city_unknown',
    ],
    ['an offset of 3', { ...CHANGED, hijri_offset: 3 }, ['body', 'hijri_offset'], 'hijri.offset_invalid'],
    [
      'the iqama before the athan',
      { ...CHANGED, jumuah: { athan: '13:30', iqama: '13:00' } },
      ['body', 'jumuah', 'iqama'],
      'settings.jumuah_iqama_before_athan',
    ],
    [
      'an iqama without an athan',
      { ...CHANGED, jumuah: { athan: null, iqama: '13:30' } },
      ['body', 'jumuah', 'athan'],
      'settings.jumuah_athan_required',
    ],
    [
      'an athan that is not a time',
      { ...CHANGED, jumuah: { athan: '13:75', iqama: null } },
      ['body', 'jumuah', 'athan'],
      'settings.jumuah_time_invalid',
    ],
  ])('answers %s with 422 in the contract shape and stores nothing', async (_name, body, loc, type) => {
    const answer = await call(server, 'PUT', '/api/settings', { token: tokens.admin, body });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
    const [count] = await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(mosqueSettings);
    expect(count?.n).toBe(0);
  });
});

describe('the public prayer calls', () => {
  it('name the stored default city, and answer for it when the address names no city', async () => {
    await server.deps.db.insert(athanTimes).values(
      ['Warsaw', 'Krakow'].map((city) => ({
        city,
        date: '2026-11-24',
        fajr: '05:10',
        dhuhr: '11:40',
        asr: '13:30',
        maghrib: '15:40',
        isha: '17:20',
      })),
    );
    const range = '/api/public/prayer-times?from=2026-11-24&to=2026-11-24';
    expect((await call(server, 'GET', range)).body).toMatchObject({ city: 'Warsaw' });
    await call(server, 'PUT', '/api/settings', { token: tokens.admin, body: CHANGED });
    expect((await call(server, 'GET', '/api/public/cities')).body).toMatchObject({ default_city: 'Krakow' });
    expect((await call(server, 'GET', range)).body).toMatchObject({ city: 'Krakow' });
    expect((await call(server, 'GET', `${range}&city=Warsaw`)).body).toMatchObject({ city: 'Warsaw' });
  });
});
