// `npm run dev`: the shared packages rebuild on change, the server restarts on change and both apps run
// Vite dev servers with hot reload, proxying /api to that server.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT, runOrExit } from './lib/processes.mjs';

// The server and the apps import the compiled packages, so they must exist before anything starts.
await runOrExit('npx', ['turbo', 'run', 'build', '--filter=@minbar/domain', '--filter=@minbar/api']);

const env = {
  ...process.env,
  MINBAR_DEMO: process.env.MINBAR_DEMO ?? '1',
  MINBAR_LOG_FORMAT: process.env.MINBAR_LOG_FORMAT ?? 'pretty',
  MINBAR_DATA_DIR: resolve(ROOT, process.env.MINBAR_DATA_DIR ?? 'data'),
};

// --no-clean: the watchers overwrite dist in place, so the server never starts while it is half
// deleted, and the declarations tsc wrote for the apps' editors stay.
const tasks = [
  { name: 'domain', command: 'npx', args: ['tsup', '--watch', '--no-clean'], cwd: 'packages/domain' },
  { name: 'api', command: 'npx', args: ['tsup', '--watch', '--no-clean'], cwd: 'packages/api' },
  { name: 'server', command: 'npx', args: ['tsx', 'watch', 'src/main.ts'], cwd: 'apps/server' },
  { name: 'dashboard', command: 'npx', args: ['vite'], cwd: 'apps/dashboard' },
  { name: 'public-site', command: 'npx', args: ['vite'], cwd: 'apps/public-site' },
];

const children = [];
let stopping = false;

function prefixLines(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      target.write(`[${name}] ${line}\n`);
    }
  });
  stream.on('end', () => {
    if (pending) target.write(`[${name}] ${pending}\n`);
  });
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      // Each task runs in its own process group so npx, watchers and their workers all end together.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  setTimeout(() => process.exit(exitCode), 500).unref();
}

for (const task of tasks) {
  const child = spawn(task.command, task.args, {
    cwd: resolve(ROOT, task.cwd),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(task.name, child.stdout, process.stdout);
  prefixLines(task.name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${task.name}] stopped with exit code ${code}; stopping the others.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(0));
}
