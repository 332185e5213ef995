import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER } from './client';
import { rawRows } from './raw';

/** The newest migration this build carries: its journal's last entry, as drizzle records it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The journal time of the newest migration the database has (0 before any), as drizzle records it. */
export async function newestAppliedMigration(db: Pick<Database, 'execute'>): Promise<number> {
  const [row] = await rawRows<{ newest: string | number | null }>(
    db,
    sql`SELECT max("created_at") AS "newest" FROM "drizzle"."__drizzle_migrations"`,
  );
  return Number(row?.newest ?? 0);
}

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database_unavailable' | 'migrations_pending' };

/**
 * Whether this process can serve: the database answers, and it has every migration this build
 * carries (drizzle keeps each applied one's journal time in `drizzle.__drizzle_migrations`). A
 * database behind this build, as during an upgrade another instance is still migrating, is not ready.
 */
export async function readiness(db: Database): Promise<Readiness> {
  let applied: number;
  try {
    applied = await newestAppliedMigration(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ready: false, reason: 'database_unavailable' };
    // No migrations table yet: nothing was migrated.
    return { ready: false, reason: 'migrations_pending' };
  }
  return applied >= newestMigration() ? { ready: true } : { ready: false, reason: 'migrations_pending' };
}

/** Connection-level failures, by code or by the drivers' messages, anywhere in an error's causes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
];

/**
 * Whether an error means the database cannot be reached (stopped, restarting, out of connections)
 * rather than that a query was wrong: such a request answers 503, to be tried again, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
