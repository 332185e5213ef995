import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/harness';
import {
  createRateLimiters,
  DatabaseRateLimiter,
  DEFAULT_RATE_LIMITS,
  purgeExpiredCounters,
  slowdownMs,
} from './rate-limiter';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('DatabaseRateLimiter', () => {
  it('allows up to the limit, refuses with the time left in the window, then starts a new window', async () => {
    let now = Date.parse('2026-03-01T09:00:00Z');
    const limiter = new DatabaseRateLimiter(
      database.db,
      'window',
      { limit: 3, windowMs: 60_000 },
      () => new Date(now),
    );
    for (const offset of [0, 10_000, 20_000]) {
      now = Date.parse('2026-03-01T09:00:00Z') + offset;
      expect((await limiter.hit('k')).allowed).toBe(true);
    }
    now = Date.parse('2026-03-01T09:00:30Z');
    expect(await limiter.hit('k')).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 30 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    expect(await limiter.count('k')).toBe(4);
    now = Date.parse('2026-03-01T09:01:00Z');
    expect(await limiter.count('k')).toBe(0);
    expect(await limiter.hit('k')).toEqual({ allowed: true, hits: 1 });
  });

  it('counts simultaneous hits one by one: of 50 at once exactly the limit are allowed', async () => {
    const now = new Date('2026-03-01T09:00:00Z');
    const limiter = new DatabaseRateLimiter(database.db, 'race', { limit: 5, windowMs: 60_000 }, () => now);
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('k')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.map((verdict) => verdict.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('keeps the limits apart by name, gives an attempt back on refund and forgets a key on reset', async () => {
    const now = new Date('2026-03-01T09:00:00Z');
    const first = new DatabaseRateLimiter(database.db, 'a', { limit: 1, windowMs: 1000 }, () => now);
    const second = new DatabaseRateLimiter(database.db, 'b', { limit: 1, windowMs: 1000 }, () => now);
    await first.hit('k');
    expect((await first.hit('k')).allowed).toBe(false);
    expect((await second.hit('k')).allowed).toBe(true);
    await first.refund('k');
    expect(await first.count('k')).toBe(1);
    await first.reset('k');
    expect(await first.count('k')).toBe(0);
  });
});

describe('purgeExpiredCounters', () => {
  it('drops the counters whose window ended and keeps the live ones', async () => {
    let now = Date.parse('2026-04-01T09:00:00Z');
    const limiter = new DatabaseRateLimiter(
      database.db,
      'purge',
      { limit: 5, windowMs: 60_000 },
      () => new Date(now),
    );
    await limiter.hit('old');
    now += 90_000;
    await limiter.hit('live');
    const purged = await purgeExpiredCounters(database.db, new Date(now - 60_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await limiter.count('live')).toBe(1);
    now -= 90_000;
    expect(await limiter.count('old')).toBe(0);
  });
});

describe('purgeExpiredCounters and the daily limits', () => {
  it('keeps a daily counter past the window, for its day, then drops it', async () => {
    let now = Date.parse('2026-04-02T09:00:00Z');
    const limiters = createRateLimiters(database.db, DEFAULT_RATE_LIMITS, () => new Date(now));
    await limiters.statementMailsPerDay.hit('someone@example.org');
    const windowMs = DEFAULT_RATE_LIMITS.windowMs;
    now += 2 * 60 * 60 * 1000;
    await purgeExpiredCounters(database.db, new Date(now - windowMs));
    expect(await limiters.statementMailsPerDay.count('someone@example.org')).toBe(1);
    now += 23 * 60 * 60 * 1000;
    await purgeExpiredCounters(database.db, new Date(now - windowMs));
    now -= 25 * 60 * 60 * 1000;
    expect(await limiters.statementMailsPerDay.count('someone@example.org')).toBe(0);
  });
});

describe('slowdownMs', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 250],
    [11, 500],
    [13, 2000],
    [14, 4000],
    [15, 5000],
    [1000, 5000],
  ])('after %i failed sign-ins at an account waits %i ms', (failures, expected) => {
    expect(slowdownMs(failures, DEFAULT_RATE_LIMITS)).toBe(expected);
  });
});
