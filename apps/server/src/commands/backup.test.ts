import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rawRows } from '../db/raw';
import { mosqueIdentity } from '../db/schema-settings';
import { parseEnv } from '../env';
import { DEMO_SIGN_INS, seedDemo } from '../seed';
import { referencedUploadFiles } from '../services/photo-references';
import { createLocalStorage, createMemoryStorage, createUploads, photoFileNames } from '../services/uploads';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';
import { applicationTables, readArchive, writeArchive } from './archive';
import { backup, restore } from './backup';
import { restoreRows, tablesInUse } from './restore-database';

/*
 * Backup and restore. On this run's database (PGlite, or PostgreSQL under test:pg): the demo's data
 * archived, restored into an empty installation, and compared table by table and answer by answer,
 * sign-ins included. Then the commands on embedded installations with an uploads folder: an
 * installation in use refused without --force, and a truncated or altered archive refused with
 * nothing written.
 */

const PUBLIC_READS = [
  '/api/active_categories/?page=1&per_page=50',
  '/api/customized_categories/?page=1&per_page=50',
  '/api/public/events',
  '/api/public/activities',
  '/api/public/prayer-times?city=Warsaw&from=2026-03-01&to=2026-03-31',
  '/api/public/mosque',
  '/api/settings',
];

async function everyRow(server: TestServer) {
  const dump: Record<string, string[]> = {};
  for (const name of await applicationTables(server.deps.db)) {
    const rows = await rawRows<{ row: unknown }>(
      server.deps.db,
      sql`SELECT row_to_json(t) AS "row" FROM ${sql.identifier(name)} t`,
    );
    dump[name] = rows.map((each) => JSON.stringify(each.row)).sort();
  }
  return dump;
}

describe('an archive of the demo, restored into an empty installation', () => {
  let original: TestServer;
  let restored: TestServer;
  const originalFiles = createMemoryStorage();
  const restoredFiles = createMemoryStorage();
  beforeAll(async () => {
    original = await createTestServer({ storage: originalFiles });
    restored = await createTestServer({ storage: restoredFiles });
    await seedDemo(original.deps.db, original.deps.passwords, {
      now: original.clock.now,
      uploads: createUploads(originalFiles),
    });
  }, 60_000);
  afterAll(async () => {
    await original.close();
    await restored.close();
  });

  it('holds the same rows and files, answers the same, and signs the same people in', {
    timeout: 60_000,
  }, async () => {
    const names = await referencedUploadFiles(original.deps.db);
    expect(names.length).toBeGreaterThan(0);
    const { bytes, manifest } = await writeArchive(
      original.deps.db,
      names,
      (name) => originalFiles.get(name),
      original.clock.now,
    );
    const [people] = await rawRows<{ count: number }>(
      original.deps.db,
      sql`SELECT count(*)::int AS "count" FROM "users"`,
    );
    expect(manifest.tables.users).toBe(people?.count);
    expect(manifest.tables.users).toBeGreaterThanOrEqual(DEMO_SIGN_INS.length);
    expect(manifest.uploads.files).toBe(names.length);

    expect(await tablesInUse(restored.deps.db)).toEqual([]);
    const archive = readArchive(bytes);
    for (const upload of archive.uploads) await restoredFiles.put(upload.name, upload.bytes, 'image/webp');
    await restoreRows(restored.deps.db, archive, false);

    expect(await everyRow(restored)).toEqual(await everyRow(original));
    const kept = names.filter((name) => originalFiles.files.has(name));
    expect([...restoredFiles.files.keys()].sort()).toEqual(kept);
    for (const path of PUBLIC_READS) {
      const [before, after] = [await call(original, 'GET', path), await call(restored, 'GET', path)];
      expect(after.status, path).toBe(200);
      expect(after.body, path).toEqual(before.body);
    }
    const admin = DEMO_SIGN_INS.find((account) => account.roles.includes('admin'));
    if (!admin) throw new Error('the demo has no admin');
    const token = (await signIn(restored, admin)).access_token;
    const users = await call(restored, 'GET', '/api/admin/users', { token });
    expect(users.status).toBe(200);
    // New rows continue the ids after the restored ones.
    const [highest] = await rawRows<{ id: number }>(
      original.deps.db,
      sql`SELECT max("id") AS "id" FROM "users"`,
    );
    expect((await createAccount(restored)).id).toBeGreaterThan(Number(highest?.id));
  });
});

