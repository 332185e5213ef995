import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/lib/chromium.mjs';

/*
 * The config is evaluated in the runner and again in every worker. Free ports are chosen once, in the
 * runner, and kept in the environment the workers inherit, so all of them agree on the server's address.
 */
function chooseFreePorts(): void {
  if (process.env.MINBAR_E2E_API_PORT) return;
  const script = `
    const net = require('node:net');
    const servers = [0, 1, 2].map(() => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(' '));
      servers.forEach((s) => s.close());
    });`;
  const [api, dashboard, publicSite] = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
  }).split(' ');
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
  fullyParallel: false,
  workers: 1,
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
