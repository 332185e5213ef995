/**
 * Load on the real HTTP server (dist/main.js), on PGlite and on a throwaway PostgreSQL 15: the month
 * range, the year range and the fatwa list, each at 50 concurrent connections for a few seconds,
 * driven by autocannon. Prints p50/p95/p99 latency, requests per second and whether the answer came
 * compressed. Then the public reads (prayer times for a month, the calendar feed, cities, events,
 * activities, active categories, the mosque's identity) and the signed-in GET /users/me (its session
 * check), each served from the cache, its 304 path (If-None-Match, the public reads only), and
 * beside them the ceiling: a plain node:http server (bench/ceiling-server.mjs) answering the same
 * bytes with the same headers in the same run, with the ratio of each to it. Only 127.0.0.1 is
 * called. MINBAR_BENCH_SERVER names another build's dist/main.js to measure instead of this one (a
 * before/after comparison). Run by `npm run bench` after the build; alone:
 *   npx tsx apps/server/bench/http-load.ts [seconds per case] [fatwa questions]
 * PostgreSQL is skipped with a note when /usr/lib/postgresql/15/bin (or PG_BIN) is missing.
 *
 * A run with the defaults (5 s per case, 500 questions) on this build ends by writing its tables, with
 * the date and the machine, into docs/performance.md between `<!-- bench:start -->` and
 * `<!-- bench:end -->` (scripts/lib/doc-figures.mjs): the figures there are this command's, never
 * typed by hand. A shortened run, or one measuring MINBAR_BENCH_SERVER, prints them only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import {
  loadAtStart,
  machineLine,
  markdownTable,
  writeDocSection,
} from '../../../scripts/lib/doc-figures.mjs';
import { hasPostgres, PG_BIN, startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { fatwaQuestions, fatwaResponses } from '../src/db/schema-fatwa';
import { seedDemo } from '../src/seed';
import { createScryptHasher } from '../src/services/passwords';
import { SERVER_ENTRY, serverRoot, startBuiltServer } from './built-server';
import { DEFAULT_BOOKINGS, type EventMove, measureEventMove } from './event-move';
import { BENCH_SERVER_ENV, measureStarts, median, type StartTimes } from './start-time';

const LOAD_AT_START = loadAtStart();
const DEFAULT_SECONDS = 5;
const DEFAULT_QUESTIONS = 500;
const SECONDS = Number(process.argv[2] ?? DEFAULT_SECONDS);
const WARM_UP_SECONDS = Math.min(1, SECONDS);
/*
 * autocannon notices its time is up only on its sampling tick (a second by default): a shortened run
 * samples as often as it lasts, or every case would take a second whatever was asked.
 */
const SAMPLE_MS = Math.min(1000, SECONDS * 1000);
const QUESTIONS = Number(process.argv[3] ?? DEFAULT_QUESTIONS);
const CONNECTIONS = 50;

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

/** Starts the built server with `env` (its database) and waits until its API answers. */
function startServer(env: Record<string, string>) {
  return startBuiltServer({
    ...env,
    // 50 connections from one address are a scraper by design; the limit is not what is measured.
    MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '10000000',
    MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '10000000',
  });
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

const round = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * `url` at CONNECTIONS connections for SECONDS after a 1 s warm-up; every answer must have `status`
 * (200, or 304 for the revalidation rows).
 */
async function hammer(name: string, url: string, headers: Record<string, string>, status: 200 | 304) {
  const settle = async () => (await fetch(url, { headers })).arrayBuffer();
  // A short warm-up fills the JIT and the database's caches; it is not counted. A shortened run (the
  // fresh-clone check's fraction of a second) warms up no longer than it measures.
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    sampleInt: SAMPLE_MS,
    headers,
  });
  // autocannon stops sending, not the server working: one more call waits out the backlog, so the
  // measured run does not compete with the warm-up's unanswered requests.
  await settle();
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    sampleInt: SAMPLE_MS,
    headers,
  });
  instance.on('response', (_client, _status, _bytes, took) => latencies.push(took));
  const result = await instance;
  await settle();
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  if (expected !== result.requests.total || result.errors > 0)
    throw new Error(
      `${name}: ${result.requests.total - expected} answers other than ${status} and ${result.errors} errors`,
    );
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: round(result.requests.total / (result.duration || SECONDS)),
    requests: result.requests.total,
    sentKB: Math.round(result.throughput.total / Math.max(1, result.requests.total) / 100) / 10,
  };
}

async function load(database: string, name: string, url: string, token: string): Promise<CaseResult> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const probe = await fetch(url, { headers });
  const body = await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
  const encoding = probe.headers.get('content-encoding') ?? 'none';
  const { sentKB, ...measured } = await hammer(name, url, headers, 200);
  return {
    database,
    case: name,
    ...measured,
    jsonKB: Math.round(body.byteLength / 100) / 10,
    sentKB,
    encoding,
  };
}

