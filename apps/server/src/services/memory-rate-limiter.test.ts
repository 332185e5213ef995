import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type TokenBucketRule } from './memory-rate-limiter';
import { DEFAULT_RATE_LIMITS } from './rate-limiter';

const START = Date.parse('2026-03-06T13:30:00Z');

/** A limiter on a clock the test moves by hand. */
function limiterWith(rule: Partial<TokenBucketRule> = {}) {
  const clock = { ms: START };
  const limiter = new MemoryRateLimiter(
    {
      burst: DEFAULT_RATE_LIMITS.publicReadsBurst,
      perMinute: DEFAULT_RATE_LIMITS.publicReadsPerMinute,
      maxAddresses: DEFAULT_RATE_LIMITS.publicReadsAddresses,
      ...rule,
    },
    () => new Date(clock.ms),
  );
  return { limiter, clock };
}

describe('MemoryRateLimiter with the default public-read rule', () => {
  it('serves a congregation: 1000 reads from one address at the same instant', () => {
    const { limiter } = limiterWith();
    const verdicts = Array.from({ length: 1000 }, () => limiter.hit('mosque-wifi'));
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true);
  });

  it('serves 1000 reads spread over a minute, and the refill lets the next ones through slowly', () => {
    const { limiter, clock } = limiterWith();
    for (let read = 0; read < 1000; read += 1) {
      clock.ms = START + read * 60;
      expect(limiter.hit('mosque-wifi').allowed).toBe(true);
    }
    // 60 s of refill at two a second: 120 more, then the bucket is dry.
    let more = 0;
    while (limiter.hit('mosque-wifi').allowed) more += 1;
    expect(more).toBeGreaterThanOrEqual(119);
    expect(more).toBeLessThanOrEqual(121);
  });

  it('stops a scraper reading 20 a second within its first minute, then holds it to the refill rate', () => {
    const { limiter, clock } = limiterWith();
    const outcomes: boolean[] = [];
    let firstRefusalAt = Number.NaN;
    for (let read = 0; read < 20 * 120; read += 1) {
      clock.ms = START + read * 50;
      const verdict = limiter.hit('scraper');
      outcomes.push(verdict.allowed);
      if (!verdict.allowed && Number.isNaN(firstRefusalAt)) firstRefusalAt = clock.ms - START;
    }
    expect(firstRefusalAt).toBeLessThan(60_000);
    // The burst, then two a second: about 1000 + 0.9 x 1110 reads' refill while it lasted.
    expect(outcomes.slice(0, 1000).every(Boolean)).toBe(true);
    const servedInFirstMinute = outcomes.slice(0, 1200).filter(Boolean).length;
    expect(servedInFirstMinute).toBeLessThan(1200);
    // The second minute: the refill only, 120 reads of its 1200.
    const servedInSecondMinute = outcomes.slice(1200).filter(Boolean).length;
    expect(servedInSecondMinute).toBeGreaterThanOrEqual(119);
    expect(servedInSecondMinute).toBeLessThanOrEqual(121);
  });

  it('keeps addresses apart: one dry bucket does not touch another', () => {
    const { limiter } = limiterWith({ burst: 3 });
    for (let read = 0; read < 3; read += 1) limiter.hit('scraper');
    expect(limiter.hit('scraper').allowed).toBe(false);
    expect(limiter.hit('neighbour').allowed).toBe(true);
  });
});

describe('MemoryRateLimiter Retry-After', () => {
  it.each([
    // [reads per minute, seconds until the next read is allowed]
    [120, 1],
    [60, 1],
    [30, 2],
    [4, 15],
    [1, 60],
  ])('at %i reads a minute a dry bucket says to retry after %i s', (perMinute, seconds) => {
    const { limiter } = limiterWith({ burst: 1, perMinute });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: seconds });
  });

  it('counts down as the bucket refills, and the read is served once that time has passed', () => {
    const { limiter, clock } = limiterWith({ burst: 1, perMinute: 1 });
    limiter.hit('a');
    clock.ms = START + 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    clock.ms = START + 60_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});

describe('MemoryRateLimiter memory', () => {
  it('sweeps the buckets that have refilled: a flood from 10,000 addresses leaves nothing behind', () => {
    const { limiter, clock } = limiterWith();
    for (let address = 0; address < 10_000; address += 1)
      limiter.hit(`10.0.${address >> 8}.${address & 255}`);
    expect(limiter.size).toBe(10_000);
    // A read's token is back after half a second; the sweep runs on the first hit a minute on.
    clock.ms = START + 60_000;
    limiter.hit('late-visitor');
    expect(limiter.size).toBe(1);
  });

  it('keeps a bucket that is still spent through the sweep', () => {
    const { limiter, clock } = limiterWith({ burst: 10, perMinute: 1 });
    for (let read = 0; read < 10; read += 1) limiter.hit('scraper');
    limiter.hit('visitor');
    clock.ms = START + 60_000;
    limiter.hit('another');
    expect(limiter.size).toBe(2);
    // Swept or not, the scraper's bucket holds what the minute refilled: one read, then none.
    expect(limiter.hit('scraper').allowed).toBe(true);
    expect(limiter.hit('scraper').allowed).toBe(false);
  });

  it('never keeps more than the cap: an address not seen for a while gives way, a regular one stays', () => {
    const { limiter } = limiterWith({ burst: 1, maxAddresses: 100 });
    limiter.hit('regular');
    for (let address = 0; address < 1000; address += 1) {
      limiter.hit(`flood-${address}`);
      // The regular reader comes back within every 50 new addresses (half the cap), so it stays.
      if (address % 20 === 0) limiter.hit('regular');
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    expect(limiter.hit('regular').allowed).toBe(false);
    // The first flood address was pushed out: it starts with a full bucket again.
    expect(limiter.hit('flood-0').allowed).toBe(true);
  });
});
