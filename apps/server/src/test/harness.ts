import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Role } from '@minbar/domain/access/roles';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, createApp } from '../app';
import { type DatabaseHandle, fromPglite } from '../db/client';
import { fromPostgres } from '../db/postgres';
import type { AppDeps } from '../deps';
import { isTestPaymentProvider } from '../routes/payments/test-bank-routes';
import { createOutbox, type MailTransport } from '../services/outbox';
import { createScryptHasher } from '../services/passwords';
import type { PaymentProvider } from '../services/payments';
import { photoInUse } from '../services/photo-references';
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../services/rate-limiter';
import { createTestPaymentProvider } from '../services/test-payment-provider';
import { deliverTestWebhooks, type TestWebhookDelivery } from '../services/test-webhook-delivery';
import { createMemoryStorage, createUploads, type FileStorage } from '../services/uploads';
import { insertUser } from '../services/users';
import { databaseUrlWithName } from './global-setup';

/**
 * A database handle that can open further connections to the same database, as another server
 * instance would: new pools on PostgreSQL; on PGlite (one process, one connection) the same handle.
 */
export interface TestDatabaseHandle extends DatabaseHandle {
  openAnotherConnection(): DatabaseHandle;
}

/** A fresh, migrated database for one test file: a PGlite clone, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const setup = inject('database');
  if (setup.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(setup.snapshotPath)]) });
    const handle = fromPglite(client);
    return { ...handle, openAnotherConnection: () => ({ ...handle, close: async () => {} }) };
  }
  const name = `minbar_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: setup.url });
  await admin.connect();
  // Two files cloning the template at the same instant may collide; one retry settles it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${setup.template}"`);
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }
  await admin.end();
  const url = databaseUrlWithName(setup.url, name);
  const handle = fromPostgres(url);
  return {
    ...handle,
    openAnotherConnection: () => fromPostgres(url),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: setup.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}"`);
      await dropper.end();
    },
  };
}

export interface TestServer {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** The injected clock: tests move `clock.now` forward to expire codes and tokens. */
  clock: { now: Date };
  printed: string[];
  /** Every slowdown the sign-in asked for, in milliseconds. */
  slept: number[];
  /** The test provider's signed webhooks, when `deliverWebhooks` asked for them: wait with idle(). */
  webhooks: TestWebhookDelivery | null;
  database: TestDatabaseHandle;
  close(): Promise<void>;
}

/** The signing secret the test servers' payment webhooks are verified with. */
export const TEST_WEBHOOK_SECRET = 'whsec_test0123456789abcdefghijklmnop';

export interface TestServerOptions {
  limits?: Partial<RateLimitSettings>;
  app?: AppOptions;
  mail?: MailTransport;
  /** The test payment provider by default. */
  payments?: PaymentProvider;
  /** The payment webhooks' signing secret; TEST_WEBHOOK_SECRET by default. */
  paymentWebhookSecret?: string | null;
  /** Uploads are kept in memory by default. */
  storage?: FileStorage;
  /** The test provider delivers its events to the webhook endpoint, as the running server does. */
  deliverWebhooks?: boolean;
  /** Behind a trusted proxy: X-Forwarded-For names the address, so a test can call from several. */
  trustProxy?: boolean;
  /** The public site's address mails link to; none by default, as an installation that set none. */
  publicUrl?: string;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const clock = { now: new Date('2026-03-01T09:00:00Z') };
  const server = instanceOn(database, clock, options);
  return { ...server, database, close: () => database.close() };
}

/**
 * One more server instance on the same database, with its own connections, limiter objects, outbox
 * and app, as a second process behind a load balancer would have. It shares the clock of `server`.
 */
export function startAnotherInstance(server: TestServer, options: TestServerOptions = {}): TestServer {
  const connection = server.database.openAnotherConnection();
  const instance = instanceOn(connection, server.clock, options);
  return { ...instance, database: server.database, close: () => connection.close() };
}

