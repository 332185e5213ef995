import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserSession,
  createMemorySession,
  LANGUAGE_KEY,
  REFRESH_LOCK_NAME,
  type Session,
  type SessionStorage,
  type SessionStore,
  webLocksRefreshLock,
} from './session';

const SESSION: Session = {
  token: 'access-1',
  userEmail: 'imam@example.org',
  userId: 7,
  username: 'Imam Khalid',
  role: 'imam',
  roles: ['imam', 'teacher'],
};

/** A Storage stand-in backed by a Map, so tests can read exactly which keys were written. */
function fakeStorage(
  initial: Record<string, string> = {},
): SessionStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const isolated = (storage: SessionStorage = fakeStorage()) =>
  createBrowserSession({ storage, channel: null, storageEvents: null });

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** Two tabs of one browser: one localStorage, one broadcast channel name, one window each. */
function twoTabs() {
  const storage = fakeStorage();
  const name = `session-test-${Math.random()}`;
  const open = () => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    const window = new EventTarget();
    return { store: createBrowserSession({ storage, channel, storageEvents: window }), window };
  };
  return { storage, name, first: open(), second: open() };
}

/** What the browser fires in the other tabs when one tab changes localStorage. */
function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe.each<[name: string, create: () => SessionStore]>([
  ['memory', () => createMemorySession()],
  ['browser', () => isolated()],
])('%s session store', (_name, create) => {
  it('starts empty', () => {
    expect(create().get()).toBeNull();
  });

  it('returns what was set', () => {
    const store = create();
    store.set(SESSION);
    expect(store.get()).toEqual(SESSION);
  });

  it('does not let callers change the stored session through a returned object', () => {
    const store = create();
    store.set(SESSION);
    store.get()?.roles.push('admin');
    expect(store.get()?.roles).toEqual(['imam', 'teacher']);
  });

  it('replaces the access token of a refresh and keeps the user', () => {
    const store = create();
    store.set(SESSION);
    store.setToken('access-2');
    expect(store.get()).toEqual({ ...SESSION, token: 'access-2' });
  });

  it('makes no session out of a token alone', () => {
    const store = create();
    store.setToken('access-2');
    expect(store.get()).toBeNull();
  });

  it('forgets everything on clear', () => {
    const store = create();
    store.set(SESSION);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = create();
    const seen: Array<string | null> = [];
    const unsubscribe = store.subscribe((session) => seen.push(session?.token ?? null));
    store.set(SESSION);
    store.setToken('access-2');
    store.clear();
    unsubscribe();
    store.set(SESSION);
    expect(seen).toEqual(['access-1', 'access-2', null]);
  });
});

describe('createBrowserSession', () => {
  it('writes only the user under the old client’s keys, roles as a JSON list, and no token of any kind', () => {
    const storage = fakeStorage();
    const store = isolated(storage);
    store.set(SESSION);
    store.setToken('access-2');
    expect(Object.fromEntries(storage.entries)).toEqual({
      userEmail: 'imam@example.org',
      userId: '7',
      username: 'Imam Khalid',
      role: 'imam',
      roles: '["imam","teacher"]',
    });
    for (const value of storage.entries.values()) expect(value).not.toMatch(/access-/);
  });

  it('knows the user after a reload but holds no access token until a refresh gives one', () => {
    const storage = fakeStorage();
    isolated(storage).set(SESSION);
    const reloaded = isolated(storage);
    expect(reloaded.get()).toEqual({ ...SESSION, token: null });
    reloaded.setToken('access-2');
    expect(reloaded.get()?.token).toBe('access-2');
  });

  it('removes the tokens and the password older clients left behind, keeping the user', () => {
    const storage = fakeStorage({
      token: 'old-access',
      refreshToken: 'old-refresh',
      userPassword: 'old-secret',
      userEmail: 'imam@example.org',
      roles: '["imam"]',
    });
    const store = isolated(storage);
    expect([...storage.entries.keys()].sort()).toEqual(['roles', 'userEmail']);
    expect(store.get()).toMatchObject({ token: null, userEmail: 'imam@example.org', roles: ['imam'] });
  });

  it('never stores a password, even when handed one', () => {
    const storage = fakeStorage();
    const store = isolated(storage);
    store.set({ ...SESSION, password: 'hunter2-secret' } as Session);
    for (const [key, value] of storage.entries) {
      expect(key.toLowerCase()).not.toContain('password');
      expect(value).not.toContain('hunter2-secret');
    }
  });

  it('keeps the chosen language when the session is cleared', () => {
    const storage = fakeStorage({ [LANGUAGE_KEY]: 'ar' });
    const store = isolated(storage);
    store.set(SESSION);
    store.clear();
    expect(Object.fromEntries(storage.entries)).toEqual({ [LANGUAGE_KEY]: 'ar' });
  });

  it('survives damaged values', () => {
    const storage = fakeStorage({ userEmail: 'a@b.co', roles: '{not json', userId: 'abc' });
    expect(isolated(storage).get()).toMatchObject({ userEmail: 'a@b.co', roles: [], userId: null });
  });

  it('drops non-text roles from the stored list', () => {
    const storage = fakeStorage({ userEmail: 'a@b.co', roles: '["admin", 3, null]' });
    expect(isolated(storage).get()?.roles).toEqual(['admin']);
  });

  it('never lends its access token to another user signed in meanwhile', () => {
    const storage = fakeStorage();
    const store = isolated(storage);
    store.set(SESSION);
    isolated(storage).set({ ...SESSION, token: null, userEmail: 'other@example.org' });
    expect(store.get()).toMatchObject({ userEmail: 'other@example.org', token: null });
  });
});

