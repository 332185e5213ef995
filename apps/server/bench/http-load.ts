/**
 * Load on the real HTTP server (dist/main.js), on PGlite and on a throwaway PostgreSQL 15: the month
 * range, the year range and the fatwa list, each at 50 concurrent connections for a few seconds,
 * driven by autocannon. Prints p50/p95/p99 latency, requests per second and whether the answer came
 * compressed. Only 127.0.0.1 is called. Run by `npm run bench` after the build; alone:
 *   npx tsx apps/server/bench/http-load.ts [seconds per case] [fatwa questions]
 * PostgreSQL is skipped with a note when /usr/lib/postgresql/15/bin (or PG_BIN) is missing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { freePort, hasPostgres, PG_BIN, startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { fatwaQuestions, fatwaResponses } from '../src/db/schema-fatwa';
import { seedDemo } from '../src/seed';
import { createScryptHasher } from '../src/services/passwords';

const SECONDS = Number(process.argv[2] ?? 5);
const QUESTIONS = Number(process.argv[3] ?? 500);
const CONNECTIONS = 50;
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The demo data (a year of Warsaw times, accounts) plus `QUESTIONS` fatwa questions, half answered. */
async function fill(target: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(target);
  await handle.migrate();
  const now = new Date();
  await seedDemo(handle.db, createScryptHasher({ log2Cost: 10 }), { now });
  const askers = await handle.db.select({ id: users.id }).from(users);
  const [imam] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'imam'));
  const HOUR = 3_600_000;
  for (let offset = 0; offset < QUESTIONS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, QUESTIONS - offset) }, (_, index) => {
      const n = offset + index;
      return {
        userId: askers[n % askers.length]?.id ?? null,
        question: `Question ${n} about ${['prayer', 'fasting', 'zakat', 'family'][n % 4]}: ${'details '.repeat(20)}`,
        language: ['en', 'ar', 'pl'][n % 3] ?? 'en',
        isAnonymous: n % 5 === 0,
        createdAt: new Date(now.getTime() - n * HOUR),
      };
    });
    const inserted = await handle.db.insert(fatwaQuestions).values(rows).returning({ id: fatwaQuestions.id });
    const answered = inserted.filter((_, index) => (offset + index) % 2 === 0);
    if (answered.length > 0)
      await handle.db.insert(fatwaResponses).values(
        answered.map(({ id }) => ({
          questionId: id,
          questionEn: `Restated question ${id}`,
          responseEn: `Answer ${id}. ${'An answer of ordinary length. '.repeat(10)}`,
          questionAr: `سؤال ${id}`,
          responseAr: `جواب ${id}. ${'جواب بطول عادي. '.repeat(10)}`,
          questionPl: `Pytanie ${id}`,
          responsePl: `Odpowiedź ${id}. ${'Odpowiedź zwykłej długości. '.repeat(10)}`,
          responderId: imam?.id ?? null,
        })),
      );
  }
  await handle.close();
}

/** Starts dist/main.js on free ports and waits until its API answers. */
async function startServer(env: Record<string, string>) {
  const api = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...env,
      MINBAR_API_PORT: String(api),
      MINBAR_DASHBOARD_PORT: String(await freePort()),
      MINBAR_PUBLIC_PORT: String(await freePort()),
      MINBAR_DEMO: '0',
      // 50 connections from one address are a scraper by design; the limit is not what is measured.
      MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '1000000000',
      MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '1000000000',
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

interface CaseResult {
  database: string;
  case: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** One answer's JSON, and what travelled for it (compressed body and headers), in kB. */
  jsonKB: number;
  sentKB: number;
  encoding: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function load(database: string, name: string, url: string, token: string): Promise<CaseResult> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const probe = await fetch(url, { headers });
  const body = await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
  const encoding = probe.headers.get('content-encoding') ?? 'none';
  // A short warm-up fills the JIT and the database's caches; it is not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  // autocannon stops sending, not the server working: one more call waits out the backlog, so the
  // measured run does not compete with the warm-up's unanswered requests.
  await (await fetch(url, { headers })).arrayBuffer();
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_client, _status, _bytes, took) => latencies.push(took));
  const result = await instance;
  await (await fetch(url, { headers })).arrayBuffer();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    database,
    case: name,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: round(result.requests.total / (result.duration || SECONDS)),
    requests: result.requests.total,
    jsonKB: Math.round(body.byteLength / 100) / 10,
    sentKB: Math.round(result.throughput.total / result.requests.total / 100) / 10,
    encoding,
  };
}

async function runCases(database: string, env: Record<string, string>): Promise<CaseResult[]> {
  const server = await startServer(env);
  try {
    const signIn = await fetch(`${server.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'imam@example.org', password: 'imam12345' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const year = new Date().getUTCFullYear();
    const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
    const monthEnd = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
    const range = (from: string, to: string) =>
      `${server.base}/prayer-times/range?from_date=${from}&to_date=${to}&city=Warsaw`;
    return [
      await load(
        database,
        'month range',
        range(`${year}-${month}-01`, `${year}-${month}-${monthEnd}`),
        token,
      ),
      await load(database, 'year range', range(`${year}-01-01`, `${year}-12-31`), token),
      await load(database, `fatwa list (${QUESTIONS} q.)`, `${server.base}/fatwa/questions`, token),
    ];
  } finally {
    await server.stop();
  }
}

async function onPglite(): Promise<CaseResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'minbar-bench-'));
  try {
    await fill({ dataDir });
    return await runCases('PGlite', { MINBAR_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<CaseResult[]> {
  const postgres = await startThrowawayPostgres('minbar-bench-pg-');
  try {
    await fill({ databaseUrl: postgres.url, dataDir: postgres.folder });
    return await runCases('PostgreSQL 15', { DATABASE_URL: postgres.url, MINBAR_DATA_DIR: postgres.folder });
  } finally {
    postgres.stop();
  }
}

const results = await onPglite();
if (hasPostgres()) results.push(...(await onPostgres()));
else console.log(`PostgreSQL skipped: ${PG_BIN} is missing (Debian's postgresql 15 package).`);

console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per case after a 1 s warm-up; latency in ms; one answer's JSON and what was sent for it in kB`,
);
console.table(results);
for (const row of results.filter((each) => each.requests === 0))
  console.log(
    `${row.database} ${row.case}: no answer completed within ${SECONDS} s at ${CONNECTIONS} connections`,
  );
const uncompressed = results.filter((row) => row.encoding === 'none');
if (uncompressed.length > 0) {
  console.log(`Not compressed: ${uncompressed.map((row) => `${row.database} ${row.case}`).join(', ')}`);
  process.exitCode = 1;
}
