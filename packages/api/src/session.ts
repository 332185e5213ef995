/** The dashboard re-authenticates every 25 minutes, by refreshing its access token. */
export const SESSION_REFRESH_INTERVAL_MS = 25 * 60 * 1000;

/**
 * What a signed-in session holds. Never a password, and never the refresh token: that one lives in
 * an HttpOnly cookie the server sets, out of reach of any script on the page.
 */
export interface Session {
  /**
   * The access token, kept in memory only. Null after a reload or in a new tab until a refresh
   * through the cookie gives one.
   */
  token: string | null;
  userEmail: string;
  /** Null only when the stored value was damaged. */
  userId: number | null;
  username: string;
  /** The primary role, kept as the old client's `role` key. */
  role: string;
  roles: string[];
}

export type SessionListener = (session: Session | null) => void;

export interface SessionStore {
  get(): Session | null;
  /** Sign-in, or new details of the signed-in user. */
  set(session: Session): void;
  /** Stores the access token of a refresh into the session held now; ignored when there is none. */
  setToken(accessToken: string): void;
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
}

/**
 * localStorage keys of the user's details, as the old client named them so existing tooling keeps
 * working. They are not secret: they let a reload or a new tab know that a session exists.
 */
export const SESSION_KEYS = {
  userEmail: 'userEmail',
  userId: 'userId',
  role: 'role',
  roles: 'roles',
  username: 'username',
} as const;

/** Kept by the app across sign-outs: the chosen language outlives the session. */
export const LANGUAGE_KEY = 'language';

/**
 * What older clients stored and this one never does: both tokens and the password. Removed wherever
 * found, so an upgrade leaves no secret behind.
 */
export const RETIRED_KEYS = ['token', 'refreshToken', 'userPassword'] as const;

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

function copy(session: Session): Session {
  return { ...session, roles: [...session.roles] };
}

/** A session kept in memory only: tests, scripts, or a "do not remember me" mode. */
export function createMemorySession(initial: Session | null = null): SessionStore {
  let current: Session | null = initial ? copy(initial) : null;
  const listeners = createListeners();
  const store: SessionStore = {
    get: () => (current ? copy(current) : null),
    set(session) {
      current = copy(session);
      listeners.emit(store.get());
    },
    setToken(accessToken) {
      if (!current) return;
      current = { ...current, token: accessToken };
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

/** What one tab tells the others of the same browser. */
type TabMessage = { kind: 'token'; token: string; userEmail: string } | { kind: 'signed-out' };

export type TabChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
export type StorageEvents = Pick<Window, 'addEventListener'>;

export interface BrowserSessionOptions {
  storage?: SessionStorage;
  /**
   * Shares a freshly obtained access token and the sign-out with the other tabs, so they need not
   * refresh. Null: none (a browser without BroadcastChannel).
   */
  channel?: TabChannel | null;
  /** Where the `storage` events of other tabs arrive (the window); null: none. */
  storageEvents?: StorageEvents | null;
}

export const SESSION_CHANNEL = 'minbar-session';

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<Record<string, unknown>>;
  if (message.kind === 'signed-out') return true;
  return (
    message.kind === 'token' && typeof message.token === 'string' && typeof message.userEmail === 'string'
  );
}

/**
 * The browser's session: the user's details in localStorage under the old client's keys, the access token
 * in this tab's memory. Reads go to storage every time, and other tabs' changes arrive as `storage`
 * events, so a sign-out in another tab is seen at once. A tab that has the user but no token (a
 * reload, a new tab) gets one from a refresh through the cookie, or from another tab's message.
 */
export function createBrowserSession(options: BrowserSessionOptions = {}): SessionStore {
  const storage = options.storage ?? globalThis.localStorage;
  const channel =
    options.channel === undefined
      ? typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(SESSION_CHANNEL)
      : options.channel;
  const storageEvents =
    options.storageEvents === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.storageEvents;

  for (const key of RETIRED_KEYS) storage.removeItem(key);
  const listeners = createListeners();
  /** The access token, and the user it was issued to: a token never passes to another user's session. */
  let memory: { token: string; userEmail: string } | null = null;

  const read = (): Session | null => {
    const userEmail = storage.getItem(SESSION_KEYS.userEmail);
    if (userEmail === null) {
      memory = null;
      return null;
    }
    if (memory && memory.userEmail !== userEmail) memory = null;
    return {
      token: memory?.token ?? null,
      userEmail,
      userId: parseUserId(storage.getItem(SESSION_KEYS.userId)),
      username: storage.getItem(SESSION_KEYS.username) ?? '',
      role: storage.getItem(SESSION_KEYS.role) ?? '',
      roles: parseRoles(storage.getItem(SESSION_KEYS.roles)),
    };
  };

  const post = (message: TabMessage) => channel?.postMessage(message);

  channel?.addEventListener('message', (event) => {
    const message: unknown = (event as MessageEvent).data;
    if (!isTabMessage(message)) return;
    if (message.kind === 'signed-out') {
      memory = null;
      listeners.emit(read());
      return;
    }
    if (storage.getItem(SESSION_KEYS.userEmail) !== message.userEmail) return;
    memory = { token: message.token, userEmail: message.userEmail };
    listeners.emit(read());
  });

  const sessionKeys = new Set<string>(Object.values(SESSION_KEYS));
  storageEvents?.addEventListener('storage', (event) => {
    // A null key is a storage.clear() in another tab.
    if (event.key === null || sessionKeys.has(event.key)) listeners.emit(read());
  });

  return {
    get: read,
    set(session) {
      // Only the user's details are written; the token stays in memory.
      storage.setItem(SESSION_KEYS.userEmail, session.userEmail);
      if (session.userId === null) storage.removeItem(SESSION_KEYS.userId);
      else storage.setItem(SESSION_KEYS.userId, String(session.userId));
      storage.setItem(SESSION_KEYS.username, session.username);
      storage.setItem(SESSION_KEYS.role, session.role);
      storage.setItem(SESSION_KEYS.roles, JSON.stringify(session.roles));
      const previous = memory?.token ?? null;
      memory = session.token === null ? null : { token: session.token, userEmail: session.userEmail };
      if (memory && memory.token !== previous) post({ kind: 'token', ...memory });
      listeners.emit(read());
    },
    setToken(accessToken) {
      const userEmail = storage.getItem(SESSION_KEYS.userEmail);
      if (userEmail === null) return;
      memory = { token: accessToken, userEmail };
      post({ kind: 'token', ...memory });
      listeners.emit(read());
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      for (const key of RETIRED_KEYS) storage.removeItem(key);
      memory = null;
      post({ kind: 'signed-out' });
      listeners.emit(null);
    },
    subscribe: listeners.subscribe,
  };
}

/**
 * Runs a refresh while no other tab of this browser runs one. The refresh cookie rotates on every
 * use: two tabs presenting the same cookie at once would look like a stolen token being replayed,
 * and the server would revoke the whole session.
 */
export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'minbar-refresh';

/** The Web Locks API's exclusive lock; where it is missing (no secure context), no lock at all. */
export function webLocksRefreshLock(
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
): RefreshLock {
  if (!locks) return (run) => run();
  return async (run) => await locks.request(REFRESH_LOCK_NAME, () => run());
}
