import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER, schema } from './tables';

export { type Database, type DatabaseHandle, MIGRATIONS_FOLDER, schema };

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

/** PostgreSQL when a URL is given (docs/decisions/0002), else an embedded PGlite in `<dataDir>/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  // The PostgreSQL driver is loaded only by a server that uses it (db/postgres.ts).
  if (options.databaseUrl) return (await import('./postgres')).fromPostgres(options.databaseUrl);
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
