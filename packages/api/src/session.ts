/** The dashboard re-authenticates every 25 minutes (spec part 1 §9); DECISIONS 8 makes it a refresh. */
export const SESSION_REFRESH_INTERVAL_MS = 25 * 60 * 1000;

/** What a signed-in session holds. Never a password (DECISIONS 8). */
export interface Session {
  token: string;
  refreshToken: string;
  userEmail: string;
  /** Null between storing the tokens of a sign-in and loading the user (GET /users/me). */
  userId: number | null;
  username: string;
  /** The primary role, kept as the old client's `role` key. */
  role: string;
  roles: string[];
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export type SessionListener = (session: Session | null) => void;

export interface SessionStore {
  get(): Session | null;
  set(session: Session): void;
  /** Stores a new token pair (sign-in or refresh rotation), keeping the user fields. */
  setTokens(pair: SessionTokens): void;
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
}

/** localStorage keys, as the old client named them so existing tooling keeps working (spec part 2 §1). */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userEmail: 'userEmail',
  userId: 'userId',
  role: 'role',
  roles: 'roles',
  username: 'username',
} as const;

/** Kept by the app across sign-outs: the chosen language outlives the session. */
export const LANGUAGE_KEY = 'language';

/** The old client stored the password under this key; it is removed wherever found. */
const LEGACY_PASSWORD_KEY = 'userPassword';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function emptySession(pair: SessionTokens): Session {
  return {
    token: pair.access_token,
    refreshToken: pair.refresh_token,
    userEmail: '',
    userId: null,
    username: '',
    role: '',
    roles: [],
  };
}

function withTokens(current: Session | null, pair: SessionTokens): Session {
  return current
    ? { ...current, token: pair.access_token, refreshToken: pair.refresh_token }
    : emptySession(pair);
}

function createListeners() {
  const listeners = new Set<SessionListener>();
  return {
    subscribe(listener: SessionListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(session: Session | null) {
      for (const listener of [...listeners]) listener(session);
    },
  };
}

/** A session kept in memory only: tests, the server's own scripts, or a "do not remember me" mode. */
export function createMemorySession(initial: Session | null = null): SessionStore {
  let current: Session | null = initial ? copy(initial) : null;
  const listeners = createListeners();
  const store: SessionStore = {
    get: () => (current ? copy(current) : null),
    set(session) {
      current = copy(session);
      listeners.emit(store.get());
    },
    setTokens(pair) {
      current = withTokens(current, pair);
      listeners.emit(store.get());
    },
    clear() {
      current = null;
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
  return store;
}

function copy(session: Session): Session {
  return { ...session, roles: [...session.roles] };
}

function parseRoles(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}

function parseUserId(raw: string | null): number | null {
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) ? id : null;
}

/**
 * The session in localStorage under the spec's keys. Reads go to storage every time, so a sign-out
 * in another tab is seen at the next call.
 */
export function createLocalStorageSession(storage: SessionStorage = globalThis.localStorage): SessionStore {
  storage.removeItem(LEGACY_PASSWORD_KEY);
  const listeners = createListeners();

  const read = (): Session | null => {
    const token = storage.getItem(SESSION_KEYS.token);
    if (!token) return null;
    return {
      token,
      refreshToken: storage.getItem(SESSION_KEYS.refreshToken) ?? '',
      userEmail: storage.getItem(SESSION_KEYS.userEmail) ?? '',
      userId: parseUserId(storage.getItem(SESSION_KEYS.userId)),
      username: storage.getItem(SESSION_KEYS.username) ?? '',
      role: storage.getItem(SESSION_KEYS.role) ?? '',
      roles: parseRoles(storage.getItem(SESSION_KEYS.roles)),
    };
  };

  const write = (session: Session) => {
    storage.setItem(SESSION_KEYS.token, session.token);
    storage.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
    storage.setItem(SESSION_KEYS.userEmail, session.userEmail);
    if (session.userId === null) storage.removeItem(SESSION_KEYS.userId);
    else storage.setItem(SESSION_KEYS.userId, String(session.userId));
    storage.setItem(SESSION_KEYS.username, session.username);
    storage.setItem(SESSION_KEYS.role, session.role);
    storage.setItem(SESSION_KEYS.roles, JSON.stringify(session.roles));
  };

  return {
    get: read,
    set(session) {
      write(session);
      listeners.emit(read());
    },
    setTokens(pair) {
      write(withTokens(read(), pair));
      listeners.emit(read());
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      storage.removeItem(LEGACY_PASSWORD_KEY);
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
}
