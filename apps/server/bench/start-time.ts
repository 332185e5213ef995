/**
 * How long the server takes to be ready on an existing data folder: dist/main.js (or the build named by
 * MINBAR_BENCH_SERVER, measured beside it when run alone) started `runs` times on the same filled PGlite folder, each timed from the spawn
 * to its first 200 on /api/ready (the database answers and has every migration), then stopped with
 * SIGTERM. Beside it, in the same run and on the same folder, two references: a plain node:http server
 * (what starting Node and listening costs) and PGlite alone opening the folder and answering one query
 * (the floor the embedded database sets). `npm run bench` calls it on its PGlite folder and writes the
 * medians into docs/performance.md; alone, on a folder of its own filled with the demo data:
 *   npx tsx apps/server/bench/start-time.ts [runs]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/throwaway-postgres.mjs';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StartTimes {
  /** Milliseconds from spawn to the first 200 on the readiness address, one per run, per build measured. */
  servers: number[][];
  /** The same for a plain node:http server. */
  plain: number[];
  /** The same for a process that opens the folder with PGlite, queries it once and listens. */
  pglite: number[];
}

/** A server, the plain one or PGlite alone: the node arguments, its environment and where it says ready. */
interface Starter {
  args: string[];
  env: Record<string, string>;
  path: string;
}

const PLAIN = `import { createServer } from 'node:http';
createServer((_, response) => response.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));`;

const PGLITE_ALONE = `import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
const client = await PGlite.create(process.env.FOLDER);
await client.query('SELECT 1');
createServer((_, response) => response.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => client.close().then(() => process.exit(0)));`;

/** Spawns one, polls its readiness address every 5 ms and answers the milliseconds to the first 200. */
async function timeOneStart(starter: Starter, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, starter.args, {
    cwd: serverRoot,
    env: { ...process.env, ...starter.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${starter.args.join(' ')} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${starter.path}`)).ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 60_000) throw new Error('not ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * The three starts `runs` times each, interleaved (server, plain, PGlite, server…) so a neighbour's
 * load weighs on all three alike. `serverEnv` is what the server needs besides its ports and folder.
 */
export async function measureStarts(options: {
  /** The builds measured (dist/main.js, another build's for a before and after), interleaved. */
  entries: string[];
  dataDir: string;
  runs: number;
  serverEnv: Record<string, string>;
}): Promise<StartTimes> {
  const times: StartTimes = { servers: options.entries.map(() => []), plain: [], pglite: [] };
  for (let run = 0; run < options.runs; run += 1) {
    for (const [index, entry] of options.entries.entries()) {
      const api = await freePort();
      const site = await freePort();
      times.servers[index]?.push(
        await timeOneStart(
          {
            args: [entry],
            env: {
              ...options.serverEnv,
              MINBAR_DATA_DIR: options.dataDir,
              MINBAR_API_PORT: String(api),
              MINBAR_DASHBOARD_PORT: String(await freePort()),
              MINBAR_PUBLIC_PORT: String(site),
              MINBAR_PUBLIC_URL: `http://127.0.0.1:${site}`,
            },
            path: '/api/ready',
          },
          api,
        ),
      );
    }
    const plain = await freePort();
    times.plain.push(
      await timeOneStart(
        { args: ['--input-type=module', '-e', PLAIN], env: { PORT: String(plain) }, path: '/' },
        plain,
      ),
    );
    const alone = await freePort();
    times.pglite.push(
      await timeOneStart(
        {
          args: ['--input-type=module', '-e', PGLITE_ALONE],
          env: { PORT: String(alone), FOLDER: join(options.dataDir, 'pglite') },
          path: '/',
        },
        alone,
      ),
    );
  }
  return times;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The settings the bench's servers start with: no demo seeding, test payments, a site address. */
export const BENCH_SERVER_ENV = { MINBAR_DEMO: '0', MINBAR_PAYMENTS: 'test' };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(process.argv[2] ?? 5);
  const { openDatabase } = await import('../src/db/client');
  const { seedDemo } = await import('../src/seed');
  const { createScryptHasher } = await import('../src/services/passwords');
  const dataDir = mkdtempSync(join(tmpdir(), 'minbar-start-'));
  try {
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    await seedDemo(handle.db, createScryptHasher({ log2Cost: 10 }), { now: new Date() });
    await handle.close();
    // Another build's bundle, when named, is measured beside this one's (a before and after).
    const entries = [
      'dist/main.js',
      ...(process.env.MINBAR_BENCH_SERVER ? [process.env.MINBAR_BENCH_SERVER] : []),
    ];
    const times = await measureStarts({ entries, dataDir, runs, serverEnv: BENCH_SERVER_ENV });
    const row = (name: string, values: number[]) => ({
      start: name,
      'median ms': Math.round(median(values)),
      'min ms': Math.round(Math.min(...values)),
      'max ms': Math.round(Math.max(...values)),
      '× plain': Math.round((median(values) / median(times.plain)) * 10) / 10,
    });
    console.log(`Ready on an existing data folder, ${runs} starts each (spawn to the first 200):`);
    console.table([
      ...entries.map((entry, index) => row(`server (${entry})`, times.servers[index] ?? [])),
      row('plain node:http', times.plain),
      row('PGlite alone', times.pglite),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
