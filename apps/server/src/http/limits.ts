import type { DatabaseRateLimiter } from '../services/rate-limiter';
import { tooManyAttempts } from './problems';

export type LimitedKey = readonly [DatabaseRateLimiter, string];

/**
 * Counts the attempt under every (limiter, key) pair before any work is done for it, then refuses
 * with 429 and Retry-After when one of them is over its limit. Counting first, atomically, is what
 * keeps simultaneous attempts from all slipping through.
 */
export async function countAttempt(pairs: ReadonlyArray<LimitedKey>): Promise<void> {
  const verdicts = await Promise.all(pairs.map(([limiter, key]) => limiter.hit(key)));
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return;
  throw tooManyAttempts(
    Math.max(...refused.map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds))),
  );
}

/** The key of an account as seen from one address. */
export function pairKey(account: string, address: string): string {
  return `${account}|${address}`;
}
