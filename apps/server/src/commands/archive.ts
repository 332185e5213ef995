import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw';
import { newestAppliedMigration } from '../db/readiness';

/*
 * The backup archive (docs/deploy.md, docs/decisions/0045): one gzip file holding a manifest line, then the body: one JSON
 * line per table (its rows as PostgreSQL's own row_to_json writes them, so every type comes back as it
 * was) and one per uploaded file (base64). The manifest carries the body's SHA-256 and every count, so
 * a truncated or altered archive is refused before anything is written. Rows are read in one
 * repeatable-read transaction: a consistent moment even while the server takes gifts.
 */

export const ARCHIVE_FORMAT = 'minbar-backup';
export const ARCHIVE_VERSION = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  /** The newest migration of the installation backed up: a restore needs the same. */
  migration: number;
  /** Rows per table, and how many uploaded files, with their bytes. */
  tables: Record<string, number>;
  uploads: { files: number; bytes: number };
  sha256: string;
}

type Line = { kind: 'table'; name: string; rows: unknown[] } | { kind: 'upload'; name: string; data: string };

/** The application's tables in the public schema; drizzle's own bookkeeping lives in its schema. */
export async function applicationTables(db: Pick<Database, 'execute'>): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = 'public' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Reads every table in one snapshot, and the files `readFile` finds, into an archive's bytes. */
export async function writeArchive(
  db: Database,
  uploadNames: readonly string[],
  readFile: (name: string) => Promise<Uint8Array | null>,
  now: Date,
): Promise<{ bytes: Buffer; manifest: Manifest }> {
  const lines: string[] = [];
  const tables: Record<string, number> = {};
  const migration = await db.transaction(
    async (tx) => {
      for (const name of await applicationTables(tx)) {
        const rows = await rawRows<{ row: unknown }>(
          tx,
          sql`SELECT row_to_json(t) AS "row" FROM ${sql.identifier(name)} t`,
        );
        tables[name] = rows.length;
        lines.push(
          JSON.stringify({ kind: 'table', name, rows: rows.map((each) => each.row) } satisfies Line),
        );
      }
      return newestAppliedMigration(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let files = 0;
  let fileBytes = 0;
  for (const name of uploadNames) {
    const bytes = await readFile(name);
    if (!bytes) continue;
    files += 1;
    fileBytes += bytes.length;
    lines.push(
      JSON.stringify({ kind: 'upload', name, data: Buffer.from(bytes).toString('base64') } satisfies Line),
    );
  }
  const body = Buffer.from(lines.join('\n'), 'utf8');
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: now.toISOString(),
    migration,
    tables,
    uploads: { files, bytes: fileBytes },
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  const bytes = gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(manifest)}\n`, 'utf8'), body]));
  return { bytes, manifest };
}

export class ArchiveRefused extends Error {}

/** The names uploads are stored under (content hashes, UUIDs): never a path. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,8})?$/;

export interface ReadArchive {
  manifest: Manifest;
  tables: Map<string, unknown[]>;
  uploads: Array<{ name: string; bytes: Buffer }>;
}

/**
 * An archive's content, checked whole before anything is written: gzip intact (a truncated file fails
 * here), the manifest of this format, the body's digest, and every count the manifest gives.
 */
export function readArchive(bytes: Uint8Array): ReadArchive {
  let text: Buffer;
  try {
    text = gunzipSync(bytes);
  } catch (error) {
    throw new ArchiveRefused(`not a complete archive (${(error as Error).message})`);
  }
  const newline = text.indexOf(0x0a);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text.subarray(0, newline < 0 ? text.length : newline).toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveRefused('no manifest: this is not a Minbar backup');
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION)
    throw new ArchiveRefused('not a Minbar backup of a format this version reads');
  const body = newline < 0 ? Buffer.alloc(0) : text.subarray(newline + 1);
  if (createHash('sha256').update(body).digest('hex') !== manifest.sha256)
    throw new ArchiveRefused('its content does not match its manifest (altered or damaged)');

  const tables = new Map<string, unknown[]>();
  const uploads: ReadArchive['uploads'] = [];
  for (const line of body.length > 0 ? body.toString('utf8').split('\n') : []) {
    const entry = JSON.parse(line) as Line;
    if (entry.kind === 'table') tables.set(entry.name, entry.rows);
    else if (SAFE_FILE_NAME.test(entry.name))
      uploads.push({ name: entry.name, bytes: Buffer.from(entry.data, 'base64') });
    else
      throw new ArchiveRefused(
        `an uploaded file's name is not one Minbar writes: ${JSON.stringify(entry.name)}`,
      );
  }
  for (const [name, count] of Object.entries(manifest.tables)) {
    if (tables.get(name)?.length !== count)
      throw new ArchiveRefused(`table ${name} does not hold what the manifest says`);
  }
  if (tables.size !== Object.keys(manifest.tables).length || uploads.length !== manifest.uploads.files)
    throw new ArchiveRefused('its content does not match its manifest');
  return { manifest, tables, uploads };
}
