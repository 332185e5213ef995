import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limiter';

describe('SlidingWindowLimiter', () => {
  it('allows up to the limit, then refuses until the oldest event leaves the window', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 }, () => new Date(now));
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      expect(limiter.check('k').allowed).toBe(true);
      limiter.record('k');
    }
    now = 30_000;
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.check('other').allowed).toBe(true);
    now = 60_001;
    expect(limiter.check('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000 }, () => new Date(0));
    limiter.record('k');
    expect(limiter.check('k').allowed).toBe(false);
    limiter.reset('k');
    expect(limiter.check('k').allowed).toBe(true);
  });
});
