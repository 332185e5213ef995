import { athanDaySchema, bulkRejectionSchema, prayerRangeSchema } from '@minbar/api/schemas/prayer';
import { previewTimetable } from '@minbar/domain/prayer/timetable-import';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

const day = (date: string, shift = 0) => ({
  date,
  fajr: `04:${String(10 + shift).padStart(2, '0')}`,
  dhuhr: '12:30',
  asr: '16:05',
  maghrib: '20:15',
  isha: '22:00',
});

const bulk = (body: unknown, city?: string) =>
  call(server, 'POST', '/api/prayer-times/bulk', {
    token,
    body: city ? { city, ...(body as object) } : body,
  });
const rangeOf = async (from: string, to: string, city = 'Warsaw') => {
  const answer = await call(
    server,
    'GET',
    `/api/prayer-times/range?from_date=${from}&to_date=${to}&city=${city}`,
    { token },
  );
  expect(answer.status).toBe(200);
  return v.parse(prayerRangeSchema, answer.body);
};

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
});
afterAll(() => server.close());

describe('POST /api/prayer-times/bulk', () => {
  it('stores every day with seconds and answers the saved dates', async () => {
    const answer = await bulk({ city: 'Warsaw', data: [day('2026-01-02'), day('2026-01-01')] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Prayer times saved',
      saved: 2,
      dates: ['2026-01-01', '2026-01-02'],
    });
    const stored = await call(server, 'GET', '/api/athan-times/2026-01-01', { token });
    expect(v.parse(athanDaySchema, stored.body)).toMatchObject({
      city: 'Warsaw',
      date: '2026-01-01',
      fajr_athan: '04:10:00',
      isha_athan: '22:00:00',
    });
  });

  it('upserts on city and date: a second save replaces the day instead of adding one', async () => {
    await bulk({ city: 'warsaw', data: [day('2026-01-01', 5)] });
    const year = await call(server, 'GET', '/api/prayer-times/year/2026?city=Warsaw', { token });
    const days = v.parse(v.array(athanDaySchema), year.body);
    expect(days.filter((row) => row.date === '2026-01-01')).toHaveLength(1);
    expect(days.find((row) => row.date === '2026-01-01')?.fajr_athan).toBe('04:15:00');
  });

  it('rejects the whole batch when one day breaks the order, names it, and stores nothing', async () => {
    const answer = await bulk({
      city: 'Warsaw',
      data: [day('2026-02-01'), { ...day('2026-02-02'), asr: '12:00' }, day('2026-01-01', 40)],
    });
    expect(answer.status).toBe(400);
    const body = v.parse(bulkRejectionSchema, answer.body);
    expect(body).toMatchObject({ code: 'prayer.order', dates: ['2026-02-02'] });
    expect(body.detail).toContain('2026-02-02');
    const february = await rangeOf('2026-02-01', '2026-02-28');
    expect(february).toEqual([]);
    const january = await call(server, 'GET', '/api/athan-times/2026-01-01', { token });
    expect(v.parse(athanDaySchema, january.body).fajr_athan).toBe('04:15:00');
  });

  it.each([
    [
      {
        city: 'Warsaw',
        data: [{ ...day('2026-03-01'), fajr: '', dhuhr: '', asr: '', maghrib: '', isha: '' }],
      },
      'prayer.none_entered',
    ],
    [{ city: 'Warsaw', data: [day('2026-03-01'), day('2026-03-01')] }, 'prayer.duplicate_date'],
  ])('refuses %j with %s', async (body, code) => {
    const answer = await bulk(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code });
  });

  it('answers 422 for a body of the wrong shape', async () => {
    const answer = await bulk({ city: '', data: 'soon' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      detail: expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'city'], type: 'prayer.city_required' }),
      ]),
    });
  });
});

