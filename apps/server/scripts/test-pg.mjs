// Runs the whole server suite against a throwaway PostgreSQL 15 cluster (docs/decisions/0002: same tests on
// both databases). initdb refuses to run as root, so as root the cluster belongs to `postgres`.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function run(command, args, options = {}) {
  const [file, fullArgs] =
    asRoot && options.asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fullArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0 && !options.allowFailure)
    throw new Error(`${command} failed with ${result.status}`);
  return result.status ?? 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'minbar-pg-'));
const dataDir = join(folder, 'data');
if (asRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(folder, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
}

const port = await freePort();
let exitCode = 1;
let started = false;
try {
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
    asPostgres: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  run(
    join(bin, 'pg_ctl'),
    [
      '-D',
      dataDir,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ],
    { asPostgres: true },
  );
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL 15 on ${url}`);
  exitCode = run('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    env: { ...process.env, TZ: 'UTC', TEST_DATABASE_URL: url },
    allowFailure: true,
  });
} finally {
  if (started)
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop'], { asPostgres: true, allowFailure: true });
  rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
