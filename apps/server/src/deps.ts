import type { Database } from './db/client';
import type { PushDelivery } from './push/delivery';
import type { Log } from './services/log';
import type { Outbox } from './services/outbox';
import type { PasswordHasher } from './services/passwords';
import type { PaymentProvider } from './services/payments';
import type { RateLimiters } from './services/rate-limiter';
import type { Uploads } from './services/uploads';

/** Everything a request handler needs, passed in so tests can swap the clock, the limits and the log. */
export interface AppDeps {
  db: Database;
  now: () => Date;
  passwords: PasswordHasher;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  limits: RateLimiters;
  outbox: Outbox;
  /** Card payments (docs/decisions/0011): the test provider, or Stripe when configured. */
  payments: PaymentProvider;
  /** Signs and verifies payment webhooks (STRIPE_WEBHOOK_SECRET); without it the endpoint answers 404. */
  paymentWebhookSecret?: string | null;
  /** Uploaded photos, checked by content and stored under random names. */
  uploads: Uploads;
  /** Honour X-Forwarded-For only behind a known proxy (MINBAR_TRUST_PROXY=1). */
  trustProxy: boolean;
  /**
   * The public site's address (MINBAR_PUBLIC_URL, or the demo's listener), no trailing slash: the base
   * of every absolute link the server builds, never a request's Host. Always set by the running server
   * (env.ts publicUrlOf); absent only on a test server that does not ask for it.
   */
  publicUrl?: string;
  /** One line per notable event, with its facts as fields (services/log.ts). */
  log: Log;
  /** Waits before a password check on an account under attack; tests record instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** True once the process is stopping (SIGTERM): readiness answers 503 while requests finish. */
  stopping?: () => boolean;
  /** The mosque's IANA time zone (MINBAR_TIMEZONE): "today" is its date, never the server's UTC date. */
  timeZone?: string;
  /**
   * Web Push for prayer reminders (src/push): absent, the push calls answer 404. `allowLocalEndpoints`
   * accepts push addresses on plain http at the loopback host, for a push service beside a test.
   */
  push?: { delivery: PushDelivery; allowLocalEndpoints?: boolean };
}
