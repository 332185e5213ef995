export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * In-memory sliding window: the timestamps of recent events per key. One process serves all three
 * listeners, so one map is enough; the clock is injected so tests can move time.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.rule.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  check(key: string): RateLimitVerdict {
    const recent = this.recent(key);
    if (recent.length < this.rule.limit) return { allowed: true };
    const oldest = recent[recent.length - this.rule.limit] ?? this.now().getTime();
    const retryAfterMs = oldest + this.rule.windowMs - this.now().getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now().getTime());
    this.events.set(key, recent);
  }

  reset(key: string): void {
    this.events.delete(key);
  }
}

export interface RateLimiters {
  signInPerAccount: SlidingWindowLimiter;
  signInPerAddress: SlidingWindowLimiter;
  codePerAccount: SlidingWindowLimiter;
  codePerAddress: SlidingWindowLimiter;
  /** Reset-code mails asked for, kept apart from wrong guesses so resending never locks out a guess. */
  mailPerAccount: SlidingWindowLimiter;
  mailPerAddress: SlidingWindowLimiter;
}

export interface RateLimitSettings {
  windowMs: number;
  signInPerAccount: number;
  signInPerAddress: number;
  codePerAccount: number;
  codePerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 15 * 60 * 1000,
  signInPerAccount: 5,
  signInPerAddress: 30,
  codePerAccount: 5,
  codePerAddress: 30,
};

export function createRateLimiters(settings: RateLimitSettings, now: () => Date): RateLimiters {
  const make = (limit: number) => new SlidingWindowLimiter({ limit, windowMs: settings.windowMs }, now);
  return {
    signInPerAccount: make(settings.signInPerAccount),
    signInPerAddress: make(settings.signInPerAddress),
    codePerAccount: make(settings.codePerAccount),
    codePerAddress: make(settings.codePerAddress),
    mailPerAccount: make(settings.codePerAccount),
    mailPerAddress: make(settings.codePerAddress),
  };
}
