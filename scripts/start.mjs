// `npm start`: production builds of the server and both apps, then one server process that serves the
// API, the dashboard and the public site (docs/decisions/0002).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT, runOrExit } from './lib/processes.mjs';

await runOrExit('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@minbar/server',
  '--filter=@minbar/dashboard',
  '--filter=@minbar/public-site',
]);

const env = {
  ...process.env,
  MINBAR_DEMO: process.env.MINBAR_DEMO ?? '1',
  MINBAR_LOG_FORMAT: process.env.MINBAR_LOG_FORMAT ?? 'pretty',
  MINBAR_DATA_DIR: resolve(ROOT, process.env.MINBAR_DATA_DIR ?? 'data'),
  MINBAR_DASHBOARD_DIST: process.env.MINBAR_DASHBOARD_DIST ?? resolve(ROOT, 'apps/dashboard/dist'),
  MINBAR_PUBLIC_DIST: process.env.MINBAR_PUBLIC_DIST ?? resolve(ROOT, 'apps/public-site/dist'),
};

const server = spawn(process.execPath, [resolve(ROOT, 'apps/server/dist/main.js')], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});

// npm forwards Ctrl-C and `kill` to this script; pass them on so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