describe('several tabs', () => {
  it('shares a token obtained in one tab with the others, which need not refresh', async () => {
    const { first, second } = twoTabs();
    first.store.set(SESSION);
    const seen = vi.fn();
    second.store.subscribe(seen);
    await vi.waitFor(() => expect(second.store.get()?.token).toBe('access-1'));
    first.store.setToken('access-2');
    await vi.waitFor(() => expect(second.store.get()?.token).toBe('access-2'));
    expect(seen).toHaveBeenLastCalledWith({ ...SESSION, token: 'access-2' });
  });

  it('signs the other tabs out, dropping their access token', async () => {
    const { first, second } = twoTabs();
    first.store.set(SESSION);
    await vi.waitFor(() => expect(second.store.get()?.token).toBe('access-1'));
    const seen = vi.fn();
    second.store.subscribe(seen);
    first.store.clear();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith(null));
    expect(second.store.get()).toBeNull();
  });

  it("tells subscribers when another tab's storage change arrives", () => {
    const { storage, second } = twoTabs();
    storage.setItem('userEmail', SESSION.userEmail);
    storage.setItem('roles', '["imam"]');
    const seen = vi.fn();
    second.store.subscribe(seen);
    second.window.dispatchEvent(storageEvent('language'));
    expect(seen).not.toHaveBeenCalled();
    second.window.dispatchEvent(storageEvent('roles'));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ roles: ['imam'], token: null }));
    storage.removeItem('userEmail');
    second.window.dispatchEvent(storageEvent(null));
    expect(seen).toHaveBeenLastCalledWith(null);
  });

  it("ignores a token shared for a user who is not this browser's", async () => {
    const { name, first, second } = twoTabs();
    first.store.set({ ...SESSION, token: null });
    const seen: Array<string | null> = [];
    second.store.subscribe((session) => seen.push(session?.token ?? null));
    const other = new BroadcastChannel(name);
    channels.push(other);
    other.postMessage({ kind: 'token', token: 'foreign', userEmail: 'someone@example.org' });
    other.postMessage({ kind: 'token', token: 'access-9', userEmail: SESSION.userEmail });
    await vi.waitFor(() => expect(second.store.get()?.token).toBe('access-9'));
    expect(seen).toEqual(['access-9']);
  });
});

describe('webLocksRefreshLock', () => {
  it('runs each refresh under the exclusive minbar-refresh lock', async () => {
    const request = vi.fn((_name: string, callback: () => unknown) => Promise.resolve(callback()));
    const lock = webLocksRefreshLock({ request } as unknown as LockManager);
    await expect(lock(async () => 'token')).resolves.toBe('token');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
  });

  it('runs the refresh without a lock where the Web Locks API is missing', async () => {
    const lock = webLocksRefreshLock(undefined);
    await expect(lock(async () => 'token')).resolves.toBe('token');
  });
});
