import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/**
 * The session, account and settings calls, one by one (docs/decisions/0004): every call with no
 * token, and with an imam, a parent and an admin token. Public calls never answer 401/403 for a
 * missing token; "signed-in" calls answer 401 without one; admin calls answer 403 to everyone but an
 * admin.
 */
type Who = 'public' | 'signed-in' | 'admin';
type Caller = 'anonymous' | 'imam' | 'parent' | 'admin';

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};
let targetEmail = '';
let targetId = 0;
let refresher: { email: string; password: string };

beforeAll(async () => {
  server = await createTestServer({
    limits: { codePerPair: 1000, codePerAddress: 1000, mailPerAccount: 1000 },
  });
  for (const role of ['imam', 'parent', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
  refresher = await createAccount(server, { roles: ['student'] });
  const target = await createAccount(server, { roles: ['teacher'] });
  targetEmail = encodeURIComponent(target.email);
  targetId = target.id;
});
afterAll(() => server.close());

interface Row {
  name: string;
  method: string;
  path: () => string;
  body?: () => Promise<unknown> | unknown;
  who: Who;
  /** What a public call answers to this input, the same whoever calls: proof the handler ran. */
  publicStatus?: number;
}

const rows: Row[] = [
  {
    name: 'GET /settings',
    method: 'GET',
    path: () => '/api/settings',
    who: 'public',
    publicStatus: 200,
  },
  {
    name: 'PUT /settings',
    method: 'PUT',
    path: () => '/api/settings',
    body: () => ({ default_city: 'Warsaw', hijri_offset: 0, jumuah: { athan: '13:00', iqama: '13:30' } }),
    who: 'admin',
  },
  {
    name: 'GET /public/mosque',
    method: 'GET',
    path: () => '/api/public/mosque',
    who: 'public',
    publicStatus: 200,
  },
  {
    name: 'GET /settings/identity',
    method: 'GET',
    path: () => '/api/settings/identity',
    who: 'admin',
  },
  {
    name: 'PUT /settings/identity',
    method: 'PUT',
    path: () => '/api/settings/identity',
    body: () => ({
      name: { en: 'Centre', ar: 'مركز', pl: 'Centrum' },
      address: 'ul. Przykładowa 1\n00-000 Warszawa',
    }),
    who: 'admin',
  },
  {
    name: 'GET /admin/status/payments',
    method: 'GET',
    path: () => '/api/admin/status/payments',
    who: 'admin',
  },
  {
    name: 'GET /admin/status/mail',
    method: 'GET',
    path: () => '/api/admin/status/mail',
    who: 'admin',
  },
  {
    name: 'POST /token',
    method: 'POST',
    path: () => '/api/token',
    body: () => ({ email: 'x@example.test', password: 'whatever1' }),
    who: 'public',
    publicStatus: 401,
  },
  {
    name: 'POST /register',
    method: 'POST',
    path: () => '/api/register',
    body: () => ({ username: '', email: 'bad', phone: '1', password: '1' }),
    who: 'public',
    publicStatus: 422,
  },
  {
    name: 'POST /verify',
    method: 'POST',
    path: () => '/api/verify',
    body: () => ({ email: 'x@example.test', code: '123456' }),
    who: 'public',
    publicStatus: 400,
  },
  {
    name: 'POST /refresh-token',
    method: 'POST',
    path: () => '/api/refresh-token',
    body: async () => ({ refresh_token: (await signIn(server, refresher)).refresh_token }),
    who: 'public',
    publicStatus: 200,
  },
  {
    name: 'POST /password-reset/request',
    method: 'POST',
    path: () => '/api/password-reset/request',
    body: () => ({ email: 'x@example.test' }),
    who: 'public',
    publicStatus: 200,
  },
  {
    name: 'POST /password-reset/verify-code',
    method: 'POST',
    path: () => '/api/password-reset/verify-code',
    body: () => ({ email: 'x@example.test', code: '123456' }),
    who: 'public',
    publicStatus: 400,
  },
  {
    name: 'POST /password-reset/confirm',
    method: 'POST',
    path: () => '/api/password-reset/confirm',
    body: () => ({ email: 'x@example.test', code: '123456', new_password: 'long enough' }),
    who: 'public',
    publicStatus: 400,
  },
  { name: 'GET /users/me', method: 'GET', path: () => '/api/users/me', who: 'signed-in' },
  {
    name: 'GET /admin/users',
    method: 'GET',
    path: () => '/api/admin/users?page=1&per_page=10',
    who: 'admin',
  },
  {
    name: 'GET /admin/users-roles-count',
    method: 'GET',
    path: () => '/api/admin/users-roles-count',
    who: 'admin',
  },
  {
    name: 'POST /add-role/{email}',
    method: 'POST',
    path: () => `/api/add-role/${targetEmail}?role=parent`,
    who: 'admin',
  },
  {
    name: 'DELETE /remove-role/{email}',
    method: 'DELETE',
    path: () => `/api/remove-role/${targetEmail}?role=parent`,
    who: 'admin',
  },
  {
    name: 'PUT /update-role/{email}',
    method: 'PUT',
    path: () => `/api/update-role/${targetEmail}?new_role=teacher`,
    who: 'admin',
  },
  // Last, so the other rows still find the account.
  {
    name: 'DELETE /admin/users/{id}',
    method: 'DELETE',
    path: () => `/api/admin/users/${targetId}`,
    who: 'admin',
  },
];

const callers: Caller[] = ['anonymous', 'imam', 'parent', 'admin'];

function expectedAccess(who: Who, caller: Caller): 'allowed' | 401 | 403 {
  if (who === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (who === 'signed-in' || caller === 'admin') return 'allowed';
  return 403;
}

describe('who may call the session, account and settings endpoints', () => {
  for (const row of rows) {
    it(`${row.name} is ${row.who}`, async () => {
      for (const caller of callers) {
        const answer = await call(server, row.method, row.path(), {
          token: tokens[caller],
          body: await row.body?.(),
        });
        const expected = expectedAccess(row.who, caller);
        const context = `${caller}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (expected === 'allowed') {
          if (row.publicStatus !== undefined) expect(answer.status, context).toBe(row.publicStatus);
          else expect(answer.status, context).toBeLessThan(400);
        } else {
          expect(answer.status, context).toBe(expected);
          expect(answer.body, context).toEqual({
            detail: expected === 401 ? 'Could not validate credentials' : 'Not enough permissions',
          });
        }
      }
    });
  }

  it('keeps every path under /api: the same call without the prefix is a JSON 404', async () => {
    const answer = await call(server, 'GET', '/users/me', { token: tokens.admin });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });
});
