import { eq, getTableColumns, isNotNull, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, schema } from '../db/client';
import { UPLOAD_CONVERSION_LOCK } from '../db/locks';
import { PgUploadRef } from '../db/upload-ref';
import { photoFileNames, UPLOAD_NAME, type Uploads } from './uploads';

export interface UploadColumn {
  table: PgTable;
  column: PgUploadRef;
  /** The column's key in its table, to write it. */
  key: string;
}

/**
 * Every column that holds a stored file's reference: each one the schema declares with `uploadRef`
 * (an event's and an activity's photo, a category's image, a campaign update's photo, the mosque's
 * logo, and any added later), so the backup and the cleanup cannot miss one.
 */
export const UPLOAD_COLUMNS: readonly UploadColumn[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => isTable(value))
  .flatMap((table) =>
    Object.entries(getTableColumns(table)).flatMap(([key, column]: [string, unknown]) =>
      column instanceof PgUploadRef ? [{ table, column, key }] : [],
    ),
  );

/** Whether any row still refers to a photo: the upload service keeps the files of one that does. */
export function photoInUse(db: Database): (ref: string) => Promise<boolean> {
  return async (ref) => {
    for (const { table, column } of UPLOAD_COLUMNS) {
      const [row] = await db.select({ one: sql`1` }).from(table).where(eq(column, ref)).limit(1);
      if (row) return true;
    }
    return false;
  };
}

/**
 * Every stored file some row refers to: each photo's sizes in both formats, or an older upload's own
 * name. A backup carries these, and nothing a row no longer needs.
 */
export async function referencedUploadFiles(db: Database): Promise<string[]> {
  const names = new Set<string>();
  for (const { table, column } of UPLOAD_COLUMNS) {
    const rows = await db.selectDistinct({ ref: column }).from(table).where(isNotNull(column));
    for (const { ref } of rows) {
      if (!ref) continue;
      const sizes = photoFileNames(ref);
      for (const name of sizes.length > 0 ? sizes : [ref]) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Converts, once, the uploads stored byte for byte before photos were re-encoded: each older name a
 * row refers to is re-encoded (upright, without its metadata, in the pages' sizes), the rows are made
 * to refer to the new reference, and then the old file, which may hold a GPS position, is removed. A
 * name that cannot be converted (its file is missing or is no photo taken today) is left as it was and
 * still served. It runs at every start and does nothing once no row holds an older name; the advisory
 * lock makes a second instance starting at the same time wait and then find nothing to do. Answers
 * how many names were converted and how many were left.
 */
export async function convertLegacyUploads(
  db: Database,
  uploads: Uploads,
  log: (line: string) => void = () => {},
): Promise<{ converted: number; left: number }> {
  const converted: string[] = [];
  let left = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_CONVERSION_LOCK})`);
    const names = new Set<string>();
    for (const { table, column } of UPLOAD_COLUMNS) {
      const rows = await tx.select({ name: column }).from(table).where(isNotNull(column));
      for (const { name } of rows) if (name && UPLOAD_NAME.test(name)) names.add(name);
    }
    for (const name of names) {
      const ref = await uploads.convertLegacy(name);
      if (!ref) {
        left += 1;
        log(`upload ${name} could not be converted; it is kept and served as stored`);
        continue;
      }
      for (const { table, column, key } of UPLOAD_COLUMNS)
        await tx
          .update(table)
          .set({ [key]: ref })
          .where(eq(column, name));
      converted.push(name);
    }
  });
  // Only once the rows refer to the new reference: a failed conversion leaves every old file served.
  for (const name of converted) await uploads.remove(name);
  if (converted.length > 0) log(`converted ${converted.length} older upload(s) to re-encoded photos`);
  return { converted: converted.length, left };
}
