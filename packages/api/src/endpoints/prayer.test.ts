import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { bulkRejectionSchema } from '../schemas/prayer';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  createFixedTimeSetting,
  createMinutesAfterSetting,
  deleteAthanTime,
  deletePrayerSetting,
  downloadYearCsv,
  getAthanTimes,
  getPrayerSetting,
  getPrayerTimesRange,
  getPrayerTimesYear,
  getTodayAthanTimes,
  importPrayerTimes,
  listPolishCities,
  listPrayerSettings,
  saveBulkPrayerTimes,
  saveIqamaSetting,
  updateAthanTime,
  updatePrayerSetting,
  yearCsvFileName,
} from './prayer';

const SIGNED_IN: Session = {
  token: 'access-1',
  userEmail: 'imam@example.org',
  userId: 2,
  username: 'imam',
  role: 'imam',
  roles: ['imam'],
};

const DAY = {
  id: 7,
  city: 'Warsaw',
  date: '2026-03-01',
  fajr_athan: '04:30:00',
  dhuhr_athan: '11:55:00',
  asr_athan: '14:50:00',
  maghrib_athan: '17:30:00',
  isha_athan: '19:10:00',
};
const SETTING = {
  id: 3,
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: '2026-03-01',
  effective_to: '2026-03-31',
  fajr_minutes: 20,
  dhuhr_minutes: 10,
  asr_minutes: 10,
  maghrib_minutes: 5,
  isha_minutes: 10,
  fajr_fixed: null,
  dhuhr_fixed: null,
  asr_fixed: null,
  maghrib_fixed: null,
  isha_fixed: null,
} as const;
const TIMES = { fajr: '04:30', dhuhr: '11:55', asr: '14:50', maghrib: '17:30', isha: '19:10' };
const MINUTES_SAVE = {
  mode: 'minutes_after_athan' as const,
  city: 'Warsaw',
  effective_from: '2026-03-01',
  effective_to: '2026-03-31',
  fajr_minutes: 20,
  dhuhr_minutes: 10,
  asr_minutes: 10,
  maghrib_minutes: 5,
  isha_minutes: 10,
};
const FIXED_SAVE = {
  mode: 'fixed_time' as const,
  city: 'Warsaw',
  effective_from: '2026-04-01',
  effective_to: '2026-04-01',
  fajr_fixed: '05:00:00',
  dhuhr_fixed: '13:30:00',
  asr_fixed: null,
  maghrib_fixed: null,
  isha_fixed: null,
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(SIGNED_IN),
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

describe('prayer time calls', () => {
  it('reads today with the token and the city', async () => {
    const { client, requests } = await setup(() => ({ body: DAY }));
    await expect(getTodayAthanTimes(client, { city: 'Krakow' })).resolves.toEqual(DAY);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/today-athan-times?city=Krakow' });
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('answers null for a day with no times, and throws any other failure', async () => {
    const { client } = await setup((request) =>
      request.path.startsWith('/today-athan-times?city=Nowhere')
        ? { status: 500, body: { detail: 'Internal Server Error' } }
        : { status: 404, body: { detail: 'No Athan times found for today' } },
    );
    await expect(getTodayAthanTimes(client)).resolves.toBeNull();
    const error = await getTodayAthanTimes(client, { city: 'Nowhere' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(500);
  });

  it('reads, updates and deletes one day by its date and id', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE' ? { body: { message: 'Prayer time deleted' } } : { body: DAY },
    );
    await expect(getAthanTimes(client, '2026-03-01')).resolves.toEqual(DAY);
    await expect(updateAthanTime(client, 7, { date: '2026-03-01', ...TIMES })).resolves.toEqual(DAY);
    await deleteAthanTime(client, 7);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /athan-times/2026-03-01',
      'PUT /update-athan-time/7',
      'DELETE /delete-athan-time/7',
    ]);
    expect(requests[1]?.body).toEqual({ date: '2026-03-01', ...TIMES });
  });

  it.each([
    ['saveBulkPrayerTimes', saveBulkPrayerTimes, '/prayer-times/bulk'],
    ['importPrayerTimes', importPrayerTimes, '/prayer-times/import'],
  ])('%s posts the city and the days', async (_name, save, path) => {
    const answer = { message: 'Saved', saved: 1, dates: ['2026-03-01'] };
    const { client, requests } = await setup(() => ({ body: answer }));
    const body = { city: 'Warsaw', data: [{ date: '2026-03-01', ...TIMES }] };
    await expect(save(client, body)).resolves.toEqual(answer);
    expect(requests[0]).toMatchObject({ method: 'POST', path, body });
  });

  it('keeps the offending dates of a refused batch in the error body', async () => {
    const rejection = {
      detail: 'Prayer times must follow the order fajr, dhuhr, asr, maghrib, isha',
      code: 'prayer.order',
      dates: ['2026-03-02'],
      issues: [{ date: '2026-03-02', code: 'prayer.order' }],
    };
    const { client } = await setup(() => ({ status: 400, body: rejection }));
    const error = await saveBulkPrayerTimes(client, { city: 'Warsaw', data: [] }).catch((e: unknown) => e);
    expect(isApiError(error) && error.detail).toBe(rejection.detail);
    expect(isApiError(error) && v.parse(bulkRejectionSchema, error.body).dates).toEqual(['2026-03-02']);
  });

  it('asks for a range with the query names from_date, to_date and city and reads rows with iqama and mode', async () => {
    const row = {
      ...DAY,
      fajr_prayer: '04:50:00',
      dhuhr_prayer: '12:05:00',
      asr_prayer: '15:00:00',
      maghrib_prayer: '17:35:00',
      isha_prayer: '19:20:00',
      mode: 'minutes_after_athan',
    };
    const bare = {
      ...DAY,
      date: '2026-03-02',
      fajr_prayer: null,
      dhuhr_prayer: null,
      asr_prayer: null,
      maghrib_prayer: null,
      isha_prayer: null,
      mode: null,
    };
    const { client, requests } = await setup(() => ({ body: [row, bare] }));
    await expect(
      getPrayerTimesRange(client, { from_date: '2026-03-01', to_date: '2026-03-31', city: 'Gdansk' }),
    ).resolves.toEqual([row, bare]);
    expect(requests[0]?.path).toBe('/prayer-times/range?from_date=2026-03-01&to_date=2026-03-31&city=Gdansk');
  });

  it('refuses a range row without its mode as a contract error', async () => {
    const { client } = await setup(() => ({ body: [DAY] }));
    const error = await getPrayerTimesRange(client, { from_date: '2026-03-01', to_date: '2026-03-01' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('contract');
  });

  it('lists a year and downloads it as CSV', async () => {
    const csv = 'date,fajr,dhuhr,asr,maghrib,isha\n2026-03-01,04:30,11:55,14:50,17:30,19:10\n';
    const { client, requests } = await setup((request) =>
      request.path.includes('/download')
        ? {
            body: csv,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="prayer_times_2026.csv"',
            },
          }
        : { body: [DAY] },
    );
    await expect(getPrayerTimesYear(client, 2026, { city: 'Warsaw' })).resolves.toEqual([DAY]);
    const blob = await downloadYearCsv(client, 2026, { city: 'Warsaw' });
    expect(await blob.text()).toBe(csv);
    expect(yearCsvFileName(2026)).toBe('prayer_times_2026.csv');
    expect(requests.map((request) => request.path)).toEqual([
      '/prayer-times/year/2026?city=Warsaw',
      '/prayer-times/year/2026/download?city=Warsaw',
    ]);
  });

  it('reads the detail of a failed download even though the body was asked for as a file', async () => {
    const { client } = await setup(() => ({ status: 403, body: { detail: 'Not enough permissions' } }));
    const error = await downloadYearCsv(client, 2026).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([403, 'Not enough permissions']);
  });

  it('lists the Polish cities', async () => {
    const { client, requests } = await setup(() => ({ body: ['Warsaw', 'Krakow'] }));
    await expect(listPolishCities(client)).resolves.toEqual(['Warsaw', 'Krakow']);
    expect(requests[0]?.path).toBe('/polish-cities');
  });
});

describe('iqama setting calls', () => {
  it('lists settings and reads one', async () => {
    const { client, requests } = await setup((request) => ({
      body: request.path === '/prayer-settings' ? [SETTING] : SETTING,
    }));
    await expect(listPrayerSettings(client)).resolves.toEqual([SETTING]);
    await expect(getPrayerSetting(client, 3)).resolves.toEqual(SETTING);
    expect(requests.map((request) => request.path)).toEqual(['/prayer-settings', '/prayer-settings/3']);
  });

  it('saves each mode to its own route, directly or through saveIqamaSetting', async () => {
    const { client, requests } = await setup(() => ({ status: 201, body: SETTING }));
    await createMinutesAfterSetting(client, MINUTES_SAVE);
    await createFixedTimeSetting(client, FIXED_SAVE);
    await saveIqamaSetting(client, MINUTES_SAVE);
    await saveIqamaSetting(client, FIXED_SAVE);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /prayer-settings/minutes-after',
      'POST /prayer-settings/fixed-time',
      'POST /prayer-settings/minutes-after',
      'POST /prayer-settings/fixed-time',
    ]);
    expect(requests[1]?.body).toEqual(FIXED_SAVE);
  });

  it('passes the conflict detail on as the error detail', async () => {
    const { client } = await setup(() => ({
      status: 400,
      body: { detail: 'Date range conflicts with existing settings' },
    }));
    const error = await createMinutesAfterSetting(client, MINUTES_SAVE).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([
      400,
      'Date range conflicts with existing settings',
    ]);
  });

  it('patches and deletes a setting by id', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE' ? { body: { message: 'Setting deleted' } } : { body: SETTING },
    );
    await expect(updatePrayerSetting(client, 3, MINUTES_SAVE)).resolves.toEqual(SETTING);
    await deletePrayerSetting(client, 3);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /prayer-settings/3',
      'DELETE /prayer-settings/3',
    ]);
    expect(requests[0]?.body).toEqual(MINUTES_SAVE);
  });
});