/** A browser's request headers for the public reads. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

/** One answer as it travelled: status, headers and the body's bytes, not decompressed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const call = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The plain node:http server answering `answers` (path → recorded answer) in its own process. */
async function startCeiling(
  answers: Record<string, { status: number; headers: IncomingHttpHeaders; body: Buffer }>,
) {
  const folder = mkdtempSync(join(tmpdir(), 'minbar-ceiling-'));
  const file = join(folder, 'answers.json');
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(answers).map(([path, answer]) => [
          path,
          {
            status: answer.status,
            headers: Object.fromEntries(
              Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)),
            ),
            body: answer.body.toString('base64'),
          },
        ]),
      ),
    ),
  );
  const child = spawn(process.execPath, [join(serverRoot, 'bench', 'ceiling-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface PublicResult {
  database: string;
  read: string;
  encoding: string;
  sentKB: number;
  'cached rps': number;
  'cached p99': number;
  '304 rps': number;
  '304 p99': number;
  'ceiling rps': number;
  'ceiling p99': number;
  'cached/ceiling': number;
  '304/ceiling': number;
  '304/cached': number;
}

/**
 * Each public read cached, its 304 path, and the plain server's ceiling for the same bytes; then the
 * signed-in `GET /users/me` (a session check and nothing else: no validator, so no 304 row) beside the
 * ceiling answering its bytes.
 */
async function publicCases(database: string, base: string, token: string): Promise<PublicResult[]> {
  const year = new Date().getUTCFullYear();
  const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
  const monthEnd = new Date(Date.UTC(year, Number(month), 0)).getUTCDate();
  const reads: [string, string, Record<string, string>?][] = [
    [
      'prayer times, month',
      `/public/prayer-times?city=Warsaw&from=${year}-${month}-01&to=${year}-${month}-${monthEnd}`,
    ],
    ['calendar feed (.ics)', '/public/prayer-times.ics?city=Warsaw&lang=en'],
    ['cities', '/public/cities'],
    ['events', '/public/events'],
    ['activities', '/public/activities'],
    ['active categories', '/active_categories/'],
    ['mosque identity', '/public/mosque'],
    ['GET /users/me (signed in)', '/users/me', { authorization: `Bearer ${token}` }],
  ];
  const answers: Record<string, Awaited<ReturnType<typeof rawGet>>> = {};
  for (const [name, path, signedIn] of reads) {
    const answer = await rawGet(`${base}${path}`, { ...BROWSER, ...signedIn });
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
    answers[path] = answer;
  }
  const ceiling = await startCeiling(answers);
  try {
    const rows: PublicResult[] = [];
    for (const [name, path, signedIn] of reads) {
      const answer = answers[path];
      if (!answer) throw new Error(`${name}: not recorded`);
      const headers = { ...BROWSER, ...signedIn };
      const cached = await hammer(name, `${base}${path}`, headers, 200);
      // A server without validators (an older build measured for comparison) has no 304 row.
      const revalidated =
        typeof answer.headers.etag === 'string'
          ? await hammer(
              `${name} (304)`,
              `${base}${path}`,
              { ...headers, 'if-none-match': answer.headers.etag },
              304,
            )
          : { rps: Number.NaN, p99: Number.NaN };
      const plain = await hammer(`${name} (ceiling)`, `${ceiling.base}${path}`, headers, 200);
      const ratio = (value: number) => Math.round((value / plain.rps) * 1000) / 1000;
      rows.push({
        database,
        read: name,
        encoding: String(answer.headers['content-encoding'] ?? 'none'),
        sentKB: cached.sentKB,
        'cached rps': cached.rps,
        'cached p99': cached.p99,
        '304 rps': revalidated.rps,
        '304 p99': revalidated.p99,
        'ceiling rps': plain.rps,
        'ceiling p99': plain.p99,
        'cached/ceiling': ratio(cached.rps),
        '304/ceiling': ratio(revalidated.rps),
        '304/cached': Math.round((revalidated.rps / cached.rps) * 100) / 100,
      });
    }
    return rows;
  } finally {
    await ceiling.stop();
  }
}

async function runCases(
  database: string,
  env: Record<string, string>,
): Promise<{ cases: CaseResult[]; reads: PublicResult[] }> {
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
    const cases = [
      await load(
        database,
        'month range',
        range(`${year}-${month}-01`, `${year}-${month}-${monthEnd}`),
        token,
      ),
      await load(database, 'year range', range(`${year}-01-01`, `${year}-12-31`), token),
      await load(database, `fatwa list (${QUESTIONS} q.)`, `${server.base}/fatwa/questions`, token),
    ];
    return { cases, reads: await publicCases(database, server.base, token) };
  } finally {
    await server.stop();
  }
}

type RunResult = Awaited<ReturnType<typeof runCases>>;

/** Starts measured on the filled PGlite folder (bench/start-time.ts): five in a full run, one in a short one. */
const START_RUNS = SECONDS === DEFAULT_SECONDS ? 5 : 1;
let starts: StartTimes | undefined;

async function onPglite(): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'minbar-bench-'));
  try {
    await fill({ dataDir });
    // Before the load, so the folder is as a restarted installation finds it.
    starts = await measureStarts({
      entries: [SERVER_ENTRY],
      dataDir,
      runs: START_RUNS,
      serverEnv: BENCH_SERVER_ENV,
    });
    return await runCases('PGlite', { MINBAR_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<RunResult> {
  const postgres = await startThrowawayPostgres('minbar-bench-pg-');
  try {
    await fill({ databaseUrl: postgres.url, dataDir: postgres.folder });
    return await runCases('PostgreSQL 15', { DATABASE_URL: postgres.url, MINBAR_DATA_DIR: postgres.folder });
  } finally {
    postgres.stop();
  }
}

const runs = [await onPglite()];
const postgresSkipped = hasPostgres()
  ? null
  : `PostgreSQL skipped: ${PG_BIN} is missing (Debian's postgresql 15 package).`;
if (postgresSkipped) console.log(postgresSkipped);
else runs.push(await onPostgres());

/*
 * An admin moving a big event: the save answers once the change and every booker's mail are stored,
 * and the outbox delivers them afterwards (docs/decisions/0012-email-outbox.md). A shortened run moves
 * a small event, so the case still runs end to end.
 */
const MOVE_BOOKINGS = SECONDS === DEFAULT_SECONDS ? DEFAULT_BOOKINGS : 20;
const move: EventMove = await measureEventMove(MOVE_BOOKINGS);
if (move.quietTold !== 0 || move.told !== MOVE_BOOKINGS) {
  console.log(
    `Event move: the reference told ${move.quietTold} and the move ${move.told} of ${MOVE_BOOKINGS}`,
  );
  process.exitCode = 1;
}

console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per case after a 1 s warm-up; latency in ms; one answer's JSON and what was sent for it in kB`,
);
const results = runs.flatMap((run) => run.cases);
const reads = runs.flatMap((run) => run.reads);
console.table(results);
console.log(
  `Public reads, ${CONNECTIONS} connections, ${SECONDS} s each: served from the cache, revalidated (If-None-Match, 304), and the ceiling (plain node:http, same bytes and headers); p99 in ms`,
);
console.table(reads);
const startRows = starts
  ? [
      { start: `server (${SERVER_ENTRY})`, ms: median(starts.servers[0] ?? []) },
      { start: 'PGlite alone', ms: median(starts.pglite) },
      { start: 'plain node:http', ms: median(starts.plain) },
    ].map((row) => ({ ...row, ms: Math.round(row.ms) }))
  : [];
console.log(
  `Ready on an existing PGlite data folder, median of ${START_RUNS} start(s), spawn to the first 200 on /api/ready:`,
);
console.table(startRows);
console.log(`Moving an event with ${move.bookings} bookings (PGlite, a loopback mail server):`);
console.table([
  { save: 'telling nobody (a new description)', 'answer s': round3(move.quietSeconds), told: move.quietTold },
  { save: 'moving it to another day', 'answer s': round3(move.moveSeconds), told: move.told },
]);
console.log(
  `every booker's mail at the mail server ${move.deliveredSeconds.toFixed(1)} s after the moving save began`,
);
if (move.moveSeconds >= 1)
  console.log(`Event move: the save took ${move.moveSeconds.toFixed(2)} s, not under 1 s`);
for (const row of reads) {
  if (row['cached/ceiling'] < 0.1)
    console.log(`${row.database} ${row.read}: cached at ${row['cached/ceiling']} of the ceiling, under 1/10`);
  if (row['304 rps'] < row['cached rps'])
    console.log(`${row.database} ${row.read}: 304 slower than the cached 200 (${row['304/cached']})`);
}
for (const row of results.filter((each) => each.requests === 0))
  console.log(
    `${row.database} ${row.case}: no answer completed within ${SECONDS} s at ${CONNECTIONS} connections`,
  );
// Answers under 1 KB are sent as they are (compressing them gains nothing).
const uncompressed = results.filter((row) => row.encoding === 'none' && row.jsonKB >= 1);
if (uncompressed.length > 0) {
  console.log(`Not compressed: ${uncompressed.map((row) => `${row.database} ${row.case}`).join(', ')}`);
  process.exitCode = 1;
}

/** Milliseconds as the tables show them: a tenth below 10 ms, whole above. */
const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value));
const perSecond = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
const ratio = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));

