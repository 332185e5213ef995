import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where one end-to-end server runs and logs, from its three ports. */
export function e2eServerOn(apiPort: number, dashboardPort: number, publicPort: number) {
  return {
    apiPort,
    dashboardPort,
    publicPort,
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
    /** One folder per server, named after its API port, so parallel runs on one machine never share it. */
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
}

export type E2eServer = ReturnType<typeof e2eServerOn>;

/** This worker's server, from the ports the Playwright config gave its parallel slot. */
export const e2eServer = e2eServerOn(
  Number(process.env.MINBAR_E2E_API_PORT),
  Number(process.env.MINBAR_E2E_DASHBOARD_PORT),
  Number(process.env.MINBAR_E2E_PUBLIC_PORT),
);

/** Every worker's server of this run (the global setup starts them all, the teardown stops them). */
export function everyE2eServer(): E2eServer[] {
  return (process.env.MINBAR_E2E_PORT_SETS ?? '')
    .split(';')
    .filter(Boolean)
    .map((set) => {
      const [api = 0, dashboard = 0, publicSite = 0] = set.split(',').map(Number);
      return e2eServerOn(api, dashboard, publicSite);
    });
}
