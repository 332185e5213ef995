import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FORM } from '../../test/certificates';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/** The certificate calls are the admin's alone (docs/decisions/0004): every other caller is refused. */
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

const adminOnly = (status: number) => ({
  anonymous: 401,
  parent: 403,
  teacher: 403,
  imam: 403,
  admin: status,
});
const requestPath = async (suffix = '') => {
  const created = await call(server, 'POST', '/api/marriage', { token: tokens.admin, body: CUSTOM_FORM });
  return `/api/marriage/${(created.body as { request: { id: number } }).request.id}${suffix}`;
};

const rows = [
  { name: 'GET /marriage', method: 'GET', path: () => '/api/marriage', expected: adminOnly(200) },
  { name: 'GET /marriage/{id}', method: 'GET', path: () => requestPath(), expected: adminOnly(200) },
  {
    name: 'POST /marriage',
    method: 'POST',
    path: () => '/api/marriage',
    body: CUSTOM_FORM,
    expected: adminOnly(201),
  },
  {
    name: 'PUT /marriage/{id}',
    method: 'PUT',
    path: () => requestPath(),
    body: CUSTOM_FORM,
    expected: adminOnly(200),
  },
  {
    name: 'PUT /marriage/{id}/status',
    method: 'PUT',
    path: () => requestPath('/status'),
    body: { status: 'approved' },
    expected: adminOnly(200),
  },
  { name: 'DELETE /marriage/{id}', method: 'DELETE', path: () => requestPath(), expected: adminOnly(204) },
];

describe('who may call what in the certificate requests', () => {
  it('covers every certificate call the app serves', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.includes('/marriage'))
      .map((route) => `${route.method} ${route.path.replace('/api', '').replace(':id', '{id}')}`);
    expect(served.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(served));
  });

  it.each(rows)('$name', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of callers) {
      const answer = await call(server, row.method, await row.path(), {
        token: tokens[caller],
        body: row.body,
      });
      seen[caller] = answer.status;
    }
    expect(seen).toEqual(row.expected);
  });
});
