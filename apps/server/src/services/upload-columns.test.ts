import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableColumns, getTableName, isNotNull, isTable, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgUploadRef } from '../db/upload-ref';
import { seedDemo } from '../seed';
import { createTestServer, type TestServer } from '../test/harness';
import { photoInUse, referencedUploadFiles, UPLOAD_COLUMNS } from './photo-references';
import { createMemoryStorage, createUploads, photoFileNames } from './uploads';

/*
 * Which columns hold a stored file's reference, found two ways, so a new one cannot be left out of
 * the backup or out of the upload cleanup's count: by the data (every text column of every table
 * that holds the name of a file the demo stored) and by the schema's own word (`uploadRef`).
 */

/** Every table of every schema module, including one client.ts was not told about. */
const schemaFolder = fileURLToPath(new URL('../db/', import.meta.url));
const schemaModules: Array<Record<string, unknown>> = await Promise.all(
  readdirSync(schemaFolder)
    .filter((file) => /^schema.*\.ts$/.test(file))
    .map((file) => import(pathToFileURL(join(schemaFolder, file)).href)),
);
const tables = schemaModules.flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => isTable(value) && value instanceof PgTable),
);
const storage = createMemoryStorage();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ storage });
  await seedDemo(server.deps.db, server.deps.passwords, {
    now: server.clock.now,
    uploads: createUploads(storage),
  });
}, 60_000);
afterAll(() => server.close());

/** The stored files a value names: a re-encoded photo's sizes, or an older upload's own name. */
const filesNamedBy = (value: string) => {
  const sizes = photoFileNames(value);
  return (sizes.length > 0 ? sizes : [value]).filter((name) => storage.files.has(name));
};

/** `table.column` of every text column whose rows name a stored file, with the values that do. */
async function columnsHoldingUploads(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const table of tables) {
    for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
      if (column.getSQLType() !== 'text') continue;
      const rows = await server.deps.db
        .selectDistinct({ value: sql<string>`${column}` })
        .from(table)
        .where(isNotNull(column));
      const refs = rows.map((row) => row.value).filter((value) => filesNamedBy(value).length > 0);
      if (refs.length > 0) found.set(nameOf(table, column), refs);
    }
  }
  return found;
}

const nameOf = (table: PgTable, column: PgColumn) => `${getTableName(table)}.${column.name}`;

describe('the columns that hold an upload', () => {
  it('are every column the schema modules declare with uploadRef, the logo among them', () => {
    expect(tables.length).toBeGreaterThan(20);
    const declared = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column instanceof PgUploadRef)
        .map((column) => nameOf(table, column)),
    );
    expect(UPLOAD_COLUMNS.map(({ table, column }) => nameOf(table, column)).sort()).toEqual(declared.sort());
    expect(declared).toEqual(
      expect.arrayContaining([
        'activities.photo',
        'campaign_updates.photo',
        'donation_categories.image',
        'events.photo',
        'mosque_identity.logo',
      ]),
    );
  });

  it('include every text column whose rows name a stored file', async () => {
    const declared = UPLOAD_COLUMNS.map(({ table, column }) => nameOf(table, column));
    const found = [...(await columnsHoldingUploads()).keys()];
    // The demo stores photos in these at least; a column missing here would prove nothing below.
    expect(found).toEqual(
      expect.arrayContaining(['activities.photo', 'events.photo', 'mosque_identity.logo']),
    );
    for (const column of found) expect.soft(declared, column).toContain(column);
  });

  it('the backup carries every stored file a row refers to, and the cleanup keeps each of them', async () => {
    const inBackup = new Set(await referencedUploadFiles(server.deps.db));
    const inUse = photoInUse(server.deps.db);
    for (const [column, refs] of await columnsHoldingUploads()) {
      for (const ref of refs) {
        for (const name of filesNamedBy(ref))
          expect.soft(inBackup.has(name), `${column}: ${name}`).toBe(true);
        expect.soft(await inUse(ref), `${column}: ${ref}`).toBe(true);
      }
    }
  });
});
