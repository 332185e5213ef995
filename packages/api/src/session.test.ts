import { describe, expect, it } from 'vitest';
import {
  createLocalStorageSession,
  createMemorySession,
  LANGUAGE_KEY,
  type Session,
  type SessionStorage,
  type SessionStore,
} from './session';

const SESSION: Session = {
  token: 'access-1',
  refreshToken: 'refresh-1',
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

describe.each<[name: string, create: () => SessionStore]>([
  ['memory', () => createMemorySession()],
  ['localStorage', () => createLocalStorageSession(fakeStorage())],
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

  it('rotates both tokens and keeps the user', () => {
    const store = create();
    store.set(SESSION);
    store.setTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(store.get()).toEqual({ ...SESSION, token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('holds only tokens between a sign-in and loading the user', () => {
    const store = create();
    store.setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(store.get()).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
      userEmail: '',
      userId: null,
      username: '',
      role: '',
      roles: [],
    });
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
    store.setTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    store.clear();
    unsubscribe();
    store.set(SESSION);
    expect(seen).toEqual(['access-1', 'access-2', null]);
  });
});

describe('createLocalStorageSession', () => {
  it('writes the specified keys, roles as a JSON list', () => {
    const storage = fakeStorage();
    createLocalStorageSession(storage).set(SESSION);
    expect(Object.fromEntries(storage.entries)).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
      userEmail: 'imam@example.org',
      userId: '7',
      username: 'Imam Khalid',
      role: 'imam',
      roles: '["imam","teacher"]',
    });
  });

  it('reads a session another tab wrote', () => {
    const storage = fakeStorage();
    const store = createLocalStorageSession(storage);
    createLocalStorageSession(storage).set(SESSION);
    expect(store.get()).toEqual(SESSION);
  });

  it('never stores a password, even when handed one', () => {
    const storage = fakeStorage();
    const store = createLocalStorageSession(storage);
    store.set({ ...SESSION, password: 'hunter2-secret' } as Session);
    store.setTokens({ access_token: 'a', refresh_token: 'r' });
    for (const [key, value] of storage.entries) {
      expect(key.toLowerCase()).not.toContain('password');
      expect(value).not.toContain('hunter2-secret');
    }
  });

  it('removes the password the old client left behind', () => {
    const storage = fakeStorage({ token: 't', userPassword: 'old-secret' });
    createLocalStorageSession(storage);
    expect(storage.entries.has('userPassword')).toBe(false);
  });

  it('keeps the chosen language when the session is cleared', () => {
    const storage = fakeStorage({ [LANGUAGE_KEY]: 'ar' });
    const store = createLocalStorageSession(storage);
    store.set(SESSION);
    store.clear();
    expect(Object.fromEntries(storage.entries)).toEqual({ [LANGUAGE_KEY]: 'ar' });
  });

  it('survives damaged values', () => {
    const storage = fakeStorage({ token: 't', roles: '{not json', userId: 'abc' });
    expect(createLocalStorageSession(storage).get()).toMatchObject({ token: 't', roles: [], userId: null });
  });

  it('drops non-text roles from the stored list', () => {
    const storage = fakeStorage({ token: 't', roles: '["admin", 3, null]' });
    expect(createLocalStorageSession(storage).get()?.roles).toEqual(['admin']);
  });
});
