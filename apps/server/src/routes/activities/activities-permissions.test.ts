import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_FORM, activityForm, insertActivity } from '../../test/activities';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { PNG } from '../../test/images';

/**
 * The activities calls, one by one (docs/decisions/0004), with every kind of caller: the staff's
 * calls are the admin's and the imam's; the public list is everyone's.
 */
type Caller = 'anonymous' | 'parent' | 'teacher' | 'imam' | 'admin';
const callers: Caller[] = ['anonymous', 'parent', 'teacher', 'imam', 'admin'];

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['parent', 'teacher', 'imam', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

const everyone = (status: number) => Object.fromEntries(callers.map((caller) => [caller, status]));
const staff = (status: number) => ({
  anonymous: 401,
  parent: 403,
  teacher: 403,
  imam: status,
  admin: status,
});

interface Row {
  name: string;
  method: string;
  path: () => Promise<string> | string;
  body?: () => FormData;
  expected: Record<string, number>;
}

const activityPath = async () => `/api/activities/${(await insertActivity(server)).id}`;

const rows: Row[] = [
  { name: 'GET /activities/', method: 'GET', path: () => '/api/activities/', expected: staff(200) },
  { name: 'GET /activities/{id}', method: 'GET', path: activityPath, expected: staff(200) },
  {
    name: 'POST /activities/',
    method: 'POST',
    path: () => '/api/activities/',
    body: () => activityForm(ACTIVITY_FORM, PNG),
    expected: staff(201),
  },
  {
    name: 'PATCH /activities/{id}',
    method: 'PATCH',
    path: activityPath,
    body: () => activityForm(ACTIVITY_FORM, PNG),
    expected: staff(200),
  },
  { name: 'DELETE /activities/{id}', method: 'DELETE', path: activityPath, expected: staff(204) },
  {
    name: 'GET /public/activities',
    method: 'GET',
    path: () => '/api/public/activities',
    expected: everyone(200),
  },
];

describe('who may call what in the activities area', () => {
  it('covers every activities call the app serves', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.includes('/activities'))
      .map((route) => `${route.method} ${route.path.replace('/api', '').replace(':id', '{id}')}`);
    expect(served.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(served));
  });

  it.each(rows)('$name', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of callers) {
      const headers: Record<string, string> = {};
      const token = tokens[caller];
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await server.app.request(await row.path(), {
        method: row.method,
        headers,
        body: row.body?.(),
      });
      seen[caller] = response.status;
    }
    expect(seen).toEqual(row.expected);
  });

  it('a refused change leaves the activity and its photo as they were', async () => {
    const activity = await insertActivity(server, { photo: null });
    for (const caller of ['anonymous', 'parent', 'teacher'] as const) {
      const headers: Record<string, string> = tokens[caller]
        ? { authorization: `Bearer ${tokens[caller]}` }
        : {};
      await server.app.request(`/api/activities/${activity.id}`, {
        method: 'PATCH',
        headers,
        body: activityForm({ ...ACTIVITY_FORM, title_en: 'Changed' }, PNG),
      });
      await call(server, 'DELETE', `/api/activities/${activity.id}`, { token: tokens[caller] });
    }
    const answer = await call(server, 'GET', `/api/activities/${activity.id}`, { token: tokens.imam });
    expect((answer.body as { activity: unknown }).activity).toMatchObject({
      title: 'Open mosque day',
      photo: null,
    });
  });
});
