import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from './db/client';
import { readiness } from './db/readiness';
import type { AppDeps } from './deps';
import {
  databaseOptionsOf,
  type Env,
  paymentSettingsOf,
  publicUrlOf,
  rateLimitSettingsOf,
  s3SettingsOf,
  vapidSettingsOf,
} from './env';
import { createPushDelivery } from './push/delivery';
import { loadVapidKeys } from './push/vapid';
import type { Log } from './services/log';
import { createOutbox } from './services/outbox';
import { createScryptHasher } from './services/passwords';
import { createStripePaymentProvider } from './services/payments';
import { photoInUse } from './services/photo-references';
import { createRateLimiters } from './services/rate-limiter';
import { createS3Storage } from './services/s3-storage';
import { loadOrCreateSecret } from './services/secrets';
import { createSmtpTransport } from './services/smtp-transport';
import { createTestPaymentProvider, type TestPaymentProvider } from './services/test-payment-provider';
import { databaseTestProviderStore } from './services/test-payment-store';
import { createLocalStorage, createUploads, type FileStorage } from './services/uploads';

/**
 * One installation's parts, wired from its settings: the database (migrated), the mail outbox, the
 * payment provider, the uploads and the secrets. The server (main.ts) and the operator's commands
 * (src/commands/) open the same runtime, so a command charges, mails and stores exactly as the server
 * would.
 */
export interface Runtime {
  env: Env;
  database: DatabaseHandle;
  deps: AppDeps;
  /** The built-in test provider when no Stripe key is set; null with Stripe. */
  testPayments: TestPaymentProvider | null;
  /** Where uploads live: an S3 bucket, or this folder. */
  uploadsPlace: string;
  close(): Promise<void>;
}

/**
 * `opening` is the database already being opened (databaseOptionsOf), when the caller started it before
 * loading the rest of its modules; the settings checks below have then been made by the caller too.
 */
export async function openRuntime(env: Env, log: Log, opening?: Promise<DatabaseHandle>): Promise<Runtime> {
  // Before anything is opened: a server without it would have nothing to build its mails' links on.
  const publicUrl = publicUrlOf(env);
  const paymentSettings = paymentSettingsOf(env);
  const database = await (opening ?? openDatabase(databaseOptionsOf(env)));
  // The migrator reads and hashes every migration file and checks each in a transaction; a database
  // that already has this build's newest migration (db/readiness.ts) needs none of that at start.
  if (!(await readiness(database.db)).ready) await database.migrate();

  const now = () => new Date();
  // Without a mail server each mail is printed as its own `outbox: {…}` line, which the demo's readers
  // and the end-to-end tests read as it is (services/outbox.ts).
  const outbox = createOutbox(
    database.db,
    (line) => console.log(line),
    env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : null,
    {
      batch: env.MINBAR_MAIL_BATCH,
      perMinute: env.MINBAR_MAIL_PER_MINUTE,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
  );
  const files = uploadStorageOf(env);

  const testPaymentStore = databaseTestProviderStore(database.db);
  const testPayments =
    paymentSettings.provider === 'test'
      ? createTestPaymentProvider({ state: await testPaymentStore.load(), store: testPaymentStore })
      : null;
  const payments =
    paymentSettings.provider === 'stripe'
      ? createStripePaymentProvider(paymentSettings.secretKey, paymentSettings.publishableKey, {
          apiBase: env.STRIPE_API_BASE,
        })
      : (testPayments as TestPaymentProvider);
  // The test provider signs its events with a secret of this run unless one is set.
  const paymentWebhookSecret =
    paymentSettings.provider === 'stripe'
      ? paymentSettings.webhookSecret
      : `whsec_${randomBytes(24).toString('base64url')}`;

  const deps: AppDeps = {
    db: database.db,
    now,
    passwords: createScryptHasher(),
    jwtSecret: env.MINBAR_JWT_SECRET ?? (await loadOrCreateSecret(database.db, 'jwt')),
    accessTokenTtlSeconds: env.MINBAR_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.MINBAR_REFRESH_TOKEN_TTL_DAYS,
    limits: createRateLimiters(database.db, rateLimitSettingsOf(env), now),
    outbox,
    payments,
    paymentWebhookSecret,
    uploads: createUploads(files.storage, {
      inUse: photoInUse(database.db),
    }),
    trustProxy: env.MINBAR_TRUST_PROXY,
    publicUrl,
    log,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    timeZone: env.MINBAR_TIMEZONE,
    push: {
      delivery: createPushDelivery({
        db: database.db,
        vapid: await loadVapidKeys(database.db, vapidSettingsOf(env, publicUrl)),
        log,
      }),
      allowLocalEndpoints: env.MINBAR_PUSH_LOCAL_SERVICE,
    },
  };

  return {
    env,
    database,
    deps,
    testPayments,
    uploadsPlace: files.place,
    close: () => database.close(),
  };
}

/** Where this installation keeps uploaded files: its S3 bucket, or its folder; and how to name it. */
export function uploadStorageOf(env: Env): { storage: FileStorage; place: string } {
  const s3 = s3SettingsOf(env);
  if (s3) return { storage: createS3Storage(s3), place: `S3 bucket ${s3.bucket} at ${s3.endpoint}` };
  const folder = env.MINBAR_UPLOADS_DIR ?? `${env.MINBAR_DATA_DIR}/uploads`;
  return { storage: createLocalStorage(folder), place: folder };
}
