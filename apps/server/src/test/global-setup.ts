import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../db/client';
import { fromPostgres } from '../db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    database: { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates once, then every test file clones the result: a PGlite data-dir dump, or, with
 * TEST_DATABASE_URL, a PostgreSQL template database (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `minbar_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = fromPostgres(databaseUrlWithName(url, template));
    await handle.migrate();
    await handle.close();
    project.provide('database', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
      await admin.end();
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'minbar-pglite-'));
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const snapshotPath = join(folder, 'migrated.tar');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('database', { kind: 'pglite', snapshotPath });
  return () => rmSync(folder, { recursive: true, force: true });
}
