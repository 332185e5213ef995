import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { donations } from './db/schema-donations';
import { TEST_CARDS } from './services/test-payment-provider';

/*
 * The server process itself (src/main.ts, as systemd runs it) stopped by SIGTERM in the middle of a
 * load of 50 connections giving at once: every gift that got an answer is in the database afterwards,
 * no request is answered with an error, the process exits 0 on its own, and every line it logged is
 * one JSON object without a card, an address or a password.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'minbar-stop-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const CONNECTIONS = 50;

describe('a graceful stop under load', () => {
  it('loses no answered request, answers none with an error, and exits 0', { timeout: 150_000 }, async () => {
    const [api, dashboard, site] = [await freePort(), await freePort(), await freePort()];
    let output = '';
    // The embedded database in a folder of its own, whatever database the other tests use.
    const { DATABASE_URL: _elsewhere, ...environment } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...environment,
        MINBAR_DATA_DIR: dataDir,
        MINBAR_DEMO: '1',
        MINBAR_LOG_FORMAT: 'json',
        MINBAR_API_PORT: String(api),
        MINBAR_DASHBOARD_PORT: String(dashboard),
        MINBAR_PUBLIC_PORT: String(site),
        MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS: '1000000',
        MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '1000000',
        MINBAR_STOP_TIMEOUT_SECONDS: '20',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));

    const base = `http://127.0.0.1:${api}/api`;
    const spawnedAt = Date.now();
    for (;;) {
      const ready = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (ready?.status === 200) break;
      const ended = child.exitCode !== null || child.signalCode !== null;
      if (ended || Date.now() - spawnedAt > 100_000) {
        // How it ended says which: a crash (a signal), an exit with a code, or no answer in time.
        throw new Error(
          `the server did not start: ${ended ? `ended with code ${child.exitCode}, signal ${child.signalCode}` : 'still starting'} after ${Date.now() - spawnedAt} ms; /ready answered ${ready?.status ?? 'nothing'}\n${output}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`graceful stop: the server was ready ${Date.now() - spawnedAt} ms after its spawn`);
    const categories = (await (await fetch(`${base}/active_categories/?page=1&per_page=1`)).json()) as {
      items: Array<{ id: number }>;
    };
    const categoryId = categories.items[0]?.id;
    expect(categoryId).toBeTypeOf('number');

    const answered: string[] = [];
    const wrongAnswers: string[] = [];
    let stopSent = false;
    let refusedAfterStop = 0;
    const worker = async (connection: number) => {
      for (let gift = 0; ; gift += 1) {
        const key = `graceful-stop-${connection}-${gift}`;
        let status: number;
        let text: string;
        try {
          const answer = await fetch(`${base}/donations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              payment_method: TEST_CARDS.succeeds,
              amount: 20,
              category_id: categoryId,
              donor_name: 'Load Donor',
              donor_email: `load-${connection}@example.org`,
              idempotency_key: key,
            }),
          });
          status = answer.status;
          text = await answer.text();
        } catch (error) {
          // Only after the stop may a connection be refused; before it, that is a failure.
          if (!stopSent) throw error;
          refusedAfterStop += 1;
          return;
        }
        if (status === 201) answered.push(key);
        else wrongAnswers.push(`${status} ${text}`);
      }
    };
    const load = Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => worker(connection)));
    // The stop comes once the load is in full swing: more answers than connections so far.
    while (answered.length <= CONNECTIONS && wrongAnswers.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answeredBeforeStop = answered.length;
    const stoppedAt = Date.now();
    stopSent = true;
    child.kill('SIGTERM');
    await load;
    const code = await exited;
    console.log(
      `graceful stop: ${answeredBeforeStop} gifts answered before SIGTERM, ${answered.length - answeredBeforeStop} in flight finished after it, exit after ${Date.now() - stoppedAt} ms`,
    );

    expect(code, output.slice(-3000)).toBe(0);
    expect(wrongAnswers).toEqual([]);
    // Requests in flight at the signal were finished and answered, not cut.
    expect(answered.length).toBeGreaterThan(answeredBeforeStop);
    expect(refusedAfterStop).toBe(CONNECTIONS);

    // Every gift that was answered 201 was committed before the process let go of the database.
    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.db
        .select({ key: donations.idempotencyKey })
        .from(donations)
        .where(like(donations.idempotencyKey, 'graceful-stop-%'));
      const keys = new Set(stored.map((row) => row.key));
      expect(answered.filter((key) => !keys.has(key))).toEqual([]);
    } finally {
      await database.close();
    }

    // The log: one JSON object a line (mails in the outbox have their own `outbox:` line), requests
    // by route pattern with their status and time, and nothing a donor typed.
    const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith('outbox: '));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request' && entry.route === '/api/donations');
    expect(requests.length).toBeGreaterThanOrEqual(answered.length);
    expect(requests[0]).toMatchObject({ level: 'info', method: 'POST', status: 201 });
    expect(requests[0]?.requestId).toBeTypeOf('string');
    expect(requests[0]?.ms).toBeTypeOf('number');
    expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['stopping', 'stopped']));
    expect(lines.filter((line) => /load-\d+@example\.org|pm_card|Load Donor/.test(line))).toEqual([]);
  });
});
