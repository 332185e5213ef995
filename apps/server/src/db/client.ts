import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as accountsSchema from './schema';
import * as activitiesSchema from './schema-activities';
import * as certificatesSchema from './schema-certificates';
import * as donationsSchema from './schema-donations';
import * as educationSchema from './schema-education';
import * as eventsSchema from './schema-events';
import * as fatwaSchema from './schema-fatwa';
import * as prayerSchema from './schema-prayer';
import * as settingsSchema from './schema-settings';

/** Every table of every schema module: the queries' schema, and where services/photo-references.ts finds the upload columns. */
export const schema = {
  ...accountsSchema,
  ...fatwaSchema,
  ...prayerSchema,
  ...donationsSchema,
  ...eventsSchema,
  ...activitiesSchema,
  ...certificatesSchema,
  ...settingsSchema,
  ...educationSchema,
};

/** The one database type handlers see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolved next to this module: `src/db/migrations` in the sources, `dist/migrations` in the bundle
 * (the build copies the folder there), so the same line serves both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The public areas' versions as this process knows them without asking (docs/decisions/0036): only an
 * embedded database has one. PGlite's files are opened by one process, so every write goes through
 * this one, and the version triggers' notices reach it at each commit, before the writer's query
 * returns: a read that starts after a write has returned sees the write's version. A server on
 * PostgreSQL has none (another instance may write), and asks the database per read.
 */
export type LocalVersions = (area: string) => Promise<number>;

const localVersions = new WeakMap<object, LocalVersions>();

export function localVersionsOf(db: Database): LocalVersions | undefined {
  return localVersions.get(db);
}

function pgliteVersions(client: PGlite): LocalVersions {
  const versions = new Map<string, number>();
  let loading: Promise<void> | undefined;
  const note = (area: string, version: number) => {
    // Versions only grow; a notice and the first load may arrive in either order.
    if ((versions.get(area) ?? Number.NEGATIVE_INFINITY) < version) versions.set(area, version);
  };
  // Listening starts before the first load, so no move between the two is missed. Started on the first
  // read, after the migrations have created the table.
  const load = () =>
    (loading ??= (async () => {
      await client.listen('public_versions', (payload) => {
        const separator = payload.lastIndexOf(':');
        note(payload.slice(0, separator), Number(payload.slice(separator + 1)));
      });
      const { rows } = await client.query<{ area: string; version: string | number }>(
        'SELECT "area", "version" FROM "public_versions"',
      );
      for (const row of rows) note(row.area, Number(row.version));
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return async (area) => {
    await load();
    return versions.get(area) ?? 0;
  };
}

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  localVersions.set(db, pgliteVersions(client));
  return {
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): DatabaseHandle {
  // A database that does not answer fails a request within seconds (a 503) rather than holding it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given (docs/decisions/0002), else an embedded PGlite in `<dataDir>/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const folder = `${options.dataDir}/pglite`;
  mkdirSync(folder, { recursive: true });
  const release = lockFolder(`${options.dataDir}/pglite.lock`);
  try {
    const handle = fromPglite(await PGlite.create(folder));
    return {
      ...handle,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The embedded database's files are opened by one process at a time: a second one (another server,
 * or a backup or create-admin while the server runs) would corrupt them. The lock file holds the
 * owner's process id; one left by a process that no longer runs is taken over.
 */
function lockFolder(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${path.replace(/\/pglite\.lock$/, '')} is open in process ${owner} (a running server?). Stop it first.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
