import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type E2eServer, everyE2eServer } from './server-environment';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const SERVER_ENTRY = resolve(ROOT, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 60_000;

async function answers(url: string, acceptStatus: (status: number) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return acceptStatus(response.status);
  } catch {
    return false;
  }
}

/**
 * Starts every worker's server (the built server on a fresh data folder in demo mode; its log is where
 * that worker's tests read the outbox), side by side.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npx turbo run build\` before the end-to-end tests.`);
  }
  await Promise.all(everyE2eServer().map(startServer));
}

async function startServer(e2eServer: E2eServer): Promise<void> {
  rmSync(e2eServer.runDir, { recursive: true, force: true });
  mkdirSync(e2eServer.runDir, { recursive: true });
  const log = openSync(e2eServer.logPath, 'a');

  // The embedded database and the outbox log are what the tests rely on, whatever the caller's shell has.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...inherited,
      TZ: 'UTC',
      MINBAR_DEMO: '1',
      MINBAR_HOST: '127.0.0.1',
      MINBAR_API_PORT: String(e2eServer.apiPort),
      MINBAR_DASHBOARD_PORT: String(e2eServer.dashboardPort),
      MINBAR_PUBLIC_PORT: String(e2eServer.publicPort),
      MINBAR_DATA_DIR: resolve(e2eServer.runDir, 'data'),
      MINBAR_DASHBOARD_DIST: resolve(ROOT, 'apps/dashboard/dist'),
      MINBAR_PUBLIC_DIST: resolve(ROOT, 'apps/public-site/dist'),
      MINBAR_JWT_SECRET: e2eServer.jwtSecret,
      // Every test signs in from 127.0.0.1; the limits themselves are proven by the server's own tests.
      MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '10000',
      MINBAR_RATE_LIMIT_CODE_PER_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT: '10000',
      MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY: '10000',
      MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '1000000',
    },
  });
  server.unref();
  writeFileSync(e2eServer.pidPath, String(server.pid));

  let exited: number | null = null;
  server.on('exit', (code) => {
    exited = code ?? 1;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    const ready =
      (await answers(e2eServer.dashboardUrl, (status) => status === 200)) &&
      (await answers(e2eServer.publicUrl, (status) => status === 200)) &&
      (await answers(`${e2eServer.apiUrl}/admin/users`, (status) => status < 500));
    if (ready) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  const output = readFileSync(e2eServer.logPath, 'utf8').slice(-4_000);
  throw new Error(
    `The server did not become ready on ports ${e2eServer.apiPort}/${e2eServer.dashboardPort}/${e2eServer.publicPort} ` +
      `(exit code ${exited ?? 'none'}). Last output:\n${output}`,
  );
}