/** The section of docs/performance.md this command owns: the two tables above, dated, with the machine. */
function documentedFigures(): string {
  const calls = markdownTable(
    [
      { title: 'database' },
      { title: 'call' },
      { title: 'p50 ms', right: true },
      { title: 'p95 ms', right: true },
      { title: 'p99 ms', right: true },
      { title: 'req/s', right: true },
      { title: 'JSON → sent' },
      { title: 'encoding' },
    ],
    results.map((row) => [
      row.database,
      row.case,
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      perSecond(row.rps),
      `${row.jsonKB} → ${row.sentKB} kB`,
      row.encoding,
    ]),
  );
  const publicReads = markdownTable(
    [
      { title: 'database' },
      { title: 'read' },
      { title: 'cached req/s', right: true },
      { title: 'p99 ms', right: true },
      { title: '304 req/s', right: true },
      { title: '304 p99 ms', right: true },
      { title: 'ceiling req/s', right: true },
      { title: 'cached / ceiling', right: true },
      { title: '304 / ceiling', right: true },
    ],
    reads.map((row) => [
      row.database,
      row.read,
      perSecond(row['cached rps']),
      ms(row['cached p99']),
      perSecond(row['304 rps']),
      ms(row['304 p99']),
      perSecond(row['ceiling rps']),
      ratio(row['cached/ceiling']),
      ratio(row['304/ceiling']),
    ]),
  );
  const notes = [
    ...reads.flatMap((row) => [
      ...(row['cached/ceiling'] < 0.1
        ? [`${row.database} ${row.read}: cached at ${row['cached/ceiling']} of the ceiling, under 1/10.`]
        : []),
      ...(row['304 rps'] < row['cached rps']
        ? [`${row.database} ${row.read}: the 304 was slower than the cached 200 (${row['304/cached']}).`]
        : []),
    ]),
    ...(postgresSkipped ? [postgresSkipped] : []),
  ].map((note) => `- ${note}`);
  return [
    `Measured by \`npm run bench\`, ${machineLine(LOAD_AT_START)}: ${CONNECTIONS} connections, ${SECONDS} s per case after a 1 s warm-up, ${QUESTIONS} fatwa questions (half answered).`,
    "**Signed-in calls** (latency in ms; one answer's JSON and what travelled for it):",
    calls,
    '**Public reads** and `GET /api/users/me` (signed in), each served from the cache, revalidated (`If-None-Match`, 304; public reads only) and from the plain `node:http` ceiling with the same bytes:',
    publicReads,
    ...(notes.length > 0 ? [notes.join('\n')] : []),
    `**Start**, ready on an existing PGlite data folder (the same demo data and questions), the median of ${START_RUNS} starts from the spawn to the first 200 on \`/api/ready\`, each interleaved with PGlite alone opening the folder and answering one query and a plain \`node:http\` server:`,
    markdownTable(
      [{ title: 'start' }, { title: 'ready ms', right: true }, { title: '× PGlite alone', right: true }],
      startRows.map((row) => [
        row.start === `server (${SERVER_ENTRY})` ? 'the server (`dist/main.js`)' : row.start,
        String(row.ms),
        ratio(row.ms / (startRows[1]?.ms ?? Number.NaN)),
      ]),
    ),
    `**Moving an event** with ${move.bookings} bookings in the three languages (PGlite, the mail server a loopback SMTP server): the admin's save that moves it to another day against a save that tells nobody, and when the mail server held every booker's mail:`,
    markdownTable(
      [{ title: 'save' }, { title: 'answered in', right: true }, { title: 'told', right: true }],
      [
        ['a new description (tells nobody)', `${move.quietSeconds.toFixed(2)} s`, String(move.quietTold)],
        ['moved to another day', `${move.moveSeconds.toFixed(2)} s`, String(move.told)],
        ['every mail at the mail server', `${move.deliveredSeconds.toFixed(1)} s`, '–'],
      ],
    ),
  ].join('\n\n');
}

if (SECONDS === DEFAULT_SECONDS && QUESTIONS === DEFAULT_QUESTIONS && !process.env.MINBAR_BENCH_SERVER)
  writeDocSection('bench', documentedFigures());
else
  console.log(
    `docs/performance.md left as it is: only a run with the defaults (${DEFAULT_SECONDS} s per case, ${DEFAULT_QUESTIONS} questions) on this build writes its figures there.`,
  );
