import { fileURLToPath } from 'node:url';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '@minbar/domain/prayer/calendar';
import * as v from 'valibot';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './services/rate-limiter';

/**
 * The range of every numeric setting, in one place: the schema below refuses a value outside it at
 * start-up, naming the variable and the range, and docs/configuration.md gives each one (a test holds
 * the page to this table). Each bound is where a larger or smaller value stops making sense or starts
 * doing harm: a timer's period past 2^31-1 ms (about 24.8 days) overflows and fires every millisecond,
 * a wait longer than a minute holds a request a client has given up on, a bucket table larger than a
 * million addresses grows past what one instance should keep in memory.
 */
export const NUMBER_RANGES = {
  MINBAR_API_PORT: { min: 1, max: 65_535 },
  MINBAR_DASHBOARD_PORT: { min: 1, max: 65_535 },
  MINBAR_PUBLIC_PORT: { min: 1, max: 65_535 },
  // A minute to a day: the dashboard refreshes a token some minutes before it runs out.
  MINBAR_ACCESS_TOKEN_TTL_SECONDS: { min: 60, max: 86_400 },
  MINBAR_REFRESH_TOKEN_TTL_DAYS: { min: 1, max: 365 },
  MINBAR_STOP_TIMEOUT_SECONDS: { min: 1, max: 3_600 },
  // One round's transaction stays short; a minute's allowance stays within what mail services take
  // from one sender.
  MINBAR_MAIL_BATCH: { min: 1, max: 200 },
  MINBAR_MAIL_PER_MINUTE: { min: 1, max: 6_000 },
  // The purge timer runs once per window: a week at most keeps its period far below 2^31-1 ms.
  MINBAR_RATE_LIMIT_WINDOW_SECONDS: { min: 10, max: 604_800 },
  MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_CODE_PER_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_MS: { min: 1, max: 60_000 },
  MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_PUSH_PER_ADDRESS: { min: 1, max: 1_000_000 },
  MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: { min: 1, max: 10_000_000 },
  MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE: { min: 1, max: 10_000_000 },
  // About 150 bytes a bucket: a million is some 150 MB.
  MINBAR_RATE_LIMIT_PUBLIC_READS_ADDRESSES: { min: 100, max: 1_000_000 },
} as const satisfies Record<string, { min: number; max: number }>;

