import type { AppDeps } from '../deps';
import { findSessionUser, type SessionUser } from '../services/users';
import { versionReaderOf } from './public-cache';

/**
 * The session check of signed-in calls, cached per instance (docs/decisions/0047-session-cache.md).
 * An entry is the user, roles and live session as the database had them at a version of the
 * `sessions` row, which every statement on users, user_roles and refresh_tokens moves inside its
 * transaction. A call reads that version first (from memory on PGlite, one shared query on
 * PostgreSQL) and uses an entry only of that very version, so a sign-out, a revoked session, a removed
 * role or a deleted account written through any instance is refused at the next call on every one.
 */
export interface SessionCache {
  /** The session's user as the database has it now; undefined for an unknown account. */
  lookup(userId: number, sessionId: string): Promise<SessionUser | undefined>;
  /** Counts for tests and the bench: checks answered from memory, and from the database. */
  readonly stats: { hits: number; reads: number };
}

/** Enough for every staff member's sessions several times over; the least recently used go first. */
export const MAX_CACHED_SESSIONS = 10_000;

export function createSessionCache(
  deps: Pick<AppDeps, 'db'>,
  maxEntries = MAX_CACHED_SESSIONS,
): SessionCache {
  const readVersion = versionReaderOf(deps.db);
  const entries = new Map<string, { version: number; user: SessionUser }>();
  const stats = { hits: 0, reads: 0 };
  let seen = Number.NEGATIVE_INFINITY;

  return {
    stats,
    async lookup(userId, sessionId) {
      const version = await readVersion('sessions');
      // A moved version makes every entry suspect: all go at once (versions only grow, and a slower
      // read of an older one must not clear what a newer one filled).
      if (version > seen) {
        seen = version;
        entries.clear();
      }
      const key = `${userId}:${sessionId}`;
      const entry = entries.get(key);
      if (entry && entry.version === version) {
        stats.hits += 1;
        // Most recently used goes last (a Map iterates in insertion order).
        entries.delete(key);
        entries.set(key, entry);
        return entry.user;
      }
      stats.reads += 1;
      // Read after the version: what it returns is at least as new as the version it is kept under.
      const user = await findSessionUser(deps.db, userId, sessionId);
      // Only a session that lets the call in is kept: a refused one costs its read each time, as a
      // stranger's forged tokens do not get that far (their signature fails first).
      if (user?.verifiedAt && user.sessionActive && version === seen) {
        entries.set(key, { version, user });
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      return user;
    },
  };
}

const perApp = new WeakMap<object, SessionCache>();

/** The one session cache of an app instance (per deps, as publicReadsOf). */
export function sessionCacheOf(deps: Pick<AppDeps, 'db'>): SessionCache {
  let cache = perApp.get(deps);
  if (!cache) {
    cache = createSessionCache(deps);
    perApp.set(deps, cache);
  }
  return cache;
}
