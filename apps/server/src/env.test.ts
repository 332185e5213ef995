import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  envSchema,
  NUMBER_RANGES,
  parseEnv,
  paymentSettingsOf,
  publicUrlOf,
  rateLimitSettingsOf,
} from './env';
import { openRuntime } from './runtime';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './services/rate-limiter';

describe('the MINBAR_RATE_LIMIT_* settings', () => {
  it('default to the documented limits when none is set', () => {
    expect(rateLimitSettingsOf(parseEnv({}))).toEqual(DEFAULT_RATE_LIMITS);
  });

  it.each<[variable: string, value: string, setting: keyof RateLimitSettings, expected: number]>([
    ['MINBAR_RATE_LIMIT_WINDOW_SECONDS', '600', 'windowMs', 600_000],
    ['MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS', '7', 'signInPerPair', 7],
    ['MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS', '40', 'signInPerAddress', 40],
    ['MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER', '12', 'slowdownAfterFailures', 12],
    ['MINBAR_RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_MS', '2000', 'slowdownMaxMs', 2000],
    ['MINBAR_RATE_LIMIT_CODE_PER_ACCOUNT_ADDRESS', '6', 'codePerPair', 6],
    ['MINBAR_RATE_LIMIT_CODE_PER_ADDRESS', '35', 'codePerAddress', 35],
    ['MINBAR_RATE_LIMIT_MAIL_PER_ACCOUNT', '11', 'mailPerAccount', 11],
    ['MINBAR_RATE_LIMIT_STATEMENT_MAILS_PER_DAY', '2', 'statementMailsPerDay', 2],
    ['MINBAR_RATE_LIMIT_BOOKING_PER_ADDRESS', '31', 'bookingPerAddress', 31],
    ['MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS', '90', 'paymentPerAddress', 90],
    ['MINBAR_RATE_LIMIT_PUBLIC_READS_BURST', '5000', 'publicReadsBurst', 5000],
    ['MINBAR_RATE_LIMIT_PUBLIC_READS_PER_MINUTE', '600', 'publicReadsPerMinute', 600],
    ['MINBAR_RATE_LIMIT_PUBLIC_READS_ADDRESSES', '250000', 'publicReadsAddresses', 250_000],
  ])('%s=%s sets %s, and nothing else', (variable, value, setting, expected) => {
    const settings = rateLimitSettingsOf(parseEnv({ [variable]: value }));
    expect(settings).toEqual({ ...DEFAULT_RATE_LIMITS, [setting]: expected });
  });

  it('has a variable for every setting', () => {
    const env = Object.fromEntries(
      Object.keys(parseEnv({}))
        .filter((name) => name.startsWith('MINBAR_RATE_LIMIT_'))
        // One above each range's minimum: within it, and off every default.
        .map((name) => [name, String(NUMBER_RANGES[name as keyof typeof NUMBER_RANGES].min + 1)]),
    );
    const settings = rateLimitSettingsOf(parseEnv(env));
    // Every setting moved off its default: none is left without a variable of its own.
    for (const [name, value] of Object.entries(settings)) {
      expect.soft(value, name).not.toBe(DEFAULT_RATE_LIMITS[name as keyof RateLimitSettings]);
    }
  });

  it.each(['0', '-5', '1.5', 'many', ''])('refuses %j at start-up, naming the variable', (value) => {
    expect(() => parseEnv({ MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: value })).toThrow(
      /MINBAR_RATE_LIMIT_PUBLIC_READS_BURST/,
    );
  });
});

describe('every numeric setting is bounded', () => {
  const ranges = Object.entries(NUMBER_RANGES);

  it('has a range for each numeric variable the server reads', () => {
    // A numeric default marks a numeric setting: one added without a range fails here.
    const numeric = Object.keys(envSchema.entries).filter((name) =>
      /^\d+$/.test(String(parseEnv({})[name as keyof ReturnType<typeof parseEnv>])),
    );
    expect(numeric.sort()).toEqual(Object.keys(NUMBER_RANGES).sort());
  });

  it.each(ranges)("%s takes its range's ends", (name, { min, max }) => {
    expect(parseEnv({ [name]: String(min) })[name as keyof typeof NUMBER_RANGES]).toBe(min);
    expect(parseEnv({ [name]: ` ${max} ` })[name as keyof typeof NUMBER_RANGES]).toBe(max);
  });

  it.each(
    ranges.flatMap(([name, { min, max }]) =>
      [String(min - 1), String(max + 1), '1e3', '15.5', '-1', 'ten', ''].map(
        (value) => [name, value, min, max] as const,
      ),
    ),
  )('%s=%j stops the start, naming the variable and its range', (name, value, min, max) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      `Invalid environment:\n${name}: must be a whole number from ${min} to ${max}`,
    );
  });

  it('refuses a rate-limit window past what a timer can wait (2^31-1 ms, about 24.8 days)', () => {
    // The purge timer's period is the window: setTimeout fires at once, every millisecond, past 2^31-1.
    expect(NUMBER_RANGES.MINBAR_RATE_LIMIT_WINDOW_SECONDS.max * 1000).toBeLessThan(2 ** 31 - 1);
    expect(() => parseEnv({ MINBAR_RATE_LIMIT_WINDOW_SECONDS: String(25 * 86_400) })).toThrow(
      /MINBAR_RATE_LIMIT_WINDOW_SECONDS: must be a whole number from 10 to 604800/,
    );
  });
});