/** A whole number within the variable's range (NUMBER_RANGES), `fallback` when unset. */
const bounded = (name: keyof typeof NUMBER_RANGES, fallback: number) => {
  const { min, max } = NUMBER_RANGES[name];
  const message = `must be a whole number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );
};
const flag = (fallback: '0' | '1') =>
  v.optional(
    v.pipe(
      v.picklist(['0', '1', 'true', 'false']),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    fallback,
  );
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

/** The mail pace's defaults: 10 mails a second, in rounds of 20. */
export const MAIL_PACE = { batch: 20, perMinute: 600 } as const;

// Defaults are resolved from this file's folder (src/ or dist/), both one level under apps/server.
const appDist = (name: string) => fileURLToPath(new URL(`../../${name}/dist`, import.meta.url));

/** Every setting the server reads, parsed by this schema once at start-up, so a bad value stops the start. */
export const envSchema = v.object({
  MINBAR_API_PORT: bounded('MINBAR_API_PORT', 8000),
  MINBAR_DASHBOARD_PORT: bounded('MINBAR_DASHBOARD_PORT', 4173),
  MINBAR_PUBLIC_PORT: bounded('MINBAR_PUBLIC_PORT', 4174),
  MINBAR_HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  MINBAR_DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: optionalText,
  MINBAR_DEMO: flag('1'),
  MINBAR_JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'MINBAR_JWT_SECRET needs 32+ characters')),
  ),
  MINBAR_ACCESS_TOKEN_TTL_SECONDS: bounded('MINBAR_ACCESS_TOKEN_TTL_SECONDS', 1800),
  MINBAR_REFRESH_TOKEN_TTL_DAYS: bounded('MINBAR_REFRESH_TOKEN_TTL_DAYS', 14),
  MINBAR_DASHBOARD_DIST: v.optional(v.pipe(v.string(), v.nonEmpty()), appDist('dashboard')),
  MINBAR_PUBLIC_DIST: v.optional(v.pipe(v.string(), v.nonEmpty()), appDist('public-site')),
  MINBAR_TRUST_PROXY: flag('0'),
  /**
   * Whether each server charges due monthly gifts every five minutes (docs/decisions/0044). Set to 0
   * when a timer runs `npm run renewals` instead; both at once are safe.
   */
  MINBAR_SERVER_RENEWALS: flag('1'),
  /** How long a stop (SIGTERM) waits for the requests in flight before cutting them. */
  MINBAR_STOP_TIMEOUT_SECONDS: bounded('MINBAR_STOP_TIMEOUT_SECONDS', 15),
  /** One JSON line per request and event (json), or one readable line each (pretty, `npm run dev`). */
  MINBAR_LOG_FORMAT: v.optional(v.picklist(['json', 'pretty']), 'json'),
  /**
   * The public site's address as visitors reach it (https://meczet.example.org): every link the
   * server builds (mails, the sharing preview's logo) starts with it, never with a request's Host.
   * Required outside the demo; the demo uses its own listener (publicUrlOf).
   */
  MINBAR_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('MINBAR_PUBLIC_URL must be a URL such as https://meczet.example.org'),
      v.regex(/^https?:\/\//, 'MINBAR_PUBLIC_URL must be an http or https URL'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  SMTP_URL: optionalText,
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Minbar <no-reply@localhost>'),
  /**
   * The pace mail is handed to SMTP_URL's server at: this many mails per round, and no more than
   * MINBAR_MAIL_PER_MINUTE in a minute, so news to hundreds of people (an event moved) leaves at a rate
   * the mail server accepts instead of being refused as a flood. The bounds keep one round's
   * transaction short and a minute's allowance within what any mail service takes from one sender.
   */
  MINBAR_MAIL_BATCH: bounded('MINBAR_MAIL_BATCH', MAIL_PACE.batch),
  MINBAR_MAIL_PER_MINUTE: bounded('MINBAR_MAIL_PER_MINUTE', MAIL_PACE.perMinute),
  MINBAR_RATE_LIMIT_WINDOW_SECONDS: bounded('MINBAR_RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
  MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS: bounded('MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS', 5),
  MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS: bounded('MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS', 30),
  MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: bounded('MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER', 10),
  MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS: bounded('MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS', 5),
  MINBAR_RATE_LIMIT_CODE_PER_ADDRESS: bounded('MINBAR_RATE_LIMIT_CODE_PER_ADDRESS', 30),
  MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT: bounded('MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT', 10),
  MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY: bounded(
    'MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY',
    DEFAULT_RATE_LIMITS.statementMailsPerDay,
  ),
  MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_MS: bounded(
    'MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_MS',
    DEFAULT_RATE_LIMITS.slowdownMaxMs,
  ),
  MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS: bounded('MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS', 30),
  MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS: bounded(
    'MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS',
    DEFAULT_RATE_LIMITS.paymentPerAddress,
  ),
  MINBAR_RATE_LIMIT_PUSH_PER_ADDRESS: bounded(
    'MINBAR_RATE_LIMIT_PUSH_PER_ADDRESS',
    DEFAULT_RATE_LIMITS.pushPerAddress,
  ),
  MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: bounded(
    'MINBAR_RATE_LIMIT_PUBLIC_READS_BURST',
    DEFAULT_RATE_LIMITS.publicReadsBurst,
  ),
  MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE: bounded(
    'MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE',
    DEFAULT_RATE_LIMITS.publicReadsPerMinute,
  ),
  MINBAR_RATE_LIMIT_PUBLIC_READS_ADDRESSES: bounded(
    'MINBAR_RATE_LIMIT_PUBLIC_READS_ADDRESSES',
    DEFAULT_RATE_LIMITS.publicReadsAddresses,
  ),
  /**
   * The VAPID key pair prayer reminders are signed with (web-push's generateVAPIDKeys, base64url): both
   * or neither. Unset, a pair is made on the first start and kept in the database.
   */
  MINBAR_VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[A-Za-z0-9_-]{87}$/,
        'MINBAR_VAPID_PUBLIC_KEY must be a VAPID public key (87 base64url characters)',
      ),
    ),
  ),
  MINBAR_VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[A-Za-z0-9_-]{43}$/,
        'MINBAR_VAPID_PRIVATE_KEY must be a VAPID private key (43 base64url characters)',
      ),
    ),
  ),
  /** Whom push services may contact about the reminders: a mailto: or https: address. */
  MINBAR_VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'MINBAR_VAPID_SUBJECT must be a mailto: or https: address'),
    ),
  ),
  /**
   * `1` accepts push addresses on plain http at the loopback host: a Web Push test service beside the
   * server (the end-to-end tests). Browsers' push services are https, so a real installation leaves it off.
   */
  MINBAR_PUSH_LOCAL_SERVICE: flag('0'),
  MINBAR_TIMEZONE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isKnownTimeZone, 'MINBAR_TIMEZONE must be an IANA time zone such as Europe/Warsaw'),
    ),
    DEFAULT_TIME_ZONE,
  ),
  /** Uploaded photos go here unless S3-compatible storage is configured; `<MINBAR_DATA_DIR>/uploads` by default. */
  MINBAR_UPLOADS_DIR: optionalText,
  /** S3-compatible storage for uploads: all of endpoint, bucket and both keys, or none. */
  MINBAR_S3_ENDPOINT: v.optional(v.pipe(v.string(), v.trim(), v.url('MINBAR_S3_ENDPOINT must be a URL'))),
  MINBAR_S3_BUCKET: optionalText,
  MINBAR_S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'us-east-1'),
  MINBAR_S3_ACCESS_KEY_ID: optionalText,
  MINBAR_S3_SECRET_ACCESS_KEY: optionalText,
  /** Given with temporary credentials (an assumed role, STS); optional beside the two keys. */
  MINBAR_S3_SESSION_TOKEN: optionalText,
  /**
   * Who takes the payments: `stripe` (the three STRIPE_* keys below), or `test`, the built-in test
   * provider, which takes test cards and no money (every page and receipt says so). Unset, it is
   * Stripe when its keys are given, and the test provider in the demo; see paymentSettingsOf.
   */
  MINBAR_PAYMENTS: v.optional(v.picklist(['stripe', 'test'], 'MINBAR_PAYMENTS must be stripe or test')),
  /** Card payments through Stripe (PaymentIntents): with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET. */
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key'),
    ),
  ),
  /** Stripe's publishable key, handed to the payment page so Stripe.js can take the card. */
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key'),
    ),
  ),
  /**
   * Where Stripe's API is reached: https://api.stripe.com unless set. For Stripe's own stripe-mock or
   * a test double only (the crash test runs one); never set it in production.
   */
  STRIPE_API_BASE: v.optional(v.pipe(v.string(), v.trim(), v.url('STRIPE_API_BASE must be a URL'))),
  /** The signing secret of the webhook endpoint /api/payments/stripe/webhook (Stripe's dashboard or CLI). */
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^whsec_[A-Za-z0-9]+$/, 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret'),
    ),
  ),
});
export type Env = v.InferOutput<typeof envSchema>;

/** The S3 settings when uploads go to S3-compatible storage; a partial configuration stops the start. */
export function s3SettingsOf(env: Env) {
  const { MINBAR_S3_ENDPOINT, MINBAR_S3_BUCKET, MINBAR_S3_ACCESS_KEY_ID, MINBAR_S3_SECRET_ACCESS_KEY } = env;
  const given = [MINBAR_S3_ENDPOINT, MINBAR_S3_BUCKET, MINBAR_S3_ACCESS_KEY_ID, MINBAR_S3_SECRET_ACCESS_KEY];
  if (given.every((value) => value === undefined)) return null;
  if (!MINBAR_S3_ENDPOINT || !MINBAR_S3_BUCKET || !MINBAR_S3_ACCESS_KEY_ID || !MINBAR_S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid environment:\nMINBAR_S3_*: set MINBAR_S3_ENDPOINT, MINBAR_S3_BUCKET, MINBAR_S3_ACCESS_KEY_ID and MINBAR_S3_SECRET_ACCESS_KEY together',
    );
  }
  return {
    endpoint: MINBAR_S3_ENDPOINT,
    bucket: MINBAR_S3_BUCKET,
    region: env.MINBAR_S3_REGION,
    accessKeyId: MINBAR_S3_ACCESS_KEY_ID,
    secretAccessKey: MINBAR_S3_SECRET_ACCESS_KEY,
    sessionToken: env.MINBAR_S3_SESSION_TOKEN,
  };
}

export type PaymentSettings =
  | { provider: 'test' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Who takes this installation's payments. A live site takes only real money: outside the demo the
 * start stops unless all three Stripe keys are given (half a configuration would take cards it can
 * never confirm, or none at all), or the test provider is asked for by name with MINBAR_PAYMENTS=test.
 * The demo takes test payments unless it is given Stripe's keys.
 */
export function paymentSettingsOf(env: Env): PaymentSettings {
  const given = STRIPE_KEYS.filter((key) => env[key] !== undefined);
  const missing = STRIPE_KEYS.filter((key) => env[key] === undefined);
  const stop = (reason: string) => {
    throw new Error(`Invalid environment:\n${reason}`);
  };
  if (env.MINBAR_PAYMENTS === 'test') {
    if (given.length > 0)
      stop(
        `MINBAR_PAYMENTS: it asks for test payments while ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set: remove one or the other`,
      );
    return { provider: 'test' };
  }
  if (given.length === 0 && env.MINBAR_PAYMENTS === undefined && env.MINBAR_DEMO) return { provider: 'test' };
  if (missing.length > 0) {
    if (given.length === 0)
      stop(
        'STRIPE_*: a live site takes real money: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md), or MINBAR_PAYMENTS=test to take only test payments, which every page and receipt then says',
      );
    stop(
      `STRIPE_*: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but not ${missing.join(', ')}: Stripe needs all three (the secret key charges, the publishable key shows the card form, the webhook secret confirms payments)`,
    );
  }
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY as string,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
  };
}

/** Every rate limit, window and slowdown as the MINBAR_RATE_LIMIT_* variables set them. */
export function rateLimitSettingsOf(env: Env): RateLimitSettings {
  return {
    windowMs: env.MINBAR_RATE_LIMIT_WINDOW_SECONDS * 1000,
    signInPerPair: env.MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS,
    signInPerAddress: env.MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS,
    slowdownAfterFailures: env.MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER,
    slowdownMaxMs: env.MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_MS,
    codePerPair: env.MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS,
    codePerAddress: env.MINBAR_RATE_LIMIT_CODE_PER_ADDRESS,
    mailPerAccount: env.MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT,
    statementMailsPerDay: env.MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY,
    bookingPerAddress: env.MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS,
    paymentPerAddress: env.MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS,
    pushPerAddress: env.MINBAR_RATE_LIMIT_PUSH_PER_ADDRESS,
    publicReadsBurst: env.MINBAR_RATE_LIMIT_PUBLIC_READS_BURST,
    publicReadsPerMinute: env.MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE,
    publicReadsAddresses: env.MINBAR_RATE_LIMIT_PUBLIC_READS_ADDRESSES,
  };
}

/**
 * The base of every absolute link the server builds. Taken from the configuration alone: a Host or
 * X-Forwarded-Host header is the caller's to choose, so a link built from it could carry a signed
 * token to another site. Outside the demo, unset, the start stops here with what to set.
 */
export function publicUrlOf(env: Env): string {
  if (env.MINBAR_PUBLIC_URL) return env.MINBAR_PUBLIC_URL;
  if (env.MINBAR_DEMO) {
    const host = env.MINBAR_HOST === '0.0.0.0' ? 'localhost' : env.MINBAR_HOST;
    return `http://${host}:${env.MINBAR_PUBLIC_PORT}`;
  }
  throw new Error(
    "Invalid environment:\nMINBAR_PUBLIC_URL: set it to the public site's address as visitors reach it, such as https://meczet.example.org (links in mails are built from it alone; only the demo, MINBAR_DEMO=1, makes one from MINBAR_HOST and MINBAR_PUBLIC_PORT)",
  );
}

/** Where the installation's database is: PostgreSQL at DATABASE_URL, else PGlite under the data folder. */
export function databaseOptionsOf(env: Env) {
  return { databaseUrl: env.DATABASE_URL, dataDir: env.MINBAR_DATA_DIR };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(envSchema, source);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/**
 * The VAPID settings: the configured pair (both keys or neither), and the contact push services are
 * given: MINBAR_VAPID_SUBJECT, else the public address when it is https, else MAIL_FROM's mailbox.
 */
export function vapidSettingsOf(env: Env, publicUrl: string) {
  if (Boolean(env.MINBAR_VAPID_PUBLIC_KEY) !== Boolean(env.MINBAR_VAPID_PRIVATE_KEY))
    throw new Error(
      'Invalid environment:\nMINBAR_VAPID_PUBLIC_KEY and MINBAR_VAPID_PRIVATE_KEY: set both, or neither to have the server make a pair',
    );
  const mailbox = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  const subject =
    env.MINBAR_VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailbox.trim()}`);
  return { publicKey: env.MINBAR_VAPID_PUBLIC_KEY, privateKey: env.MINBAR_VAPID_PRIVATE_KEY, subject };
}
