// A throwaway PostgreSQL 15 cluster on a free loopback port, for the PostgreSQL test run and the
// benchmark. initdb refuses to run as root, so as root the cluster belongs to `postgres`.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Whether Debian's postgresql 15 binaries are here. */
export function hasPostgres() {
  return existsSync(join(PG_BIN, 'initdb'));
}

/** A port nothing listens on at this instant, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function runPg(command, args, allowFailure = false) {
  const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0 && !allowFailure) throw new Error(`${command} failed with ${result.status}`);
}

/**
 * Creates and starts a cluster in a new temporary folder (fsync off: nothing here must survive).
 * Answers its connection string, the folder (free for other temporary files) and `stop`, which
 * stops the server and removes the folder.
 * @param {string} prefix the temporary folder's name prefix
 * @returns {Promise<{ url: string, folder: string, stop: () => void }>}
 */
export async function startThrowawayPostgres(prefix = 'minbar-pg-') {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const dataDir = join(folder, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) runPg(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop'], true);
    started = false;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    runPg(join(PG_BIN, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    runPg(join(PG_BIN, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, folder, stop };
}
