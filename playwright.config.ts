import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/lib/chromium.mjs';

/*
 * Each worker has a server of its own, with its own data folder, outbox log and ports, so the test
 * files a worker runs one after another see only each other's changes, as with one worker before.
 * Two workers use both cores of the machine the suite is sized for; MINBAR_E2E_WORKERS changes it.
 */
const WORKERS = Math.max(1, Number(process.env.MINBAR_E2E_WORKERS ?? 2) || 1);

/*
 * The config is evaluated in the runner and again in every worker. Free ports are chosen once, in the
 * runner, for every worker's server, and kept in the environment the workers inherit; a worker takes
 * the set of its parallel slot (TEST_PARALLEL_INDEX), which a worker started after a failure keeps.
 */
function chooseFreePorts(): void {
  if (!process.env.MINBAR_E2E_PORT_SETS) {
    const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${3 * WORKERS} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(' '));
      servers.forEach((s) => s.close());
    });`;
    const ports = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split(' ');
    process.env.MINBAR_E2E_PORT_SETS = Array.from({ length: WORKERS }, (_, index) =>
      ports.slice(3 * index, 3 * index + 3).join(','),
    ).join(';');
  }
  const sets = process.env.MINBAR_E2E_PORT_SETS.split(';');
  const slot = sets[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % sets.length] ?? '';
  const [api, dashboard, publicSite] = slot.split(',');
  process.env.MINBAR_E2E_API_PORT = api;
  process.env.MINBAR_E2E_DASHBOARD_PORT = dashboard;
  process.env.MINBAR_E2E_PUBLIC_PORT = publicSite;
}

chooseFreePorts();

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  // A file's tests run in order in one worker (they build on each other); files spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.MINBAR_E2E_REPORT ?? 'test-results/e2e-report.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${process.env.MINBAR_E2E_DASHBOARD_PORT}`,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The public site's service worker would answer requests the tests route or count themselves
    // (page.route does not see a worker's requests); the tests of the installed site allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROME_PATH,
          args: [...CHROME_FLAGS],
        },
      },
    },
  ],
});
