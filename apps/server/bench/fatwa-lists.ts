/**
 * How the three fatwa lists behave with 5,000 questions (about half answered): a fresh in-memory
 * PGlite, migrated and filled, then each list called through app.request, the way the tests call it.
 * Prints the median of several runs. Not part of `npm test`:
 *   npx tsx apps/server/bench/fatwa-lists.ts [questions] [runs]
 */
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../src/app';
import { fromPglite } from '../src/db/client';
import { fatwaQuestions, fatwaResponses } from '../src/db/schema-fatwa';
import type { AppDeps } from '../src/deps';
import { createOutbox } from '../src/services/outbox';
import { createScryptHasher } from '../src/services/passwords';
import { createRateLimiters, DEFAULT_RATE_LIMITS } from '../src/services/rate-limiter';
import { insertUser } from '../src/services/users';

const QUESTIONS = Number(process.argv[2] ?? 5000);
const RUNS = Number(process.argv[3] ?? 7);
const BATCH = 500;

const started = performance.now();
const handle = fromPglite(await PGlite.create());
await handle.migrate();
const now = new Date();
const deps: AppDeps = {
  db: handle.db,
  now: () => now,
  passwords: createScryptHasher({ log2Cost: 10 }),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlDays: 14,
  limits: createRateLimiters(handle.db, DEFAULT_RATE_LIMITS, () => now),
  outbox: createOutbox(handle.db, () => {}),
  trustProxy: false,
  log: () => {},
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
const app = createApp(deps);

const passwordHash = await deps.passwords.hash('bench password');
const imam = await insertUser(handle.db, {
  username: 'imam',
  email: 'imam@bench.test',
  phone: null,
  passwordHash,
  roles: ['imam'],
  verifiedAt: now,
});
const askerIds: number[] = [];
for (let index = 0; index < 100; index += 1) {
  const user = await insertUser(handle.db, {
    username: `member ${index}`,
    email: `member${index}@bench.test`,
    phone: null,
    passwordHash,
    roles: ['parent'],
    verifiedAt: now,
  });
  askerIds.push(user.id);
}

const HOUR = 3_600_000;
for (let offset = 0; offset < QUESTIONS; offset += BATCH) {
  const count = Math.min(BATCH, QUESTIONS - offset);
  const rows = Array.from({ length: count }, (_, index) => {
    const n = offset + index;
    return {
      userId: askerIds[n % askerIds.length] ?? null,
      question: `Question ${n} about ${['prayer', 'fasting', 'zakat', 'family', 'marriage'][n % 5]}: ${'details '.repeat(20)}`,
      language: ['en', 'ar', 'pl'][n % 3] ?? 'en',
      isAnonymous: n % 5 === 0,
      isActive: n % 20 !== 0,
      createdAt: new Date(now.getTime() - n * HOUR),
    };
  });
  const inserted = await handle.db.insert(fatwaQuestions).values(rows).returning({ id: fatwaQuestions.id });
  const answered = inserted.filter((_, index) => (offset + index) % 2 === 0);
  if (answered.length === 0) continue;
  await handle.db.insert(fatwaResponses).values(
    answered.map(({ id }, index) => ({
      questionId: id,
      questionEn: `Restated question ${id}`,
      responseEn: `Answer ${id}. ${'An answer of ordinary length. '.repeat(10)}`,
      questionAr: `سؤال ${id}`,
      responseAr: `جواب ${id}. ${'جواب بطول عادي. '.repeat(10)}`,
      questionPl: `Pytanie ${id}`,
      responsePl: `Odpowiedź ${id}. ${'Odpowiedź zwykłej długości. '.repeat(10)}`,
      responderId: imam.id,
      createdAt: new Date(now.getTime() - index * HOUR),
      updatedAt: new Date(now.getTime() - index * HOUR),
    })),
  );
}
const filled = performance.now();

const signIn = await app.request('/api/token', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'imam@bench.test', password: 'bench password' }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function time(path: string) {
  const durations: number[] = [];
  let count = 0;
  let bytes = 0;
  // One warm-up call: the first query of a kind plans and fills caches.
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now();
    const response = await app.request(path, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar', 'accept-encoding': 'identity' },
    });
    const text = await response.text();
    const took = performance.now() - start;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
    if (run > 0) durations.push(took);
    count = (JSON.parse(text) as unknown[]).length;
    bytes = Buffer.byteLength(text);
  }
  return {
    path,
    questions: count,
    megabytes: (bytes / 1e6).toFixed(2),
    medianMs: Math.round(median(durations)),
  };
}

const from = new Date(now.getTime() - 5 * 24 * HOUR).toISOString().slice(0, 10);
const results = [];
for (const path of [
  '/api/fatwa/questions',
  '/api/fatwa/questions-without-responses',
  '/api/fatwa/questions-with-responses',
  '/api/fatwa/questions?search=zakat',
  `/api/fatwa/questions-with-responses?response_date_from=${from}`,
]) {
  results.push(await time(path));
}

console.log(
  `fatwa lists: ${QUESTIONS} questions, ~${Math.ceil(QUESTIONS / 2)} answered, PGlite in memory, median of ${RUNS} runs (setup ${Math.round((filled - started) / 1000)} s)`,
);
console.table(results);
await handle.close();
