import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw';
import { ArchiveRefused, applicationTables, type ReadArchive } from './archive';

/**
 * Tables whose rows an installation writes on its own before anyone uses it (the public areas'
 * versions, the signing secret made at the first start, rate counters): rows there do not make an
 * installation "in use", and a restore replaces them with the archive's.
 */
const BOOKKEEPING = new Set(['public_versions', 'server_secrets', 'rate_limit_counters']);
/** Filled by triggers as the other tables are written, so written last, as it was. */
const WRITTEN_LAST = 'public_versions';

/** The tables holding rows other than bookkeeping: an installation with any is in use. */
export async function tablesInUse(db: Pick<Database, 'execute'>): Promise<string[]> {
  const inUse: string[] = [];
  for (const name of await applicationTables(db)) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = await rawRows<{ any: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(name)}) AS "any"`,
    );
    if (row?.any) inUse.push(name);
  }
  return inUse;
}

/** Parents before children: the order foreign keys allow rows to be written in. */
async function writeOrder(db: Pick<Database, 'execute'>, tables: readonly string[]): Promise<string[]> {
  const links = await rawRows<{ child: string; parent: string }>(
    db,
    sql`SELECT "conrelid"::regclass::text AS "child", "confrelid"::regclass::text AS "parent"
        FROM "pg_constraint" WHERE "contype" = 'f' AND "connamespace" = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered
    .filter((table) => table !== WRITTEN_LAST)
    .concat(tables.includes(WRITTEN_LAST) ? [WRITTEN_LAST] : []);
}

/**
 * Writes an archive's rows into the database in one transaction: every table emptied, each written
 * whole (parents first), the versions table as it was, and every id sequence moved past its rows.
 * Either all of it is there afterwards, or none (a failure rolls the whole of it back).
 */
export async function restoreRows(db: Database, archive: ReadArchive, force: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await applicationTables(tx);
    const archived = [...archive.tables.keys()].sort();
    if (archived.join() !== [...tables].sort().join())
      throw new ArchiveRefused('its tables are not this version’s tables');
    const inUse = await tablesInUse(tx);
    if (inUse.length > 0 && !force)
      throw new ArchiveRefused(
        `this installation is in use (rows in ${inUse.join(', ')}); add --force to replace it`,
      );
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        tables.map((name) => sql.identifier(name)),
        sql`, `,
      )} RESTART IDENTITY CASCADE`,
    );
    for (const name of await writeOrder(tx, tables)) {
      const rows = archive.tables.get(name) ?? [];
      // The triggers of the tables before it have written versions of their own: the archive's win.
      if (name === WRITTEN_LAST) await tx.execute(sql`DELETE FROM ${sql.identifier(name)}`);
      if (rows.length === 0) continue;
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(name)} OVERRIDING SYSTEM VALUE
            SELECT * FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    const counters = await rawRows<{ table: string; column: string }>(
      tx,
      sql`SELECT "table_name" AS "table", "column_name" AS "column" FROM "information_schema"."columns"
          WHERE "table_schema" = 'public' AND ("column_default" LIKE 'nextval(%' OR "is_identity" = 'YES')`,
    );
    for (const { table, column } of counters) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                          COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
}
