import { createApiClient } from '@minbar/api/client';
import { createMemorySession, type Session } from '@minbar/api/session';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeServer, fakeServer } from '../test/render-app';
import { finishPendingLogout, forgetPendingLogout, PENDING_LOGOUT_KEY, signOutOfDashboard } from './sign-out';

/** A server that answers the logout with 204, or not at all while `reachable.now` is false. */
function switchableServer(): FakeServer & { reachable: { now: boolean } } {
  const reachable = { now: true };
  const answering = fakeServer(() => ({ status: 204 }));
  const fetch = ((input, init) =>
    reachable.now
      ? answering.fetch(input, init)
      : Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
  return { fetch, calls: answering.calls, reachable };
}

function setup(initial: Session | null = ADMIN_SESSION) {
  const server = switchableServer();
  const session = createMemorySession(initial);
  const client = createApiClient({
    baseURL: 'http://localhost/api',
    session,
    getLanguage: () => 'en',
    fetch: server.fetch,
  });
  const storage = new Map<string, string>();
  const flags = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  return { server, session, client, flags, storage };
}

describe('signing out of the dashboard', () => {
  it('ends the session on the server, then here, and leaves nothing pending', async () => {
    const { server, session, client, flags, storage } = setup();
    await signOutOfDashboard(client, session, flags);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /logout']);
    expect(session.get()).toBeNull();
    expect(storage.size).toBe(0);
  });

  it('signs out here even when the server cannot be reached, and ends its session once it can', async () => {
    const { server, session, client, flags, storage } = setup();
    server.reachable.now = false;
    const result = await signOutOfDashboard(client, session, flags);
    expect(result.revoked).toBe(false);
    expect(session.get()).toBeNull();
    expect(storage.get(PENDING_LOGOUT_KEY)).toBe('1');

    await finishPendingLogout(client, session, flags);
    expect(storage.get(PENDING_LOGOUT_KEY)).toBe('1');

    server.reachable.now = true;
    await finishPendingLogout(client, session, flags);
    expect(server.calls.map((call) => call.path)).toEqual(['/logout']);
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
  });

  it('never ends a session signed in after the failed sign-out', async () => {
    const { server, session, client, flags, storage } = setup();
    storage.set(PENDING_LOGOUT_KEY, '1');
    await finishPendingLogout(client, session, flags);
    expect(server.calls).toEqual([]);
    expect(session.get()).toEqual(ADMIN_SESSION);
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
  });

  it('drops the pending sign-out when a sign-in replaces the cookie', () => {
    const { flags, storage } = setup(null);
    storage.set(PENDING_LOGOUT_KEY, '1');
    forgetPendingLogout(flags);
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
  });
});
