import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/**
 * The prayer-time calls, one by one (docs/decisions/0004): every call with no token (401), with a
 * parent, teacher and student token (403), and with an imam and an admin token (the handler runs: not
 * 401/403).
 */
type Caller = 'anonymous' | 'parent' | 'teacher' | 'student' | 'imam' | 'admin';

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['parent', 'teacher', 'student', 'imam', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

const DAY = {
  date: '2026-03-01',
  fajr: '04:30',
  dhuhr: '11:55',
  asr: '14:50',
  maghrib: '17:30',
  isha: '19:10',
};
const MINUTES = {
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: '2030-01-01',
  effective_to: '2030-01-01',
  fajr_minutes: 1,
  dhuhr_minutes: 1,
  asr_minutes: 1,
  maghrib_minutes: 1,
  isha_minutes: 1,
};

const rows: Array<[name: string, method: string, path: string, body?: unknown]> = [
  ['GET /today-athan-times', 'GET', '/api/today-athan-times'],
  ['GET /athan-times/{date}', 'GET', '/api/athan-times/2026-03-01'],
  ['PUT /update-athan-time/{id}', 'PUT', '/api/update-athan-time/999999', DAY],
  ['DELETE /delete-athan-time/{id}', 'DELETE', '/api/delete-athan-time/999999'],
  ['POST /prayer-times/bulk', 'POST', '/api/prayer-times/bulk', { city: 'Warsaw', data: [DAY] }],
  ['POST /prayer-times/import', 'POST', '/api/prayer-times/import', { city: 'Warsaw', data: [DAY] }],
  [
    'GET /prayer-times/range',
    'GET',
    '/api/prayer-times/range?from_date=2026-03-01&to_date=2026-03-31&city=Warsaw',
  ],
  ['GET /prayer-times/year/{year}', 'GET', '/api/prayer-times/year/2026?city=Warsaw'],
  ['GET /prayer-times/year/{year}/download', 'GET', '/api/prayer-times/year/2026/download?city=Warsaw'],
  ['GET /polish-cities', 'GET', '/api/polish-cities'],
  ['GET /prayer-settings', 'GET', '/api/prayer-settings'],
  ['GET /prayer-settings/{id}', 'GET', '/api/prayer-settings/999999'],
  [
    'POST /prayer-settings/minutes-after',
    'POST',
    '/api/prayer-settings/minutes-after',
    { ...MINUTES, effective_from: 'x' },
  ],
  [
    'POST /prayer-settings/fixed-time',
    'POST',
    '/api/prayer-settings/fixed-time',
    { ...MINUTES, mode: 'fixed_time', effective_from: 'x' },
  ],
  ['PATCH /prayer-settings/{id}', 'PATCH', '/api/prayer-settings/999999', MINUTES],
  ['DELETE /prayer-settings/{id}', 'DELETE', '/api/prayer-settings/999999'],
];

const everyCaller = (['anonymous', 'parent', 'teacher', 'student', 'imam', 'admin'] as const).flatMap(
  (caller) => rows.map(([name, method, path, body]) => [name, caller, method, path, body] as const),
);

describe('who may call the prayer endpoints', () => {
  it('covers every prayer-time call', () => {
    expect(rows).toHaveLength(16);
  });

  it.each(everyCaller)('%s as %s', async (_name, caller, method, path, body) => {
    const answer = await call(server, method, path, {
      token: tokens[caller as Exclude<Caller, 'anonymous'>],
      body,
    });
    if (caller === 'anonymous') {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: 'Could not validate credentials' });
    } else if (caller === 'imam' || caller === 'admin') {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'Not enough permissions' });
    }
  });
});