describe('MINBAR_PUBLIC_URL', () => {
  it('is kept without its trailing slash, and absent unless set', () => {
    expect(parseEnv({ MINBAR_PUBLIC_URL: ' https://meczet.example.org/ ' }).MINBAR_PUBLIC_URL).toBe(
      'https://meczet.example.org',
    );
    expect(parseEnv({}).MINBAR_PUBLIC_URL).toBeUndefined();
  });

  it.each(['meczet.example.org', 'ftp://meczet.example.org', 'javascript:alert(1)'])(
    'refuses %s, stopping the start',
    (value) => {
      expect(() => parseEnv({ MINBAR_PUBLIC_URL: value })).toThrow(/MINBAR_PUBLIC_URL/);
    },
  );
});

describe('the public site’s address, the only base of the links the server builds', () => {
  it('is the configured one, in the demo or not', () => {
    for (const demo of ['0', '1']) {
      const env = parseEnv({ MINBAR_DEMO: demo, MINBAR_PUBLIC_URL: 'https://meczet.example.org/' });
      expect(publicUrlOf(env)).toBe('https://meczet.example.org');
    }
  });

  it('in the demo, unset, is the demo’s own public listener', () => {
    expect(publicUrlOf(parseEnv({}))).toBe('http://127.0.0.1:4174');
    expect(publicUrlOf(parseEnv({ MINBAR_HOST: '0.0.0.0', MINBAR_PUBLIC_PORT: '8080' }))).toBe(
      'http://localhost:8080',
    );
  });

  it('outside the demo, unset, stops the start before anything is opened, saying what to set', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'minbar-public-url-'));
    try {
      const env = parseEnv({ MINBAR_DEMO: '0', MINBAR_DATA_DIR: join(folder, 'data') });
      expect(() => publicUrlOf(env)).toThrow(/MINBAR_PUBLIC_URL: .*https:\/\/meczet\.example\.org/);
      await expect(openRuntime(env, () => {})).rejects.toThrow(/^Invalid environment:\nMINBAR_PUBLIC_URL/);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('who takes the payments: a live site takes only real money', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_live_Abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_Abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_Abc',
  };
  const live = { MINBAR_DEMO: '0', MINBAR_PUBLIC_URL: 'https://meczet.example.org' };

  it.each<[situation: string, settings: Record<string, string>, provider: 'stripe' | 'test']>([
    ['the demo without keys', {}, 'test'],
    ['the demo with all three keys', stripe, 'stripe'],
    ['a live site with all three keys', { ...live, ...stripe }, 'stripe'],
    [
      'a live site asking for stripe with all three keys',
      { ...live, ...stripe, MINBAR_PAYMENTS: 'stripe' },
      'stripe',
    ],
    ['a live site asking for test payments by name', { ...live, MINBAR_PAYMENTS: 'test' }, 'test'],
    ['the demo asking for test payments by name', { MINBAR_PAYMENTS: 'test' }, 'test'],
  ])('%s: %s', (_situation, settings, provider) => {
    expect(paymentSettingsOf(parseEnv(settings)).provider).toBe(provider);
  });

  it.each<[situation: string, settings: Record<string, string>, said: RegExp]>([
    ['a live site without keys', live, /STRIPE_\*: a live site takes real money: .*MINBAR_PAYMENTS=test/],
    ['asking for stripe without keys, in the demo', { MINBAR_PAYMENTS: 'stripe' }, /set STRIPE_SECRET_KEY/],
    [
      'a secret key alone',
      { ...live, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY },
      /STRIPE_SECRET_KEY is set but not STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    ],
    [
      'no webhook secret, in the demo too',
      { STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY },
      /are set but not STRIPE_WEBHOOK_SECRET/,
    ],
    [
      'test payments asked for beside Stripe keys',
      { ...live, ...stripe, MINBAR_PAYMENTS: 'test' },
      /remove one or the other/,
    ],
  ])('%s stops the start, saying why', (_situation, settings, said) => {
    expect(() => paymentSettingsOf(parseEnv(settings))).toThrow(said);
  });

  it('refuses a provider it does not know', () => {
    expect(() => parseEnv({ MINBAR_PAYMENTS: 'paypal' })).toThrow(/MINBAR_PAYMENTS must be stripe or test/);
  });

  it('stops a live start without payments before anything is opened', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'minbar-payments-'));
    try {
      const env = parseEnv({ ...live, MINBAR_DATA_DIR: join(folder, 'data') });
      await expect(openRuntime(env, () => {})).rejects.toThrow(/^Invalid environment:\nSTRIPE_\*/);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the mail pace (MINBAR_MAIL_BATCH, MINBAR_MAIL_PER_MINUTE)', () => {
  it('reads a value inside its bounds, and defaults to rounds of 20 at 600 a minute', () => {
    expect(parseEnv({}).MINBAR_MAIL_BATCH).toBe(20);
    expect(parseEnv({}).MINBAR_MAIL_PER_MINUTE).toBe(600);
    expect(parseEnv({ MINBAR_MAIL_BATCH: '200', MINBAR_MAIL_PER_MINUTE: '1' })).toMatchObject({
      MINBAR_MAIL_BATCH: 200,
      MINBAR_MAIL_PER_MINUTE: 1,
    });
  });

  it.each([
    ['MINBAR_MAIL_BATCH', '0', /MINBAR_MAIL_BATCH: must be a whole number from 1 to 200/],
    ['MINBAR_MAIL_BATCH', '201', /MINBAR_MAIL_BATCH: must be a whole number from 1 to 200/],
    ['MINBAR_MAIL_PER_MINUTE', '6001', /MINBAR_MAIL_PER_MINUTE: must be a whole number from 1 to 6000/],
    ['MINBAR_MAIL_PER_MINUTE', '2.5', /MINBAR_MAIL_PER_MINUTE: must be a whole number from 1 to 6000/],
  ])('stops the start on %s=%s, naming the bound', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});
