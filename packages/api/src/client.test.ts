import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, type SessionEndReason } from './client';
import { ApiError, isApiError } from './errors';
import { meSchema } from './schemas/accounts';
import { createMemorySession, type Session, type SessionStore, webLocksRefreshLock } from './session';
import {
  closedPortURL,
  type RecordedRequest,
  type ScriptedHandler,
  type ScriptedServer,
  startScriptedServer,
} from './testing/scripted-server';

const ME = {
  id: 4,
  username: 'Amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};

const SIGNED_IN: Session = {
  token: 'access-1',
  userEmail: ME.email,
  userId: ME.id,
  username: ME.username,
  role: 'admin',
  roles: ['admin'],
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

interface Setup {
  client: ApiClient;
  session: SessionStore;
  ended: SessionEndReason[];
  requests: RecordedRequest[];
}

async function setup(handler: ScriptedHandler, initial: Session | null = SIGNED_IN): Promise<Setup> {
  server = await startScriptedServer(handler);
  const session = createMemorySession(initial);
  const ended: SessionEndReason[] = [];
  const client = createApiClient({
    baseURL: server.baseURL,
    session,
    getLanguage: () => 'ar',
    onSessionEnded: (reason) => ended.push(reason),
  });
  return { client, session, ended, requests: server.requests };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const countPath = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path).length;

describe('requests', () => {
  it('sends the bearer token and Accept-Language, and returns the parsed answer', async () => {
    const { client, requests } = await setup(() => ({ body: { ...ME, extra: 'ignored' } }));
    const me = await client.request(meSchema, '/users/me');
    expect(me).toEqual(ME);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
    expect(requests[0]?.headers['accept-language']).toBe('ar');
  });

  it('reads the language at every call', async () => {
    let language = 'pl';
    server = await startScriptedServer(() => ({ body: {} }));
    const client = createApiClient({
      baseURL: server.baseURL,
      session: createMemorySession(),
      getLanguage: () => language,
    });
    await client.request(v.object({}), '/a', { auth: false });
    language = 'en';
    await client.request(v.object({}), '/b', { auth: false });
    expect(server.requests.map((r) => r.headers['accept-language'])).toEqual(['pl', 'en']);
  });

  it('sends JSON bodies and query parameters, skipping undefined ones', async () => {
    const { client, requests } = await setup(() => ({ status: 201, body: { ok: true } }));
    await client.request(v.object({ ok: v.boolean() }), '/things', {
      method: 'POST',
      body: { name: 'Iftar', seats: 40 },
      query: { page: 2, city: 'Warsaw', empty: undefined },
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.path).toBe('/things?page=2&city=Warsaw');
    expect(requests[0]?.headers['content-type']).toContain('application/json');
    expect(requests[0]?.body).toEqual({ name: 'Iftar', seats: 40 });
  });

  it('sends no token on public calls even when signed in', async () => {
    const { client, requests } = await setup(() => ({ body: {} }));
    await client.request(v.object({}), '/register', { method: 'POST', body: {}, auth: false });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header without a session', async () => {
    const { client, requests } = await setup(() => ({ body: {} }), null);
    await client.request(v.object({}), '/categories/');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    const { client } = await setup(() => ({ status: 204 }));
    await expect(
      client.request(v.undefined(), '/admin/users/3', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('turns an answer that does not match its schema into a contract error', async () => {
    const { client } = await setup(() => ({ body: { ...ME, id: 'four' } }));
    const error = await caught(client.request(meSchema, '/users/me'));
    expect(error.kind).toBe('contract');
    expect(error.status).toBe(200);
    expect(error.detail).toBeNull();
    expect(error.message).toContain('id');
    expect(error.body).toMatchObject({ id: 'four' });
  });

  it('turns a refused connection into a network error', async () => {
    const session = createMemorySession(SIGNED_IN);
    const client = createApiClient({ baseURL: await closedPortURL(), session, getLanguage: () => 'en' });
    const error = await caught(client.request(meSchema, '/users/me'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(session.get()).toEqual(SIGNED_IN);
  });

  it('downloads a file as a Blob', async () => {
    const { client, requests } = await setup(() => ({
      body: 'date,fajr\n2025-01-01,06:10\n',
      headers: { 'Content-Type': 'text/csv' },
    }));
    const blob = await client.requestBlob('/prayer-times/year/2025/download');
    expect(await blob.text()).toBe('date,fajr\n2025-01-01,06:10\n');
    expect(requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('reads a JSON error body of a failed download', async () => {
    const { client } = await setup(() => ({ status: 404, body: { detail: 'No prayer times for 2031' } }));
    const error = await caught(client.requestBlob('/prayer-times/year/2031/download'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.detail).toBe('No prayer times for 2031');
  });
});

describe('error bodies', () => {
  it.each([
    {
      shape: '{detail: string}',
      status: 404,
      body: { detail: 'User not found' },
      detail: 'User not found',
      fieldErrors: {},
    },
    {
      shape: '{detail: [{loc, msg, type}]}',
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], msg: 'Email is taken', type: 'value_error.email_taken' },
          { loc: ['body', 'password'], msg: 'Too short', type: 'password.too_short' },
          { loc: ['body', 'password'], msg: 'Second issue', type: 'password.too_long' },
        ],
      },
      detail: 'Email is taken',
      fieldErrors: {
        email: { code: 'value_error.email_taken', message: 'Email is taken' },
        password: { code: 'password.too_short', message: 'Too short' },
      },
    },
    {
      shape: '{message}',
      status: 400,
      body: { message: 'Sign-up failed' },
      detail: 'Sign-up failed',
      fieldErrors: {},
    },
    {
      shape: '{errors: [{field, message}]}',
      status: 422,
      body: { errors: [{ field: 'phone', message: 'Invalid phone' }] },
      detail: null,
      fieldErrors: { phone: { code: 'unknown', message: 'Invalid phone' } },
    },
    {
      shape: '{detail: {field: message}}',
      status: 400,
      body: { detail: { username: 'Username taken' } },
      detail: null,
      fieldErrors: { username: { code: 'unknown', message: 'Username taken' } },
    },
    {
      shape: 'a plain-text body',
      status: 500,
      body: 'Internal Server Error',
      detail: 'Internal Server Error',
      fieldErrors: {},
    },
  ])('normalises $shape', async ({ status, body, detail, fieldErrors }) => {
    const { client } = await setup(() => ({ status, body }));
    const error = await caught(client.request(v.unknown(), '/register', { method: 'POST', auth: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.detail).toBe(detail);
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.body).toEqual(body);
  });

  it('reads Retry-After from a 429', async () => {
    const { client } = await setup(() => ({
      status: 429,
      body: { detail: 'Too many attempts, try again later' },
      headers: { 'Retry-After': '30' },
    }));
    const error = await caught(client.request(v.unknown(), '/token', { method: 'POST', auth: false }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.detail).toBe('Too many attempts, try again later');
  });
});

/**
 * A server whose access tokens rotate: `access-1` is expired, `access-2` is valid. The refresh
 * token is the browser's cookie, which Node's fetch does not keep: the refresh call is answered
 * when its body names no token, as a browser's does.
 */
function rotatingServer(
  options: { refreshReply?: ScriptedHandler; firstAnswerDelay?: (index: number) => number } = {},
) {
  let protectedCalls = 0;
  const handler: ScriptedHandler = (request) => {
    if (request.path === '/refresh-token') {
      if (options.refreshReply) return options.refreshReply(request);
      if (request.body !== undefined && JSON.stringify(request.body) !== '{}')
        return { status: 400, body: { detail: 'The browser sends no refresh token in the body' } };
      return { delayMs: 20, body: { access_token: 'access-2', token_type: 'bearer' } };
    }
    if (request.headers.authorization === 'Bearer access-2') return { body: ME };
    const index = protectedCalls++;
    return {
      status: 401,
      body: { detail: 'Could not validate credentials' },
      delayMs: options.firstAnswerDelay?.(index) ?? 0,
    };
  };
  return handler;
}

describe('the 401 policy', () => {
  it('shares one refresh among five concurrent calls and retries each once', async () => {
    const { client, session, ended, requests } = await setup(rotatingServer());
    const results = await Promise.all(Array.from({ length: 5 }, () => client.request(meSchema, '/users/me')));
    expect(results).toEqual(Array.from({ length: 5 }, () => ME));
    expect(countPath(requests, '/refresh-token')).toBe(1);
    expect(countPath(requests, '/users/me')).toBe(10);
    expect(requests.find((r) => r.path === '/refresh-token')?.body).toEqual({});
    expect(session.get()).toEqual({ ...SIGNED_IN, token: 'access-2' });
    expect(ended).toEqual([]);
  });

  it('does not refresh again for a 401 that arrives after the token was already rotated', async () => {
    // Call 0 fails at once and refreshes; the others' 401s arrive after the rotation finished.
    const { client, requests } = await setup(rotatingServer({ firstAnswerDelay: (index) => index * 60 }));
    const results = await Promise.all(Array.from({ length: 4 }, () => client.request(meSchema, '/users/me')));
    expect(results).toHaveLength(4);
    expect(countPath(requests, '/refresh-token')).toBe(1);
  });

  it('clears the session and reports once when the refresh is rejected', async () => {
    const { client, session, ended, requests } = await setup(
      rotatingServer({
        refreshReply: () => ({ status: 401, body: { detail: 'Could not validate credentials' } }),
      }),
    );
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => caught(client.request(meSchema, '/users/me'))),
    );
    for (const error of errors) {
      expect(error.status).toBe(401);
      expect(error.detail).toBe('Could not validate credentials');
    }
    expect(countPath(requests, '/refresh-token')).toBe(1);
    expect(countPath(requests, '/users/me')).toBe(5);
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });

  it('ends the session when the retried call is refused again', async () => {
    const { client, session, ended, requests } = await setup((request) =>
      request.path === '/refresh-token'
        ? { body: { access_token: 'access-2' } }
        : { status: 401, body: { detail: 'Could not validate credentials' } },
    );
    const error = await caught(client.request(meSchema, '/users/me'));
    expect(error.status).toBe(401);
    expect(countPath(requests, '/users/me')).toBe(2);
    expect(countPath(requests, '/refresh-token')).toBe(1);
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });

  it('refuses to refresh without a session, without calling the server', async () => {
    const { client, ended, requests } = await setup(rotatingServer(), null);
    const error = await caught(client.refresh());
    expect(error.status).toBe(401);
    expect(requests).toHaveLength(0);
    expect(ended).toEqual([]);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, session, ended } = await setup(
      rotatingServer({ refreshReply: () => ({ dropConnection: true }) }),
    );
    const error = await caught(client.request(meSchema, '/users/me'));
    expect(error.kind).toBe('network');
    expect(session.get()).toEqual(SIGNED_IN);
    expect(ended).toEqual([]);
  });

  it('never refreshes after a 401 on a public call', async () => {
    const { client, session, ended, requests } = await setup(() => ({
      status: 401,
      body: { detail: 'Invalid email or password' },
    }));
    const error = await caught(
      client.request(v.unknown(), '/token', {
        method: 'POST',
        body: { email: 'a@b.co', password: 'x' },
        auth: false,
      }),
    );
    expect(error.detail).toBe('Invalid email or password');
    expect(requests).toHaveLength(1);
    expect(session.get()).toEqual(SIGNED_IN);
    expect(ended).toEqual([]);
  });

  it('keeps the session after a 403 on a public call', async () => {
    const { client, session, ended } = await setup(() => ({
      status: 403,
      body: { detail: 'Email not verified' },
    }));
    const error = await caught(client.request(v.unknown(), '/token', { method: 'POST', auth: false }));
    expect(error.status).toBe(403);
    expect(session.get()).toEqual(SIGNED_IN);
    expect(ended).toEqual([]);
  });

  it('gets a new access token on an explicit refresh, sharing one request between callers', async () => {
    const { client, session, requests } = await setup(rotatingServer());
    const [first, second] = await Promise.all([client.refresh(), client.refresh()]);
    expect(first).toBe('access-2');
    expect(second).toBe('access-2');
    expect(countPath(requests, '/refresh-token')).toBe(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(session.get()).toEqual({ ...SIGNED_IN, token: 'access-2' });
  });

  it('ignores a refresh token a server still sends in the body', async () => {
    const { client, session } = await setup(
      rotatingServer({ refreshReply: () => ({ body: { access_token: 'access-2', refresh_token: 'r-2' } }) }),
    );
    await client.refresh();
    expect(session.get()).toEqual({ ...SIGNED_IN, token: 'access-2' });
  });

  it('ends the session when the refresh answer breaks the contract', async () => {
    const { client, session, ended } = await setup(
      rotatingServer({ refreshReply: () => ({ body: { token: 'x' } }) }),
    );
    const error = await caught(client.refresh());
    expect(error.kind).toBe('contract');
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });
});

describe('the 403 policy', () => {
  it('clears the session and reports forbidden', async () => {
    const { client, session, ended, requests } = await setup(() => ({
      status: 403,
      body: { detail: 'Not enough permissions' },
    }));
    const error = await caught(client.request(v.unknown(), '/admin/users'));
    expect(error.status).toBe(403);
    expect(error.detail).toBe('Not enough permissions');
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['forbidden']);
    expect(countPath(requests, '/refresh-token')).toBe(0);
  });

  it('reports once for several calls refused at the same time', async () => {
    const { client, ended } = await setup(() => ({
      status: 403,
      body: { detail: 'Not enough permissions' },
    }));
    await Promise.all([1, 2, 3].map(() => caught(client.request(v.unknown(), '/admin/users'))));
    expect(ended).toEqual(['forbidden']);
  });

  it('leaves a newer session alone when a late answer to the old one is refused', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, session, ended } = await setup(async () => {
      await gate;
      return { status: 403, body: { detail: 'Not enough permissions' } };
    });
    const pending = caught(client.request(v.unknown(), '/admin/users'));
    // Wait until the call is on the wire, then sign in as someone else before it is answered.
    await vi.waitUntil(() => server?.requests.length === 1);
    const newer = { ...SIGNED_IN, token: 'other-access' };
    session.set(newer);
    release();
    expect((await pending).status).toBe(403);
    expect(session.get()).toEqual(newer);
    expect(ended).toEqual([]);
  });
});

/** Records the RequestInit of every call the client makes, by path. */
function recordingFetch() {
  const seen: Array<{
    path: string;
    credentials: RequestCredentials | undefined;
    cache: RequestCache | undefined;
  }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    seen.push({
      path: url.pathname.replace(/^\/api/, ''),
      credentials: init?.credentials,
      cache: init?.cache,
    });
    return globalThis.fetch(input, init);
  };
  return { fetch, seen };
}

describe('a session restored after a reload or in a new tab', () => {
  const RESTORED: Session = { ...SIGNED_IN, token: null };

  it('gets an access token through the refresh cookie before the first call', async () => {
    const { client, session, requests, ended } = await setup(rotatingServer(), RESTORED);
    const results = await Promise.all([1, 2, 3].map(() => client.request(meSchema, '/users/me')));
    expect(results).toEqual([ME, ME, ME]);
    expect(requests.map((r) => r.path)).toEqual(['/refresh-token', '/users/me', '/users/me', '/users/me']);
    expect(requests[0]?.body).toEqual({});
    expect(requests.slice(1).every((r) => r.headers.authorization === 'Bearer access-2')).toBe(true);
    expect(session.get()).toEqual({ ...SIGNED_IN, token: 'access-2' });
    expect(ended).toEqual([]);
  });

  it('ends the session once when the cookie is refused', async () => {
    const { client, session, requests, ended } = await setup(
      rotatingServer({ refreshReply: () => ({ status: 401, body: { detail: 'Session ended' } }) }),
      RESTORED,
    );
    const errors = await Promise.all([1, 2].map(() => caught(client.request(meSchema, '/users/me'))));
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(requests.map((r) => r.path)).toEqual(['/refresh-token']);
    expect(session.get()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });

  // Every call revalidates with the server (a 304 when nothing moved), so an answer a CDN may keep
  // for a minute is never shown stale by the browser's own cache after a write.
  it('sends the cookie with credentials on the refresh only, not on ordinary calls; every call revalidates', async () => {
    server = await startScriptedServer(rotatingServer());
    const recorded = recordingFetch();
    const client = createApiClient({
      baseURL: server.baseURL,
      session: createMemorySession(RESTORED),
      getLanguage: () => 'en',
      fetch: recorded.fetch,
    });
    await client.request(meSchema, '/users/me');
    expect(recorded.seen).toEqual([
      { path: '/refresh-token', credentials: 'include', cache: 'no-cache' },
      { path: '/users/me', credentials: undefined, cache: 'no-cache' },
    ]);
  });
});

/** An exclusive lock per name, granted in request order, as the Web Locks API does. */
function fakeLockManager(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    const granted = (tails.get(name) ?? Promise.resolve()).then(() =>
      callback({ name, mode: 'exclusive' } as Lock),
    );
    tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  };
  return { request } as Pick<LockManager, 'request'>;
}

describe('refreshes across tabs', () => {
  it('are serialised by the refresh lock, so two tabs never present the same cookie at once', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    server = await startScriptedServer(async (request) => {
      if (request.path !== '/refresh-token') return { body: ME };
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      return { body: { access_token: `access-${Math.random()}` } };
    });
    const refreshLock = webLocksRefreshLock(fakeLockManager() as LockManager);
    const tab = () =>
      createApiClient({
        baseURL: server?.baseURL ?? '',
        session: createMemorySession(SIGNED_IN),
        getLanguage: () => 'en',
        refreshLock,
      });
    await Promise.all([tab().refresh(), tab().refresh()]);
    expect(countPath(server.requests, '/refresh-token')).toBe(2);
    expect(mostInFlight).toBe(1);
  });

  it('uses the token another tab shared while this one waited for the lock', async () => {
    server = await startScriptedServer(rotatingServer());
    const session = createMemorySession(SIGNED_IN);
    const locks = fakeLockManager();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another tab is refreshing: it holds the lock.
    void locks.request('minbar-refresh', () => held);
    const client = createApiClient({
      baseURL: server.baseURL,
      session,
      getLanguage: () => 'en',
      refreshLock: webLocksRefreshLock(locks as LockManager),
    });
    const refreshed = client.refresh();
    // Its new token arrives (over the broadcast channel, in the browser), then it lets go.
    session.setToken('shared-by-another-tab');
    release();
    await expect(refreshed).resolves.toBe('shared-by-another-tab');
    expect(countPath(server.requests, '/refresh-token')).toBe(0);
  });
});