function instanceOn(
  database: DatabaseHandle,
  clock: { now: Date },
  options: TestServerOptions,
): Omit<TestServer, 'database' | 'close'> {
  const now = () => clock.now;
  const printed: string[] = [];
  const slept: number[] = [];
  const deps: AppDeps = {
    db: database.db,
    now,
    // A cheap scrypt cost keeps the suite fast; the stored format and the checks are the real ones.
    passwords: createScryptHasher({ log2Cost: 10 }),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    accessTokenTtlSeconds: 1800,
    refreshTokenTtlDays: 14,
    limits: createRateLimiters(database.db, { ...DEFAULT_RATE_LIMITS, ...options.limits }, now),
    outbox: createOutbox(database.db, (line) => printed.push(line), options.mail ?? null),
    payments: options.payments ?? createTestPaymentProvider(),
    paymentWebhookSecret:
      options.paymentWebhookSecret === undefined ? TEST_WEBHOOK_SECRET : options.paymentWebhookSecret,
    uploads: createUploads(options.storage ?? createMemoryStorage(), { inUse: photoInUse(database.db) }),
    trustProxy: options.trustProxy ?? false,
    publicUrl: options.publicUrl,
    log: () => {},
    // The slowdown is recorded, not waited for, so tests of an account under attack stay fast.
    sleep: async (ms) => {
      slept.push(ms);
    },
  };
  const app = createApp(deps, options.app);
  const webhooks =
    options.deliverWebhooks && isTestPaymentProvider(deps.payments) && deps.paymentWebhookSecret
      ? deliverTestWebhooks(deps.payments, deps.paymentWebhookSecret, app.fetch, () => {}, 10, now)
      : null;
  return { deps, app, clock, printed, slept, webhooks };
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One call through the real app: routing, middleware, validation and the database. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON answers (static files, 503 text) stay as text.
  }
  return { status: response.status, body, headers: response.headers };
}

let accountCounter = 0;

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

export async function createAccount(
  server: TestServer,
  options: { roles?: Role[]; verified?: boolean; username?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  accountCounter += 1;
  const username = options.username ?? `user${accountCounter}-${randomUUID().slice(0, 6)}`;
  const email = options.email ?? `${username}@example.test`;
  const password = options.password ?? 'correct horse battery';
  const row = await insertUser(server.deps.db, {
    username,
    email,
    phone: '+48 600 000 000',
    passwordHash: await server.deps.passwords.hash(password),
    roles: options.roles ?? ['parent'],
    verifiedAt: options.verified === false ? null : server.clock.now,
  });
  return { id: row.id, username, email: row.email, password };
}

/** The refresh token a sign-in or refresh set in its HttpOnly cookie (the body never carries it). */
export function refreshCookieOf(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const match = /^minbar_refresh=([^;]*)/.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** Signs in; answers the access token and the refresh token read from the cookie. */
export async function signIn(
  server: TestServer,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const answer = await call(server, 'POST', '/api/token', {
    body: { email: account.email, password: account.password },
    headers,
  });
  if (answer.status !== 200)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const refreshToken = refreshCookieOf(answer.headers);
  if (!refreshToken) throw new Error('sign-in set no refresh cookie');
  return {
    access_token: (answer.body as { access_token: string }).access_token,
    refresh_token: refreshToken,
  };
}

/** The code of the last outbox line for this address and kind, read the way the e2e tests do. */
export function lastCodeFor(server: TestServer, email: string, kind: 'verify' | 'reset'): string {
  for (const line of [...server.printed].reverse()) {
    const match = /^outbox: (.*)$/.exec(line);
    if (!match?.[1]) continue;
    const mail = JSON.parse(match[1]) as { to: string; kind: string; code: string };
    if (mail.to === email && mail.kind === kind) return mail.code;
  }
  throw new Error(`no ${kind} mail for ${email}`);
}
