import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHILD_FORM,
  createChild,
  createPackage,
  createSubject,
  createSubscription,
  PACKAGE_FORM,
} from '../../test/education';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/**
 * The education calls (docs/decisions/0023): the staff's are the admin's alone, an
 * imam included among the refused; enrolling and subscribing a child are a parent's.
 */
type Caller = 'anonymous' | 'parent' | 'teacher' | 'imam' | 'admin';
const callers: Caller[] = ['anonymous', 'parent', 'teacher', 'imam', 'admin'];

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};
let teacherId = 0;

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['parent', 'teacher', 'imam', 'admin'] as const) {
    const account = await createAccount(server, { roles: [role] });
    if (role === 'teacher') teacherId = account.id;
    tokens[role] = (await signIn(server, account)).access_token;
  }
});
afterAll(() => server.close());

const adminOnly = (status: number) => ({
  anonymous: 401,
  parent: 403,
  teacher: 403,
  imam: 403,
  admin: status,
});
const parentOnly = (status: number) => ({
  anonymous: 401,
  parent: status,
  teacher: 403,
  imam: 403,
  admin: 403,
});
const both = () => ({ parent: tokens.parent!, admin: tokens.admin! });

let names = 0;
const subjectName = () => {
  names += 1;
  return `Walk subject ${names}`;
};

interface Row {
  name: string;
  method: string;
  expected: Record<Caller, number>;
  /** Makes what one call needs, fresh for each caller, so a change by one does not stop the next. */
  prepare: () => Promise<{ path: string; body?: unknown }>;
}

const rows: Row[] = [
  {
    name: 'GET /subjects',
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({ path: '/api/subjects' }),
  },
  {
    name: 'POST /subjects',
    method: 'POST',
    expected: adminOnly(201),
    prepare: async () => ({ path: '/api/subjects', body: { name: subjectName() } }),
  },
  {
    name: 'PUT /subjects/{id}',
    method: 'PUT',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/subjects/${await createSubject(server, tokens.admin!)}`,
      body: { name: subjectName(), description: 'Changed' },
    }),
  },
  {
    name: 'DELETE /subjects/{id}',
    method: 'DELETE',
    expected: adminOnly(204),
    prepare: async () => ({ path: `/api/subjects/${await createSubject(server, tokens.admin!)}` }),
  },
  {
    name: 'GET /teachers/',
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({ path: '/api/teachers/' }),
  },
  ...([
    'POST /assign-subjects-to-teacher',
    'DELETE /remove-subjects-from-teacher',
    'POST /reassign-subjects',
  ].map((name) => ({
    name,
    method: name.split(' ')[0]!,
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api${name.split(' ')[1]}`,
      body: { teacher_id: teacherId, subject_ids: [await createSubject(server, tokens.admin!)] },
    }),
  })) satisfies Row[]),
  {
    name: 'PATCH /users/{id}/delete-teacher',
    method: 'PATCH',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/users/${(await createAccount(server, { roles: ['teacher'] })).id}/delete-teacher`,
    }),
  },
  ...(['/children/approved/', '/children/unapproved/', '/children/approved/no-teachers/'].map((path) => ({
    name: `GET ${path}`,
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({ path: `/api${path}` }),
  })) satisfies Row[]),
  {
    name: 'PATCH /children/{id}/approve/',
    method: 'PATCH',
    expected: adminOnly(200),
    prepare: async () => ({ path: `/api/children/${await createChild(server, both())}/approve/` }),
  },
  {
    name: 'POST /assign-children-to-teacher/',
    method: 'POST',
    expected: adminOnly(200),
    prepare: async () => ({
      path: '/api/assign-children-to-teacher/',
      body: { child_ids: [await createChild(server, both(), { approve: true })], teacher_id: teacherId },
    }),
  },
  {
    name: 'DELETE /remove-children-from-teacher/',
    method: 'DELETE',
    expected: adminOnly(200),
    prepare: async () => ({
      path: '/api/remove-children-from-teacher/',
      body: { child_ids: [await createChild(server, both(), { approve: true })], teacher_id: teacherId },
    }),
  },
  {
    name: 'DELETE /children/{id}',
    method: 'DELETE',
    expected: adminOnly(204),
    prepare: async () => ({ path: `/api/children/${await createChild(server, both())}` }),
  },
  {
    name: 'POST /children/',
    method: 'POST',
    expected: parentOnly(201),
    prepare: async () => ({ path: '/api/children/', body: CHILD_FORM }),
  },
  {
    name: 'GET /packages/',
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({ path: '/api/packages/' }),
  },
  {
    name: 'POST /packages/',
    method: 'POST',
    expected: adminOnly(201),
    prepare: async () => ({ path: '/api/packages/', body: PACKAGE_FORM }),
  },
  {
    name: 'GET /packages/{id}/',
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({ path: `/api/packages/${await createPackage(server, tokens.admin!)}/` }),
  },
  {
    name: 'PUT /packages/{id}/',
    method: 'PUT',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/packages/${await createPackage(server, tokens.admin!)}/`,
      body: { ...PACKAGE_FORM, price: 175 },
    }),
  },
  {
    name: 'PATCH /packages/{id}/toggle',
    method: 'PATCH',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/packages/${await createPackage(server, tokens.admin!)}/toggle?is_active=false`,
    }),
  },
  {
    name: 'GET /packages/{id}/subscriptions',
    method: 'GET',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/packages/${await createPackage(server, tokens.admin!)}/subscriptions`,
    }),
  },
  {
    name: 'PATCH /subscriptions/{id}/suspend',
    method: 'PATCH',
    expected: adminOnly(200),
    prepare: async () => ({
      path: `/api/subscriptions/${(await createSubscription(server, both())).id}/suspend?reason=Unpaid`,
    }),
  },
  {
    name: 'PATCH /subscriptions/{id}/reactivate',
    method: 'PATCH',
    expected: adminOnly(200),
    prepare: async () => {
      const { id } = await createSubscription(server, both());
      await call(server, 'PATCH', `/api/subscriptions/${id}/suspend?reason=Unpaid`, { token: tokens.admin });
      return { path: `/api/subscriptions/${id}/reactivate` };
    },
  },
  {
    name: 'POST /subscriptions',
    method: 'POST',
    expected: parentOnly(201),
    prepare: async () => ({
      path: '/api/subscriptions',
      body: {
        child_id: await createChild(server, both(), { approve: true }),
        package_id: await createPackage(server, tokens.admin!),
      },
    }),
  },
];

const EDUCATION_PATH =
  /^\/api\/(subjects|teachers|assign-|remove-(subjects|children)|reassign-|users\/:id\/delete-teacher|children|packages|subscriptions)/;

describe('who may call what in education', () => {
  it('covers every education call the app serves', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && EDUCATION_PATH.test(route.path))
      .map((route) => `${route.method} ${route.path.replace('/api', '').replace(':id', '{id}')}`);
    expect(new Set(served)).toEqual(new Set(rows.map((row) => row.name)));
  });

  it.each(rows)('$name', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of callers) {
      const { path, body } = await row.prepare();
      seen[caller] = (await call(server, row.method, path, { token: tokens[caller], body })).status;
    }
    expect(seen).toEqual(row.expected);
  });
});
