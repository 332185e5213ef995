import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import {
  closedPortURL,
  type ScriptedHandler,
  type ScriptedServer,
  startScriptedServer,
} from '../testing/scripted-server';
import {
  confirmPasswordReset,
  getMe,
  logout,
  register,
  requestPasswordReset,
  signIn,
  signOut,
  startSession,
  verifyAccount,
  verifyResetCode,
} from './accounts';
import { addRole, deleteUser, getRoleCounts, listAdminUsers, removeRole, updateRole } from './users';

const ADMIN_ME = {
  id: 1,
  username: 'Amina',
  email: 'amina@example.org',
  phone: '+48600100200',
  role: 'admin',
  roles: ['admin'],
};
const SIGNED_IN: Session = {
  token: 'access-1',
  userEmail: ADMIN_ME.email,
  userId: 1,
  username: 'Amina',
  role: 'admin',
  roles: ['admin'],
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, initial: Session | null = SIGNED_IN) {
  server = await startScriptedServer(handler);
  const session = createMemorySession(initial);
  const client = createApiClient({ baseURL: server.baseURL, session, getLanguage: () => 'pl' });
  return { client, session, requests: server.requests };
}

describe('account calls', () => {
  it('signs in with a public POST /token and returns the access token', async () => {
    const { client, requests } = await setup(() => ({ body: { access_token: 'a', token_type: 'bearer' } }));
    await expect(signIn(client, { email: 'amina@example.org', password: 'pass word' })).resolves.toEqual({
      access_token: 'a',
      token_type: 'bearer',
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/token',
      body: { email: 'amina@example.org', password: 'pass word' },
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    [
      'register',
      (c: Parameters<typeof register>[0]) =>
        register(c, { username: 'u', email: 'e@x.org', phone: '+48600100200', password: 'long pass' }),
      '/register',
    ],
    [
      'verifyAccount',
      (c: Parameters<typeof register>[0]) => verifyAccount(c, { email: 'e@x.org', code: '123456' }),
      '/verify',
    ],
    [
      'requestPasswordReset',
      (c: Parameters<typeof register>[0]) => requestPasswordReset(c, { email: 'e@x.org' }),
      '/password-reset/request',
    ],
    [
      'verifyResetCode',
      (c: Parameters<typeof register>[0]) => verifyResetCode(c, { email: 'e@x.org', code: '123456' }),
      '/password-reset/verify-code',
    ],
    [
      'confirmPasswordReset',
      (c: Parameters<typeof register>[0]) =>
        confirmPasswordReset(c, { email: 'e@x.org', code: '123456', new_password: 'new long pass' }),
      '/password-reset/confirm',
    ],
  ])('%s is a public POST to its path', async (_name, call, path) => {
    const { client, requests } = await setup(() => ({ status: 201, body: { message: 'ok', id: 9 } }));
    await call(client);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.path).toBe(path);
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.body).toEqual(expect.objectContaining({ email: 'e@x.org' }));
  });

  it('returns the id of a new account', async () => {
    const { client } = await setup(() => ({ status: 201, body: { message: 'Registered', id: 42 } }));
    const answer = await register(client, {
      username: 'u',
      email: 'e@x.org',
      phone: '+48600100200',
      password: 'long pass',
    });
    expect(answer.id).toBe(42);
  });

  it('keeps the server field errors of a failed sign-up', async () => {
    const { client } = await setup(() => ({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], msg: 'Email already registered', type: 'value_error.email_taken' },
        ],
      },
    }));
    const error = await register(client, {
      username: 'u',
      email: 'e@x.org',
      phone: '+48600100200',
      password: 'long pass',
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.fieldErrors.email?.code).toBe('value_error.email_taken');
  });

  it('loads the signed-in user with the token', async () => {
    const { client, requests } = await setup(() => ({ body: ADMIN_ME }));
    await expect(getMe(client)).resolves.toEqual(ADMIN_ME);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/users/me' });
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('lists administrators a page at a time, 10 per page by default', async () => {
    const page = {
      data: [{ id: 2, username: 'Omar', email: 'omar@example.org', role: 'imam', roles: ['imam'] }],
      pagination: { total: 11, page: 2, per_page: 10, total_pages: 2, has_next: false, has_prev: true },
    };
    const { client, requests } = await setup(() => ({ body: page }));
    await expect(listAdminUsers(client, { page: 2 })).resolves.toEqual(page);
    await listAdminUsers(client, { page: 1, per_page: 25 });
    expect(requests.map((r) => r.path)).toEqual([
      '/admin/users?page=2&per_page=10',
      '/admin/users?page=1&per_page=25',
    ]);
  });

  it('reads the role counts', async () => {
    const counts = { admin: 2, imam: 3, parent: 40, teacher: 5, student: 60 };
    const { client, requests } = await setup(() => ({ body: counts }));
    await expect(getRoleCounts(client)).resolves.toEqual(counts);
    expect(requests[0]?.path).toBe('/admin/users-roles-count');
  });

  it('changes roles and deletes users through the contract’s methods, paths and queries', async () => {
    const { client, requests } = await setup(() => ({ body: { message: 'ok' } }));
    await updateRole(client, 'omar+imam@example.org', 'imam');
    await addRole(client, 'omar@example.org', 'teacher');
    await removeRole(client, 'omar@example.org', 'admin');
    await deleteUser(client, 12);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /update-role/omar%2Bimam%40example.org?new_role=imam',
      'POST /add-role/omar%40example.org?role=teacher',
      'DELETE /remove-role/omar%40example.org?role=admin',
      'DELETE /admin/users/12',
    ]);
    expect(requests.every((r) => r.headers.authorization === 'Bearer access-1')).toBe(true);
  });

  it('passes on a refusal to remove the last admin', async () => {
    const { client } = await setup(() => ({ status: 409, body: { detail: 'Cannot remove the last admin' } }));
    const error = await removeRole(client, 'amina@example.org', 'admin').catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([409, 'Cannot remove the last admin']);
  });
});

