import { and, eq, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { MemoryRateLimiter } from './memory-rate-limiter';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict =
  | { allowed: true; hits: number }
  | { allowed: false; hits: number; retryAfterSeconds: number };

/**
 * A fixed window per key, counted in the database: every instance that shares the database shares the
 * counts, and `hit` is one atomic upsert, so N simultaneous attempts receive the counts 1..N and only
 * the first `limit` of them are allowed. The clock is injected so tests can move time.
 */
export class DatabaseRateLimiter {
  constructor(
    private readonly db: Database,
    /** Namespaces the keys, so one table serves every limit. */
    private readonly name: string,
    readonly rule: RateLimitRule,
    private readonly now: () => Date,
  ) {}

  private rowKey(key: string): string {
    return `${this.name}:${key}`;
  }

  private verdict(hits: number, windowStartedAt: Date): RateLimitVerdict {
    if (hits <= this.rule.limit) return { allowed: true, hits };
    const retryAfterMs = windowStartedAt.getTime() + this.rule.windowMs - this.now().getTime();
    return { allowed: false, hits, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  /** Counts one attempt and says whether it is within the limit. Counted even when refused. */
  async hit(key: string): Promise<RateLimitVerdict> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.rule.windowMs);
    const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.rowKey(key), windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return this.verdict(row.hits, row.windowStartedAt);
  }

  /** The attempts counted in the current window, without counting one. */
  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, this.rowKey(key)));
    if (!row) return 0;
    return row.windowStartedAt.getTime() + this.rule.windowMs > this.now().getTime() ? row.hits : 0;
  }

  /** Gives one attempt back (a sign-in that turned out right should not use up an address's budget). */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, this.rowKey(key)));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.rowKey(key)));
  }
}

/**
 * The sign-in and code policy (docs/security.md). Nothing here can be used to lock someone else
 * out: hard limits are per address, or per account *and* address; the only per-account measure on
 * passwords is a slowdown, and the per-account cap on mails leaves the last mailed code valid.
 */
export interface RateLimiters {
  /** Sign-in attempts of one address at one account: the guesses an address gets. */
  signInPerPair: DatabaseRateLimiter;
  /** Sign-in attempts of one address at any account: stops one address spraying many accounts. */
  signInPerAddress: DatabaseRateLimiter;
  /** Failed sign-ins at one account from anywhere: drives the slowdown, never a lock. */
  signInFailuresPerAccount: DatabaseRateLimiter;
  /** Code attempts (verify, reset) of one address at one account. */
  codePerPair: DatabaseRateLimiter;
  codePerAddress: DatabaseRateLimiter;
  /** Codes mailed: per address, per account and address, and per account (no mail flood). */
  mailPerPair: DatabaseRateLimiter;
  mailPerAddress: DatabaseRateLimiter;
  mailPerAccount: DatabaseRateLimiter;
  /**
   * Statement mails asked for one mailbox in a day (counted per request, whether or not the address
   * gave, so the refusal reveals nothing): the fifteen-minute limit alone lets ~960 a day through.
   */
  statementMailsPerDay: DatabaseRateLimiter;
  /**
   * New monthly-gift management links asked for one mailbox in a day (counted per request, whether
   * or not the address gives monthly): the statement's five a day, under a counter of its own.
   */
  monthlyLinkMailsPerDay: DatabaseRateLimiter;
  /** Public event bookings of one address: a visitor books a few, a script cannot fill an event. */
  bookingPerAddress: DatabaseRateLimiter;
  /** Payments started by one address (gifts, booking payments): stops a script testing stolen cards. */
  paymentPerAddress: DatabaseRateLimiter;
  /** Reminder subscriptions saved or removed by one address: a few devices, never a script's table. */
  pushPerAddress: DatabaseRateLimiter;
  /**
   * Anonymous reads (every GET of the API without a valid token) of one address, in this instance's
   * memory: no database write per read (docs/decisions/0033-public-read-limits.md).
   */
  publicReads: MemoryRateLimiter;
  settings: RateLimitSettings;
}

