import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { userRoles, users } from '../db/schema';
import { parseEnv } from '../env';
import { createScryptHasher } from '../services/passwords';
import { createAdmin } from './create-admin';

/*
 * `npm run create-admin` on an installation without the demo: a verified admin whose password signs
 * in, the rules of sign-up applied, an existing address left alone; and the embedded database's lock,
 * which keeps a command from opening the files a running server has open.
 */

const folder = mkdtempSync(join(tmpdir(), 'minbar-create-admin-'));
const env = parseEnv({ MINBAR_DATA_DIR: folder, MINBAR_DEMO: '0' });
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

async function run(args: string[], password: string) {
  vi.stubEnv('MINBAR_ADMIN_PASSWORD', password);
  const said: string[] = [];
  const code = await createAdmin(args, env, {
    out: (line) => said.push(line),
    err: (line) => said.push(line),
  });
  return { code, said: said.join('\n') };
}

describe('create-admin', () => {
  it('makes a verified admin whose password checks, and leaves an existing address alone', {
    timeout: 60_000,
  }, async () => {
    const made = await run(
      ['--email', 'Imam.Office@Centre.example', '--username', 'Office'],
      'a long passphrase',
    );
    expect(made).toEqual({
      code: 0,
      said: 'create-admin: imam.office@centre.example (Office) is an admin and can sign in to the dashboard.',
    });
    const again = await run(['--email', 'imam.office@centre.example'], 'another passphrase');
    expect(again.code).toBe(2);
    expect(again.said).toMatch(/exists already; nothing was changed/);

    const database = await openDatabase({ dataDir: folder });
    try {
      const [user] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'imam.office@centre.example'));
      expect(user?.verifiedAt).toBeInstanceOf(Date);
      expect(await createScryptHasher().verify('a long passphrase', user?.passwordHash ?? '')).toBe(true);
      const roles = await database.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, user?.id ?? 0));
      expect(roles.map((row) => row.role)).toEqual(['admin']);
      expect(await database.db.select().from(users)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('refuses a short password, a bad address and missing options, creating nothing', async () => {
    expect(await run(['--email', 'short@centre.example'], 'short')).toMatchObject({ code: 2 });
    expect((await run(['--email', 'not-an-address'], 'a long passphrase')).code).toBe(2);
    const usage = await run(['--name', 'x'], 'a long passphrase');
    expect(usage.code).toBe(2);
    expect(usage.said).toMatch(/never from the command line/);
  });

  it('will not open the embedded database while another running process has it open', async () => {
    const locked = mkdtempSync(join(tmpdir(), 'minbar-locked-'));
    try {
      // The parent process (vitest's) is alive: as a running server would be.
      writeFileSync(join(locked, 'pglite.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir: locked })).rejects.toThrow(
        /is open in process \d+ \(a running server\?\)/,
      );
      // A lock left by a process that no longer runs is taken over.
      writeFileSync(join(locked, 'pglite.lock'), '999999999');
      const database = await openDatabase({ dataDir: locked });
      await database.close();
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });
});
