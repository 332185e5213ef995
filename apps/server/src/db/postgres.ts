import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER, schema } from './tables';

/**
 * A PostgreSQL database (DATABASE_URL), in a module of its own so that a server on the embedded
 * database never loads the driver (openDatabase imports this one only for a URL).
 */
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
