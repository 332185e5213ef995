/**
 * How much one address may read anonymously: a bucket of `burst` reads that refills at `perMinute`,
 * and at most `maxAddresses` buckets kept at once.
 */
export interface TokenBucketRule {
  burst: number;
  perMinute: number;
  maxAddresses: number;
}

export type TokenBucketVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date, in epoch milliseconds. */
  at: number;
}

/** How often, at most, the buckets that have refilled are looked for and dropped. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A token bucket per key, kept in this process's memory (docs/decisions/0033-public-read-limits.md).
 *
 * Why a bucket and not a window: the reads of a congregation come in a burst (after Friday prayer
 * hundreds of phones behind the mosque's one address open the timetable within a minute) and are
 * then few, while a scraper reads steadily. A bucket with a large burst and a small refill serves the
 * first in full and stops the second within a minute; a window of N per minute big enough for the
 * burst would let a scraper read just under N a minute forever.
 *
 * Nothing is written to the database: a read costs a map lookup. Each instance keeps its own
 * buckets, so behind a load balancer an address gets the limit once per instance, a bound that is
 * still far below what a scraper wants.
 *
 * Memory stays bounded: a bucket that has refilled is the same as no bucket and is dropped by a sweep
 * (at most once a minute, on a hit). Against a flood from more addresses than `maxAddresses`, the
 * buckets live in two generations of half that size: when the current one is full it becomes the
 * previous one and the older is dropped whole, and a key found in the previous generation moves up.
 * So an address seen within the last generation keeps its bucket, one not seen since gives way, and
 * every step is O(1): deleting keys one by one from a large Map and adding others (a classic LRU)
 * costs V8 tens of microseconds a hit, which a flood would turn against the server. The clock is
 * injected so tests move time instead of waiting.
 */
export class MemoryRateLimiter {
  private current = new Map<string, Bucket>();
  private previous = new Map<string, Bucket>();
  private readonly generationSize: number;
  private lastSweep: number;

  constructor(
    readonly rule: TokenBucketRule,
    private readonly now: () => Date,
  ) {
    this.generationSize = Math.max(1, Math.floor(rule.maxAddresses / 2));
    this.lastSweep = now().getTime();
  }

  /** How many buckets are kept now (what the sweep and the cap keep small). */
  get size(): number {
    let shared = 0;
    for (const key of this.previous.keys()) if (this.current.has(key)) shared += 1;
    return this.current.size + this.previous.size - shared;
  }

  private tokensAt(bucket: Bucket, at: number): number {
    // Multiplied before divided, so whole minutes refill whole reads without a rounding error.
    const refilled = (Math.max(0, at - bucket.at) * this.rule.perMinute) / 60_000;
    return Math.min(this.rule.burst, bucket.tokens + refilled);
  }

  /** Drops every bucket that has refilled: it would answer exactly as a new one. */
  private sweep(at: number): void {
    for (const generation of [this.current, this.previous]) {
      for (const [key, bucket] of generation) {
        if (this.tokensAt(bucket, at) >= this.rule.burst) generation.delete(key);
      }
    }
    this.lastSweep = at;
  }

  /** The key's bucket, made or moved up into the current generation when it is not there. */
  private bucketOf(key: string, at: number): Bucket {
    const known = this.current.get(key);
    if (known) return known;
    const bucket = this.previous.get(key) ?? { tokens: this.rule.burst, at };
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, bucket);
    return bucket;
  }

  /** Takes one read from the key's bucket, or says how many seconds until it holds one again. */
  hit(key: string): TokenBucketVerdict {
    const at = this.now().getTime();
    if (at - this.lastSweep >= SWEEP_EVERY_MS) this.sweep(at);
    const bucket = this.bucketOf(key, at);
    const tokens = this.tokensAt(bucket, at);
    bucket.at = at;
    if (tokens >= 1) {
      bucket.tokens = tokens - 1;
      return { allowed: true };
    }
    bucket.tokens = tokens;
    const waitMs = ((1 - tokens) * 60_000) / this.rule.perMinute;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
