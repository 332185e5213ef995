import { iqamaSettingSchema } from '@minbar/api/schemas/prayer';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

const minutes = (city: string, from: string, to: string, each = 10) => ({
  mode: 'minutes_after_athan',
  city,
  effective_from: from,
  effective_to: to,
  fajr_minutes: each,
  dhuhr_minutes: each,
  asr_minutes: each,
  maghrib_minutes: each,
  isha_minutes: each,
});
const fixed = (city: string, from: string, to: string) => ({
  mode: 'fixed_time',
  city,
  effective_from: from,
  effective_to: to,
  fajr_fixed: '5:30',
  dhuhr_fixed: '13:30',
  asr_fixed: '',
  maghrib_fixed: null,
  isha_fixed: '21:00:00',
});

const create = async (route: 'minutes-after' | 'fixed-time', body: unknown) =>
  call(server, 'POST', `/api/prayer-settings/${route}`, { token, body });
const created = async (route: 'minutes-after' | 'fixed-time', body: unknown) => {
  const answer = await create(route, body);
  expect(answer.status).toBe(201);
  return v.parse(iqamaSettingSchema, answer.body);
};
const CONFLICT = { status: 400, body: { detail: 'Date range conflicts with existing settings' } };

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
});
afterAll(() => server.close());

describe('saving iqama settings', () => {
  it('stores a minutes setting with null fixed times', async () => {
    const setting = await created('minutes-after', minutes('Warsaw', '2026-03-01', '2026-03-31', 15));
    expect(setting).toMatchObject({
      mode: 'minutes_after_athan',
      city: 'Warsaw',
      effective_from: '2026-03-01',
      effective_to: '2026-03-31',
      fajr_minutes: 15,
      isha_minutes: 15,
      fajr_fixed: null,
      isha_fixed: null,
    });
    const read = await call(server, 'GET', `/api/prayer-settings/${setting.id}`, { token });
    expect(read.body).toEqual(setting);
  });

  it('stores a fixed setting with seconds, empty times as null and null minutes', async () => {
    const setting = await created('fixed-time', fixed('Krakow', '2026-03-10', '2026-03-10'));
    expect(setting).toMatchObject({
      mode: 'fixed_time',
      fajr_fixed: '05:30:00',
      dhuhr_fixed: '13:30:00',
      asr_fixed: null,
      maghrib_fixed: null,
      isha_fixed: '21:00:00',
      fajr_minutes: null,
    });
  });

  it.each([
    ['a range inside', ['2026-03-05', '2026-03-06']],
    ['a range over the end', ['2026-03-31', '2026-04-02']],
    ['a range over the start', ['2026-02-20', '2026-03-01']],
    ['a range around it', ['2026-02-01', '2026-04-30']],
    ['a single date inside', ['2026-03-15', '2026-03-15']],
  ])('refuses %s of an existing setting of the same city', async (_name, [from, to]) => {
    expect(await create('minutes-after', minutes('Warsaw', from as string, to as string))).toMatchObject(
      CONFLICT,
    );
    expect(await create('fixed-time', fixed('warsaw', from as string, to as string))).toMatchObject(CONFLICT);
  });

  it('refuses a single date on an existing single date, and accepts the next day', async () => {
    expect(await create('minutes-after', minutes('Krakow', '2026-03-10', '2026-03-10'))).toMatchObject(
      CONFLICT,
    );
    await created('minutes-after', minutes('Krakow', '2026-03-11', '2026-03-11'));
  });

  it('accepts adjacent ranges and the same range in another city', async () => {
    await created('minutes-after', minutes('Warsaw', '2026-04-01', '2026-04-30'));
    await created('minutes-after', minutes('Gdansk', '2026-03-01', '2026-03-31'));
  });

  it.each([
    [minutes('Warsaw', '2026-06-02', '2026-06-01'), 'effective_to', 'iqama.end_before_start'],
    [
      { ...minutes('Warsaw', '2026-06-01', '2026-06-02'), asr_minutes: -5 },
      'asr_minutes',
      'iqama.minutes_invalid',
    ],
    [{ ...minutes('Warsaw', '2026-06-01', '2026-06-02'), mode: 'fixed_time' }, 'mode', 'iqama.mode_invalid'],
    [
      { ...minutes('Warsaw', '2026-06-01', '2026-06-02'), effective_from: '' },
      'effective_from',
      'prayer.date_invalid',
    ],
  ])('answers 422 to %j at %s', async (body, field, code) => {
    const answer = await create('minutes-after', body);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      detail: expect.arrayContaining([expect.objectContaining({ loc: ['body', field], type: code })]),
    });
  });

  it('refuses from after to in the database itself, whatever the handler does', async () => {
    const { prayerSettings } = await import('../../db/schema-prayer');
    await expect(
      server.deps.db.insert(prayerSettings).values({
        mode: 'fixed_time',
        city: 'Lodz',
        effectiveFrom: '2026-02-02',
        effectiveTo: '2026-02-01',
      }),
    ).rejects.toThrow();
  });
});

describe('editing and deleting iqama settings', () => {
  it('lets a setting move within its own range, switch mode, and never conflict with itself', async () => {
    const setting = await created('minutes-after', minutes('Poznan', '2026-05-01', '2026-05-31'));
    const moved = await call(server, 'PATCH', `/api/prayer-settings/${setting.id}`, {
      token,
      body: fixed('Poznan', '2026-05-10', '2026-05-31'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: setting.id,
      mode: 'fixed_time',
      effective_from: '2026-05-10',
      fajr_fixed: '05:30:00',
      fajr_minutes: null,
    });
  });

  it('refuses an edit that runs into another setting, and 404s an unknown id', async () => {
    const june = await created('minutes-after', minutes('Poznan', '2026-06-01', '2026-06-30'));
    const overlapping = await call(server, 'PATCH', `/api/prayer-settings/${june.id}`, {
      token,
      body: minutes('Poznan', '2026-05-31', '2026-06-30'),
    });
    expect(overlapping).toMatchObject(CONFLICT);
    const unchanged = await call(server, 'GET', `/api/prayer-settings/${june.id}`, { token });
    expect(unchanged.body).toMatchObject({ effective_from: '2026-06-01' });
    expect(
      (
        await call(server, 'PATCH', '/api/prayer-settings/999999', {
          token,
          body: minutes('Lublin', '2027-01-01', '2027-01-01'),
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a setting, freeing its range', async () => {
    const july = await created('minutes-after', minutes('Lodz', '2026-07-01', '2026-07-31'));
    expect(await call(server, 'DELETE', `/api/prayer-settings/${july.id}`, { token })).toMatchObject({
      status: 200,
    });
    expect((await call(server, 'DELETE', `/api/prayer-settings/${july.id}`, { token })).status).toBe(404);
    expect((await call(server, 'GET', `/api/prayer-settings/${july.id}`, { token })).status).toBe(404);
    await created('fixed-time', fixed('Lodz', '2026-07-15', '2026-07-15'));
  });

  it('lists every setting by city and start date', async () => {
    const answer = await call(server, 'GET', '/api/prayer-settings', { token });
    const list = v.parse(v.array(iqamaSettingSchema), answer.body);
    const keys = list.map((setting) => `${setting.city} ${setting.effective_from}`);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain('Warsaw 2026-04-01');
    expect(keys).not.toContain('Lodz 2026-07-01');
  });

  it('lets only one of two concurrent overlapping saves through', async () => {
    const answers = await Promise.all([
      create('minutes-after', minutes('Bialystok', '2026-08-01', '2026-08-31')),
      create('fixed-time', fixed('Bialystok', '2026-08-15', '2026-09-15')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });
});
