import { mkdirSync } from 'node:fs';
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

const schema = {
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

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
  return fromPglite(await PGlite.create(folder));
}
