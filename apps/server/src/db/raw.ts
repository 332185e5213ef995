import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw statement. Both drivers answer `{ rows }` (PGlite's results and node-postgres's
 * QueryResult), which the one Database type cannot say for both.
 */
export async function rawRows<Row>(db: Pick<Database, 'execute'>, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as { rows: Row[] };
  return result.rows;
}
