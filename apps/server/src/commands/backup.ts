import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { newestAppliedMigration } from '../db/readiness';
import { uploadStorageOf } from '../runtime';
import { referencedUploadFiles } from '../services/photo-references';
import { contentTypeOfUpload } from '../services/uploads';
import { ArchiveRefused, readArchive, writeArchive } from './archive';
import type { Command } from './command';
import { restoreRows, tablesInUse } from './restore-database';

/** `2026-11-27T17:05:09.123Z` → `20261127-170509`, for a file name that sorts by time. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * `npm run backup [-- --out FILE]`: the database (embedded or PostgreSQL) and every uploaded file a
 * row refers to (folder or S3), in one archive with its manifest (docs/deploy.md). On the embedded
 * database the server must be stopped first (only one process opens its files); on PostgreSQL it runs
 * beside the servers, reading one consistent moment.
 */
export const backup: Command = async (args, env, io) => {
  if (args.length !== 0 && !(args.length === 2 && args[0] === '--out')) {
    io.err('npm run backup [-- --out FILE]');
    return 2;
  }
  const started = performance.now();
  const now = new Date();
  const out = resolve(args[1] ?? `minbar-backup-${stamp(now)}.json.gz`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.MINBAR_DATA_DIR });
  try {
    await database.migrate();
    const { storage } = uploadStorageOf(env);
    const names = await referencedUploadFiles(database.db);
    const { bytes, manifest } = await writeArchive(database.db, names, (name) => storage.get(name), now);
    await writeFile(out, bytes, { mode: 0o600 });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    io.out(
      `backup: ${out}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.uploads.files} files (${kib(manifest.uploads.bytes)}); archive ${kib(bytes.length)}, in ${seconds(started)}`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

/**
 * `npm run restore -- FILE [--force]`: brings an archive back into this installation. The archive is
 * checked whole first (complete, untouched, of this version); an installation in use is refused
 * unless --force; then the files are stored and the rows written in one transaction.
 */
export const restore: Command = async (args, env, io) => {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('--')) {
    io.err('npm run restore -- FILE [--force]');
    return 2;
  }
  const started = performance.now();
  const path = resolve(files[0] ?? '');
  let archive: ReturnType<typeof readArchive>;
  try {
    archive = readArchive(await readFile(path));
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    io.err(`restore: ${path} is refused: ${error.message}. Nothing was written.`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.MINBAR_DATA_DIR });
  try {
    await database.migrate();
    const migration = await newestAppliedMigration(database.db);
    if (migration !== archive.manifest.migration) {
      io.err(
        `restore: the archive was made by ${archive.manifest.migration < migration ? 'an older' : 'a newer'} version of Minbar. Restore it with that version, then upgrade. Nothing was written.`,
      );
      return 1;
    }
    const inUse = await tablesInUse(database.db);
    if (inUse.length > 0 && !force) {
      io.err(
        `restore: this installation is in use (rows in ${inUse.join(', ')}). Add --force to replace everything in it. Nothing was written.`,
      );
      return 2;
    }
    const { storage } = uploadStorageOf(env);
    for (const upload of archive.uploads)
      await storage.put(upload.name, upload.bytes, contentTypeOfUpload(upload.name));
    await restoreRows(database.db, archive, force);
    const rows = Object.values(archive.manifest.tables).reduce((sum, count) => sum + count, 0);
    io.out(
      `restore: ${path} (made ${archive.manifest.createdAt}): ${rows} rows and ${archive.uploads.length} files restored, in ${seconds(started)}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    io.err(`restore: refused: ${error.message}. Nothing was written.`);
    return 1;
  } finally {
    await database.close();
  }
};
