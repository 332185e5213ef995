// The schema, the database type and the migrations folder, shared by both drivers (client.ts for
// PGlite, postgres.ts for PostgreSQL) without either importing the other.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as accountsSchema from './schema';
import * as activitiesSchema from './schema-activities';
import * as certificatesSchema from './schema-certificates';
import * as donationsSchema from './schema-donations';
import * as educationSchema from './schema-education';
import * as eventsSchema from './schema-events';
import * as fatwaSchema from './schema-fatwa';
import * as prayerSchema from './schema-prayer';
import * as pushSchema from './schema-push';
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
  ...pushSchema,
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