describe('npm run backup and npm run restore on embedded installations', () => {
  const folder = mkdtempSync(join(tmpdir(), 'minbar-backup-'));
  const envOf = (name: string) => parseEnv({ MINBAR_DATA_DIR: join(folder, name), MINBAR_DEMO: '0' });
  const said: string[] = [];
  const io = { out: (line: string) => said.push(line), err: (line: string) => said.push(line) };
  const archivePath = join(folder, 'centre.json.gz');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function countsOf(name: string) {
    const database = await openDatabase({ dataDir: join(folder, name) });
    try {
      await database.migrate();
      return await tablesInUse(database.db);
    } finally {
      await database.close();
    }
  }

  it('backs up the data and the uploads folder, and restores them into another folder', {
    timeout: 120_000,
  }, async () => {
    const source = await openDatabase({ dataDir: join(folder, 'original') });
    await source.migrate();
    await seedDemo(source.db, (await import('../services/passwords')).createScryptHasher({ log2Cost: 10 }), {
      uploads: createUploads(createLocalStorage(join(folder, 'original', 'uploads'))),
    });
    const [identity] = await source.db.select({ logo: mosqueIdentity.logo }).from(mosqueIdentity);
    await source.close();
    const logoFiles = photoFileNames(identity?.logo ?? '');
    expect(logoFiles.length).toBeGreaterThan(0);

    expect(await backup(['--out', archivePath], envOf('original'), io)).toBe(0);
    expect(said.at(-1)).toMatch(
      /^backup: .*centre\.json\.gz: \d+ tables, \d+ rows, \d+ files .*archive [\d.]+ KiB, in [\d.]+ s$/,
    );
    console.log(said.at(-1));

    expect(await restore([archivePath], envOf('copy'), io)).toBe(0);
    expect(said.at(-1)).toMatch(/^restore: .* rows and \d+ files restored, in [\d.]+ s$/);
    console.log(said.at(-1));
    // Every file a row refers to, byte for byte (a file no row needs any more is left behind).
    const copied = readdirSync(join(folder, 'copy', 'uploads')).sort();
    expect(copied.length).toBe(Number(/ (\d+) files/.exec(said.at(-1) ?? '')?.[1]));
    expect(copied.length).toBeGreaterThan(0);
    for (const name of copied) {
      expect(readFileSync(join(folder, 'copy', 'uploads', name))).toEqual(
        readFileSync(join(folder, 'original', 'uploads', name)),
      );
    }
    expect(await countsOf('copy')).toEqual(await countsOf('original'));
    // The mosque's logo, which its mails and the sharing preview show, comes back with the rest.
    expect(copied).toEqual(expect.arrayContaining(logoFiles));
    // Nothing the demo stored is left behind: every file of the original is a file a row refers to.
    expect(copied).toEqual(readdirSync(join(folder, 'original', 'uploads')).sort());

    // The copy is in use now: refused without --force, replaced with it.
    expect(await restore([archivePath], envOf('copy'), io)).toBe(2);
    expect(said.at(-1)).toMatch(/is in use .* Add --force .* Nothing was written\.$/);
    expect(await restore([archivePath, '--force'], envOf('copy'), io)).toBe(0);
  });

  it('refuses a truncated or altered archive before writing anything', { timeout: 60_000 }, async () => {
    const whole = readFileSync(archivePath);
    const truncated = join(folder, 'truncated.json.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await restore([truncated], envOf('empty'), io)).toBe(1);
    expect(said.at(-1)).toMatch(/is refused: not a complete archive .* Nothing was written\.$/);

    // One amount changed inside, the gzip made again: the digest no longer matches.
    const text = gunzipSync(whole).toString('utf8');
    const altered = join(folder, 'altered.json.gz');
    writeFileSync(altered, gzipSync(Buffer.from(text.replace(/"amount":"?(\d+)/, '"amount":"9$1'), 'utf8')));
    expect(await restore([altered], envOf('empty'), io)).toBe(1);
    expect(said.at(-1)).toMatch(
      /does not match its manifest \(altered or damaged\)\. Nothing was written\.$/,
    );

    expect(await countsOf('empty')).toEqual([]);
  });
});
