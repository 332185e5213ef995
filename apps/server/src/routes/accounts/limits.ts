import { tooManyAttempts } from '../../http/problems';
import type { SlidingWindowLimiter } from '../../services/rate-limiter';

/** Refuses with 429 and Retry-After when any of the (limiter, key) pairs is exhausted. */
export function enforceLimits(pairs: ReadonlyArray<readonly [SlidingWindowLimiter, string]>): void {
  for (const [limiter, key] of pairs) {
    const verdict = limiter.check(key);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
  }
}

export function recordFailure(pairs: ReadonlyArray<readonly [SlidingWindowLimiter, string]>): void {
  for (const [limiter, key] of pairs) limiter.record(key);
}