describe('ending the session', () => {
  it('logs out with a POST /logout carrying the access token, without refreshing on a 401', async () => {
    const { client, requests } = await setup(() => ({ status: 401, body: { detail: 'expired' } }));
    await logout(client, 'access-1').catch(() => undefined);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /logout']);
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('signs out: the server ends the session, then the browser forgets it', async () => {
    const { client, session, requests } = await setup(() => ({ status: 204 }));
    await expect(signOut(client, session)).resolves.toEqual({ revoked: true });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /logout']);
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
    expect(session.get()).toBeNull();
  });

  it('signs out without an access token after a reload: the cookie names the session', async () => {
    const { client, session, requests } = await setup(() => ({ status: 204 }), { ...SIGNED_IN, token: null });
    await signOut(client, session);
    expect(requests.map((r) => r.path)).toEqual(['/logout']);
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(session.get()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached, and says so', async () => {
    const session = createMemorySession(SIGNED_IN);
    const client = createApiClient({ baseURL: await closedPortURL(), session, getLanguage: () => 'pl' });
    const result = await signOut(client, session);
    expect(result.revoked).toBe(false);
    expect(session.get()).toBeNull();
  });
});

describe('startSession', () => {
  const tokenThen =
    (me: unknown): ScriptedHandler =>
    (request) => {
      if (request.path === '/token') return { body: { access_token: 'fresh-access', token_type: 'bearer' } };
      if (request.path === '/logout') return { status: 204 };
      return { body: me };
    };

  it('stores the access token and the user and names the landing page of an admin', async () => {
    const { client, session, requests } = await setup(tokenThen(ADMIN_ME), null);
    const result = await startSession(client, session, { email: 'amina@example.org', password: 'pass word' });
    expect(result).toEqual({ ok: true, me: ADMIN_ME, landingPath: '/dashboard/Administrators' });
    expect(requests.map((r) => r.path)).toEqual(['/token', '/users/me']);
    expect(requests[1]?.headers.authorization).toBe('Bearer fresh-access');
    expect(session.get()).toEqual({
      token: 'fresh-access',
      userEmail: 'amina@example.org',
      userId: 1,
      username: 'Amina',
      role: 'admin',
      roles: ['admin'],
    });
  });

  it('sends an imam to the prayer times', async () => {
    const imam = { ...ADMIN_ME, role: 'imam', roles: ['imam'] };
    const { client, session } = await setup(tokenThen(imam), null);
    const result = await startSession(client, session, { email: 'imam@example.org', password: 'pass word' });
    expect(result.ok && result.landingPath).toBe('/dashboard/AthanTimes');
  });

  it('leaves no session behind for a role that may not enter the dashboard, here or on the server', async () => {
    const parent = { ...ADMIN_ME, role: 'parent', roles: ['parent'] };
    const { client, session, requests } = await setup(tokenThen(parent), null);
    const seen: unknown[] = [];
    session.subscribe((value) => seen.push(value));
    const result = await startSession(client, session, { email: 'p@example.org', password: 'pass word' });
    expect(result).toEqual({ ok: false, reason: 'unauthorized-role' });
    expect(session.get()).toBeNull();
    expect(seen).toEqual([]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /token',
      'GET /users/me',
      'POST /logout',
    ]);
    expect(requests[2]?.headers.authorization).toBe('Bearer fresh-access');
  });

  it('replaces a previous session and leaves none when the user cannot be loaded', async () => {
    const { client, session, requests } = await setup((request) => {
      if (request.path === '/token') return { body: { access_token: 'fresh-access' } };
      if (request.path === '/logout') return { status: 204 };
      return { status: 500, body: { detail: 'Database down' } };
    }, SIGNED_IN);
    const error = await startSession(client, session, { email: 'a@b.co', password: 'pass word' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(500);
    expect(session.get()).toBeNull();
    expect(requests.at(-1)?.path).toBe('/logout');
  });

  it('keeps the current session when the sign-in itself is refused', async () => {
    const { client, session } = await setup(() => ({
      status: 401,
      body: { detail: 'Invalid email or password' },
    }));
    const error = await startSession(client, session, { email: 'a@b.co', password: 'wrong' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.detail).toBe('Invalid email or password');
    expect(session.get()).toEqual(SIGNED_IN);
  });
});
