import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Three free ports on 127.0.0.1, for a server of its own beside the suite's. */
async function freePorts(): Promise<[number, number, number]> {
  const servers = [0, 1, 2].map(() => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((ok) => server.close(ok))));
  return ports as [number, number, number];
}

export interface ExtraServer {
  apiUrl: string;
  publicUrl: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops it: SIGTERM, or SIGKILL for a crash (`kill -9`). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same data and ports, as after a crash and a restart. */
  restart(): Promise<void>;
}

/**
 * The built server on a data folder and ports of its own, with `env` added (Stripe's keys, say): for
 * tests that need another configuration than the suite's server, or that kill it.
 */
export async function startExtraServer(env: Record<string, string>, dataDir?: string): Promise<ExtraServer> {
  const [api, dashboard, site] = await freePorts();
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'minbar-extra-'));
  let log = '';
  let child: ChildProcess | null = null;
  const { DATABASE_URL: _database, SMTP_URL: _smtp, STRIPE_SECRET_KEY: _stripe, ...inherited } = process.env;

  async function start() {
    child = spawn(process.execPath, [resolve(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        TZ: 'UTC',
        MINBAR_DEMO: '1',
        MINBAR_HOST: '127.0.0.1',
        MINBAR_API_PORT: String(api),
        MINBAR_DASHBOARD_PORT: String(dashboard),
        MINBAR_PUBLIC_PORT: String(site),
        MINBAR_DATA_DIR: folder,
        MINBAR_DASHBOARD_DIST: resolve(ROOT, 'apps/dashboard/dist'),
        MINBAR_PUBLIC_DIST: resolve(ROOT, 'apps/public-site/dist'),
        MINBAR_JWT_SECRET: 'extra-server-secret-that-is-long-enough-for-hs256',
        ...env,
      },
    });
    child.stdout?.on('data', (chunk) => {
      log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      try {
        const answer = await fetch(`http://127.0.0.1:${site}/`, { signal: AbortSignal.timeout(2_000) });
        if (answer.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`The extra server did not start. Output:\n${log.slice(-3000)}`);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    const running = child;
    // A process killed by a signal has no exit code, only its signal.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill(signal);
    await exited;
  }

  await start();
  return {
    apiUrl: `http://127.0.0.1:${api}/api`,
    publicUrl: `http://127.0.0.1:${site}`,
    dataDir: folder,
    output: () => log,
    stop: async (signal) => {
      await stop(signal);
      if (!dataDir && signal !== 'SIGKILL') rmSync(folder, { recursive: true, force: true });
    },
    restart: async () => {
      await stop();
      await start();
    },
  };
}
