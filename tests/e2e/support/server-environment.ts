import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end server runs and logs, derived from the ports the Playwright config chose. */
export const e2eServer = {
  apiPort: Number(process.env.MINBAR_E2E_API_PORT),
  dashboardPort: Number(process.env.MINBAR_E2E_DASHBOARD_PORT),
  publicPort: Number(process.env.MINBAR_E2E_PUBLIC_PORT),
  /** Fixed so tests can sign a token exactly like the server's (an expired one, for the refresh flow). */
  jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  get dashboardUrl() {
    return `http://127.0.0.1:${this.dashboardPort}`;
  },
  get publicUrl() {
    return `http://127.0.0.1:${this.publicPort}`;
  },
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}/api`;
  },
  /** One folder per run, named after the API port, so parallel runs on one machine never share it. */
  get runDir() {
    return join(tmpdir(), `minbar-e2e-${this.apiPort}`);
  },
  get logPath() {
    return join(this.runDir, 'server.log');
  },
  get pidPath() {
    return join(this.runDir, 'server.pid');
  },
};