export interface RateLimitSettings {
  windowMs: number;
  signInPerPair: number;
  signInPerAddress: number;
  codePerPair: number;
  codePerAddress: number;
  mailPerAccount: number;
  /** Yearly-statement requests for one mailbox per day (not per window). */
  statementMailsPerDay: number;
  bookingPerAddress: number;
  paymentPerAddress: number;
  pushPerAddress: number;
  /** Anonymous reads one address may make at once: a congregation behind the mosque's address. */
  publicReadsBurst: number;
  /** Anonymous reads per minute that refill the burst: the sustained rate a scraper is held to. */
  publicReadsPerMinute: number;
  /** Addresses whose public-read bucket is kept at once per instance: the memory bound under a flood. */
  publicReadsAddresses: number;
  /** Failed sign-ins at one account (from every address) before each attempt is slowed down. */
  slowdownAfterFailures: number;
  /** The longest an attempt at an account under attack waits before its password is checked. */
  slowdownMaxMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 15 * 60 * 1000,
  signInPerPair: 5,
  signInPerAddress: 30,
  codePerPair: 5,
  codePerAddress: 30,
  mailPerAccount: 10,
  // A donor asks for this year's statement and last year's, perhaps an older one, and once more when a
  // mail is slow or lands in spam: five a day serve that, and hold anyone who types a stranger's
  // address to five mails in that inbox a day.
  statementMailsPerDay: 5,
  bookingPerAddress: 30,
  // A donor retries a refused card a few times; a congregation answering an appeal after Friday
  // prayer shares one address. Sixty in 15 minutes serves both and stops a card-testing script.
  paymentPerAddress: 60,
  // A family behind the mosque's one address turns reminders on, changes and saves them on a few
  // phones; sixty saves in 15 minutes serve that and keep a script from filling the table.
  pushPerAddress: 60,
  // Three hundred phones behind the mosque's Wi-Fi opening a page of a few reads each after Friday
  // prayer: a thousand at once are served. Two a second refill it, so a scraper reading 20 a second
  // has spent the burst within a minute (1000 + 60 x 2 < 60 x 20) and is then held to two a second.
  publicReadsBurst: 1000,
  publicReadsPerMinute: 120,
  // About 150 bytes a bucket (measured on Node 20): some 15 MB at most, however many addresses flood in.
  publicReadsAddresses: 100_000,
  slowdownAfterFailures: 10,
  slowdownMaxMs: 5000,
};

/**
 * How long an attempt waits, given the account's failed sign-ins in the window: nothing up to the
 * threshold, then 250 ms doubling with each further failure, capped. A slowdown, not a lock: the right
 * password still gets in, only later.
 */
export function slowdownMs(failures: number, settings: RateLimitSettings): number {
  const over = failures - settings.slowdownAfterFailures;
  if (over < 0) return 0;
  return Math.min(settings.slowdownMaxMs, 250 * 2 ** Math.min(over, 20));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The names of the limits counted per day, not per window, start so; their counters outlive the window. */
const DAILY = 'day:';

/**
 * Deletes the counters whose window started before `olderThan` (now less the window), and the daily
 * ones a day before that: every guessed login leaves a row, so without this the table would grow with
 * each attack. Returns how many went.
 */
export async function purgeExpiredCounters(db: Database, olderThan: Date): Promise<number> {
  const dayBefore = new Date(olderThan.getTime() - DAY_MS);
  const gone = await db
    .delete(rateLimitCounters)
    .where(
      and(
        lt(rateLimitCounters.windowStartedAt, olderThan),
        or(notLike(rateLimitCounters.key, `${DAILY}%`), lt(rateLimitCounters.windowStartedAt, dayBefore)),
      ),
    )
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}

export function createRateLimiters(db: Database, settings: RateLimitSettings, now: () => Date): RateLimiters {
  const make = (name: string, limit: number) =>
    new DatabaseRateLimiter(db, name, { limit, windowMs: settings.windowMs }, now);
  return {
    signInPerPair: make('sign-in:pair', settings.signInPerPair),
    signInPerAddress: make('sign-in:address', settings.signInPerAddress),
    signInFailuresPerAccount: make('sign-in:account-failures', Number.MAX_SAFE_INTEGER),
    codePerPair: make('code:pair', settings.codePerPair),
    codePerAddress: make('code:address', settings.codePerAddress),
    mailPerPair: make('mail:pair', settings.codePerPair),
    mailPerAddress: make('mail:address', settings.codePerAddress),
    mailPerAccount: make('mail:account', settings.mailPerAccount),
    statementMailsPerDay: new DatabaseRateLimiter(
      db,
      `${DAILY}statement-mail:account`,
      { limit: settings.statementMailsPerDay, windowMs: DAY_MS },
      now,
    ),
    monthlyLinkMailsPerDay: new DatabaseRateLimiter(
      db,
      `${DAILY}monthly-link-mail:account`,
      { limit: settings.statementMailsPerDay, windowMs: DAY_MS },
      now,
    ),
    bookingPerAddress: make('booking:address', settings.bookingPerAddress),
    paymentPerAddress: make('payment:address', settings.paymentPerAddress),
    pushPerAddress: make('push:address', settings.pushPerAddress),
    publicReads: new MemoryRateLimiter(
      {
        burst: settings.publicReadsBurst,
        perMinute: settings.publicReadsPerMinute,
        maxAddresses: settings.publicReadsAddresses,
      },
      now,
    ),
    settings,
  };
}
