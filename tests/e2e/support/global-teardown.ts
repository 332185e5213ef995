import { existsSync, readFileSync, rmSync } from 'node:fs';
import { type E2eServer, everyE2eServer } from './server-environment';

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

export default async function globalTeardown(): Promise<void> {
  await Promise.all(everyE2eServer().map(stopServer));
}

async function stopServer(e2eServer: E2eServer): Promise<void> {
  if (!existsSync(e2eServer.pidPath)) return;
  const pid = Number(readFileSync(e2eServer.pidPath, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  if (!(await waitForExit(pid, 5_000))) {
    process.kill(pid, 'SIGKILL');
  }
  // MINBAR_E2E_KEEP=1 keeps the log and data folder for diagnosis; otherwise a run leaves nothing behind.
  if (!process.env.MINBAR_E2E_KEEP) {
    rmSync(e2eServer.runDir, { recursive: true, force: true });
  }
}