describe('POST /api/prayer-times/import', () => {
  it('saves a previewed file whole, or nothing when any row is bad', async () => {
    const preview = previewTimetable({
      header: ['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
      rows: [
        ['2026-02-01', '06:33', '13:05', '15:24', '17:51', '19:25'],
        ['2026-02-02', '06:32', '13:06', '15:25', '17:53', '19:26'],
      ],
    });
    expect(preview.ok).toBe(true);
    const saved = await call(server, 'POST', '/api/prayer-times/import', {
      token,
      body: { city: 'Krakow', data: preview.days },
    });
    expect(saved.body).toMatchObject({ saved: 2, dates: ['2026-02-01', '2026-02-02'] });

    const tampered = [
      ...preview.days.map((row) => ({ ...row, date: row.date.replace('-02-', '-03-') })),
      { ...day('2026-03-03'), isha: '01:00' },
    ];
    const refused = await call(server, 'POST', '/api/prayer-times/import', {
      token,
      body: { city: 'Krakow', data: tampered },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'prayer.order', dates: ['2026-03-03'] });
    expect(await rangeOf('2026-03-01', '2026-03-31', 'Krakow')).toEqual([]);
  });
});

describe('one day: read, update, delete', () => {
  it('reads a day by date and city, and 404s a day without times', async () => {
    expect((await call(server, 'GET', '/api/athan-times/2026-02-01?city=krakow', { token })).status).toBe(
      200,
    );
    const missing = await call(server, 'GET', '/api/athan-times/2026-07-01', { token });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'No prayer times available' } });
    expect((await call(server, 'GET', '/api/athan-times/2026-02-30', { token })).status).toBe(422);
  });

  it('updates the five times in order, refuses a broken order and a date already taken', async () => {
    await bulk({ city: 'Gdansk', data: [day('2026-05-01'), day('2026-05-02')] });
    const first = v.parse(
      athanDaySchema,
      (await call(server, 'GET', '/api/athan-times/2026-05-01?city=Gdansk', { token })).body,
    );
    const updated = await call(server, 'PUT', `/api/update-athan-time/${first.id}`, {
      token,
      body: { ...day('2026-05-01'), fajr: '3:05' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: first.id, fajr_athan: '03:05:00' });
    const disordered = await call(server, 'PUT', `/api/update-athan-time/${first.id}`, {
      token,
      body: { ...day('2026-05-01'), isha: '20:00' },
    });
    expect(disordered.status).toBe(422);
    expect(disordered.body).toMatchObject({ detail: [{ type: 'prayer.order' }] });
    const taken = await call(server, 'PUT', `/api/update-athan-time/${first.id}`, {
      token,
      body: day('2026-05-02'),
    });
    expect(taken.status).toBe(409);
    expect(
      (await call(server, 'PUT', '/api/update-athan-time/999999', { token, body: day('2026-05-09') })).status,
    ).toBe(404);
  });

  it('answers 409, never 500, when two days are moved to one free date at the same time', async () => {
    expect((await bulk({ city: 'Lodz', data: [day('2026-05-11'), day('2026-05-12')] })).status).toBe(200);
    const ids = await Promise.all(
      ['2026-05-11', '2026-05-12'].map(
        async (date) =>
          v.parse(
            athanDaySchema,
            (await call(server, 'GET', `/api/athan-times/${date}?city=Lodz`, { token })).body,
          ).id,
      ),
    );
    const answers = await Promise.all(
      ids.map((id) =>
        call(server, 'PUT', `/api/update-athan-time/${id}`, { token, body: day('2026-05-20') }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('deletes a day once', async () => {
    const second = v.parse(
      athanDaySchema,
      (await call(server, 'GET', '/api/athan-times/2026-05-02?city=Gdansk', { token })).body,
    );
    expect(await call(server, 'DELETE', `/api/delete-athan-time/${second.id}`, { token })).toMatchObject({
      status: 200,
      body: { message: 'Prayer time deleted' },
    });
    expect((await call(server, 'DELETE', `/api/delete-athan-time/${second.id}`, { token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/athan-times/2026-05-02?city=Gdansk', { token })).status).toBe(
      404,
    );
  });
});

describe('GET /api/prayer-times/range', () => {
  beforeAll(async () => {
    await bulk({
      city: 'Poznan',
      data: [
        day('2026-06-01'),
        day('2026-06-02'),
        day('2026-06-03'),
        { ...day('2026-06-04'), isha: '23:30' },
      ],
    });
    const settings = [
      [
        'minutes-after',
        {
          mode: 'minutes_after_athan',
          city: 'Poznan',
          effective_from: '2026-06-01',
          effective_to: '2026-06-01',
          fajr_minutes: 20,
          dhuhr_minutes: 0,
          asr_minutes: 15,
          maghrib_minutes: 5,
          isha_minutes: 10,
        },
      ],
      [
        'fixed-time',
        {
          mode: 'fixed_time',
          city: 'Poznan',
          effective_from: '2026-06-02',
          effective_to: '2026-06-02',
          fajr_fixed: '05:00',
          dhuhr_fixed: '13:30',
          asr_fixed: '',
          maghrib_fixed: null,
          isha_fixed: '22:30',
        },
      ],
      [
        'minutes-after',
        {
          mode: 'minutes_after_athan',
          city: 'Poznan',
          effective_from: '2026-06-04',
          effective_to: '2026-06-30',
          fajr_minutes: 45,
          dhuhr_minutes: 45,
          asr_minutes: 45,
          maghrib_minutes: 45,
          isha_minutes: 45,
        },
      ],
      [
        'minutes-after',
        {
          mode: 'minutes_after_athan',
          city: 'Krakow',
          effective_from: '2026-06-01',
          effective_to: '2026-06-30',
          fajr_minutes: 1,
          dhuhr_minutes: 1,
          asr_minutes: 1,
          maghrib_minutes: 1,
          isha_minutes: 1,
        },
      ],
    ] as const;
    for (const [route, body] of settings) {
      expect((await call(server, 'POST', `/api/prayer-settings/${route}`, { token, body })).status).toBe(201);
    }
  });

  it('gives each day its athan, the iqama of the covering setting and its mode', async () => {
    const rows = await rangeOf('2026-05-31', '2026-06-30', 'Poznan');
    expect(rows.map((row) => row.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04']);
    expect(rows[0]).toMatchObject({
      city: 'Poznan',
      fajr_athan: '04:10:00',
      fajr_prayer: '04:30:00',
      dhuhr_prayer: '12:30:00',
      asr_prayer: '16:20:00',
      maghrib_prayer: '20:20:00',
      isha_prayer: '22:10:00',
      mode: 'minutes_after_athan',
    });
    expect(rows[1]).toMatchObject({
      fajr_prayer: '05:00:00',
      dhuhr_prayer: '13:30:00',
      asr_prayer: null,
      maghrib_prayer: null,
      isha_prayer: '22:30:00',
      mode: 'fixed_time',
    });
    expect(rows[2]).toMatchObject({ fajr_prayer: null, isha_prayer: null, mode: null });
    expect(rows[3]).toMatchObject({
      isha_athan: '23:30:00',
      isha_prayer: '00:15:00',
      mode: 'minutes_after_athan',
    });
  });

  it('defaults to Warsaw, checks the query and refuses a reversed range', async () => {
    expect((await rangeOf('2026-01-01', '2026-01-31')).map((row) => row.city)).toEqual(['Warsaw', 'Warsaw']);
    const reversed = await call(
      server,
      'GET',
      '/api/prayer-times/range?from_date=2026-06-30&to_date=2026-06-01',
      { token },
    );
    expect(reversed).toMatchObject({ status: 400, body: { detail: 'End date must be after start date' } });
    expect(
      (await call(server, 'GET', '/api/prayer-times/range?from_date=2026-06-01', { token })).status,
    ).toBe(422);
  });
});

describe('year list, download and cities', () => {
  it('lists a year of one city in date order', async () => {
    const answer = await call(server, 'GET', '/api/prayer-times/year/2026?city=Poznan', { token });
    expect(v.parse(v.array(athanDaySchema), answer.body).map((row) => row.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
    ]);
    expect((await call(server, 'GET', '/api/prayer-times/year/2027?city=Poznan', { token })).body).toEqual(
      [],
    );
    expect((await call(server, 'GET', '/api/prayer-times/year/26', { token })).status).toBe(422);
  });

  it('downloads the year as prayer_times_{year}.csv in the format the import reads', async () => {
    const answer = await call(server, 'GET', '/api/prayer-times/year/2026/download?city=Poznan', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="prayer_times_2026.csv"');
    expect(answer.body).toBe(
      'date,fajr,dhuhr,asr,maghrib,isha\n' +
        '2026-06-01,04:10,12:30,16:05,20:15,22:00\n' +
        '2026-06-02,04:10,12:30,16:05,20:15,22:00\n' +
        '2026-06-03,04:10,12:30,16:05,20:15,22:00\n' +
        '2026-06-04,04:10,12:30,16:05,20:15,23:30\n',
    );
    const [header = [], ...rows] = String(answer.body)
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(previewTimetable({ header, rows })).toMatchObject({ ok: true, format: 'minbar' });
  });

  it('lists the ten Polish cities, Warsaw first', async () => {
    const answer = await call(server, 'GET', '/api/polish-cities', { token });
    expect(answer.body).toEqual([
      'Warsaw',
      'Krakow',
      'Lodz',
      'Wroclaw',
      'Poznan',
      'Gdansk',
      'Szczecin',
      'Bydgoszcz',
      'Lublin',
      'Bialystok',
    ]);
  });
});

describe('GET /api/today-athan-times', () => {
  let staff: { email: string; password: string };
  /** Moves the injected clock, then signs in again: a token from another hour would have expired. */
  const tokenAt = async (instant: string) => {
    server.clock.now = new Date(instant);
    return (await signIn(server, staff)).access_token;
  };

  beforeAll(async () => {
    staff = await createAccount(server, { roles: ['admin'] });
    await bulk({
      city: 'Warsaw',
      data: [day('2026-06-30'), day('2026-07-01', 1), day('2026-10-25', 2), day('2026-10-26', 3)],
    });
  });

  it.each([
    // 23:30 UTC on 30 June is already 1 July on the Warsaw clock (UTC+2).
    ['2026-06-30T21:59:00Z', '2026-06-30'],
    ['2026-06-30T22:30:00Z', '2026-07-01'],
    // The fall-back day lasts 25 hours: 23:30 Warsaw is 22:30 UTC, midnight is 23:00 UTC.
    ['2026-10-25T22:30:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('at %s it answers the Warsaw date %s', async (instant, date) => {
    const answer = await call(server, 'GET', '/api/today-athan-times', { token: await tokenAt(instant) });
    expect(answer.status).toBe(200);
    expect(v.parse(athanDaySchema, answer.body).date).toBe(date);
  });

  it('follows the configured time zone', async () => {
    const late = await tokenAt('2026-06-30T22:30:00Z');
    server.deps.timeZone = 'America/New_York';
    try {
      const answer = await call(server, 'GET', '/api/today-athan-times', { token: late });
      expect(v.parse(athanDaySchema, answer.body).date).toBe('2026-06-30');
    } finally {
      server.deps.timeZone = undefined;
    }
  });

  it('answers a detail when today has no times, for the city asked', async () => {
    const noon = await tokenAt('2026-06-30T12:00:00Z');
    expect(await call(server, 'GET', '/api/today-athan-times?city=Lublin', { token: noon })).toMatchObject({
      status: 404,
      body: { detail: 'No Athan times found for today' },
    });
  });
});
