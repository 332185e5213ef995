import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/throwaway-postgres.mjs';

/** The server package's folder: the built server is started from it, as `npm start` does. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** The build measured: this one's, or another's for a before and after (MINBAR_BENCH_SERVER). */
export const SERVER_ENTRY = process.env.MINBAR_BENCH_SERVER ?? 'dist/main.js';

/**
 * Starts the built server on free ports outside the demo (test payments, the site's address set, as a
 * live server needs to start) with `env` on top, and waits until its API answers.
 */
export async function startBuiltServer(env: Record<string, string>) {
  const api = await freePort();
  const site = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: serverRoot,
    env: {
      ...process.env,
      MINBAR_API_PORT: String(api),
      MINBAR_DASHBOARD_PORT: String(await freePort()),
      MINBAR_PUBLIC_PORT: String(site),
      MINBAR_DEMO: '0',
      // A live site starts only with a payment configuration; payments are not what is measured.
      MINBAR_PAYMENTS: 'test',
      // Outside the demo the server starts only knowing the site's address its links are built on.
      MINBAR_PUBLIC_URL: `http://127.0.0.1:${site}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${api}/api`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/settings`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 300) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
