import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DONATION_ISSUE } from './money';
import {
  afterMonthlyCharge,
  MONTHLY_ISSUE,
  MONTHLY_RETRY_DAYS,
  type MonthlyGiftState,
  type MonthlyLinkChange,
  type MonthlyLinkVerdict,
  monthlyAmountChangeSchema,
  monthlyChargeDue,
  monthlyGiftCharges,
  monthlyGiftOpen,
  monthlyLinkRequestSchema,
  monthlyLinkVerdict,
  resumedSchedule,
  takesMonthlyGifts,
} from './monthly';
import { methodChargesMonthly } from './payment';

const at = (iso: string) => new Date(iso);

describe('monthlyChargeDue', () => {
  it.each<[string, number, string]>([
    ['2026-01-15T10:30:00.000Z', 0, '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:30:00.000Z', 1, '2026-02-15T10:30:00.000Z'],
    ['2026-01-15T10:30:00.000Z', 12, '2027-01-15T10:30:00.000Z'],
    // A month without the day: its last day, and the next month goes back to the day.
    ['2026-01-31T08:00:00.000Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 2, '2026-03-31T08:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 3, '2026-04-30T08:00:00.000Z'],
    ['2027-12-30T23:59:00.000Z', 2, '2028-02-29T23:59:00.000Z'],
    ['2026-11-29T12:00:00.000Z', 3, '2027-02-28T12:00:00.000Z'],
  ])('from %s, month %i falls on %s', (start, period, due) => {
    expect(monthlyChargeDue(at(start), period).toISOString()).toBe(due);
  });
});

describe('afterMonthlyCharge', () => {
  const start = at('2026-01-31T08:00:00.000Z');
  const now = at('2026-03-31T08:05:00.000Z');

  it('moves a paid month on to the next, on its own day', () => {
    expect(afterMonthlyCharge(start, { period: 2, failedTries: 0 }, 'succeeded', now)).toEqual({
      state: 'active',
      period: 3,
      failedTries: 0,
      nextChargeAt: at('2026-04-30T08:00:00.000Z'),
    });
  });

  it('keeps the schedule when a retry pays: the next month is still on its day', () => {
    const late = at('2026-04-08T09:00:00.000Z');
    expect(afterMonthlyCharge(start, { period: 2, failedTries: 2 }, 'succeeded', late)).toMatchObject({
      state: 'active',
      period: 3,
      failedTries: 0,
      nextChargeAt: at('2026-04-30T08:00:00.000Z'),
    });
  });

  it.each<[number, number]>([
    [0, 3],
    [1, 5],
    [2, 7],
  ])('after %i refused tries, a refusal is tried again %i days on', (failedTries, days) => {
    expect(afterMonthlyCharge(start, { period: 2, failedTries }, 'failed', now)).toEqual({
      state: 'retrying',
      period: 2,
      failedTries: failedTries + 1,
      nextChargeAt: new Date(now.getTime() + days * 86_400_000),
    });
  });

  it('lapses when the last retry is refused too', () => {
    const failedTries = MONTHLY_RETRY_DAYS.length;
    expect(afterMonthlyCharge(start, { period: 2, failedTries }, 'failed', now)).toEqual({
      state: 'lapsed',
      period: 2,
      failedTries: failedTries + 1,
      nextChargeAt: null,
    });
  });
});

describe('who and what charges monthly', () => {
  it.each<[string, boolean]>([
    ['Monthly', true],
    ['One Time', false],
    ['monthly', false],
  ])('a category of payment type %s takes monthly gifts: %s', (payment_type, takes) => {
    expect(takesMonthlyGifts({ payment_type })).toBe(takes);
  });

  it.each<[string | null, boolean]>([
    ['4242424242424242', true],
    ['pm_card_visa', true],
    [null, true],
    ['blik:123456', false],
    [' blik:777123', false],
  ])('the method %s can be charged each month: %s', (method, charges) => {
    expect(methodChargesMonthly(method)).toBe(charges);
  });

  it.each([
    ['setting_up', false],
    ['active', true],
    ['retrying', true],
    ['stopped', false],
    ['lapsed', false],
  ] as const)('a %s monthly gift still charges: %s', (state, charges) => {
    expect(monthlyGiftCharges(state)).toBe(charges);
  });
});

describe('monthlyAmountChangeSchema', () => {
  it('takes a new amount within the gift limits', () => {
    expect(v.parse(monthlyAmountChangeSchema, { amount: 40 })).toEqual({ amount: 40 });
  });

  it.each<[unknown, string]>([
    [{ amount: 14 }, DONATION_ISSUE.amountTooSmall],
    [{ amount: 2_000_000 }, DONATION_ISSUE.amountTooLarge],
    [{ amount: 20.001 }, DONATION_ISSUE.amountInvalid],
    [{}, DONATION_ISSUE.required],
  ])('refuses %j', (input, issue) => {
    const result = v.safeParse(monthlyAmountChangeSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(issue);
  });
});

describe('resumedSchedule', () => {
  // Period 1 falls on 28 February, 2 on 31 March, 3 on 30 April.
  const start = at('2026-01-31T08:00:00.000Z');
  it.each<[string, number, string, number, string]>([
    [
      'resumed before the awaited month falls: that month',
      2,
      '2026-03-20T00:00:00.000Z',
      2,
      '2026-03-31T08:00:00.000Z',
    ],
    [
      'resumed on the awaited month’s day, after its hour: the next',
      2,
      '2026-03-31T09:00:00.000Z',
      3,
      '2026-04-30T08:00:00.000Z',
    ],
    [
      'resumed months later: the paused months are not charged',
      1,
      '2026-07-01T00:00:00.000Z',
      6,
      '2026-07-31T08:00:00.000Z',
    ],
    [
      'paused while a refused month was retried: that month is left',
      1,
      '2026-03-05T00:00:00.000Z',
      2,
      '2026-03-31T08:00:00.000Z',
    ],
  ])('%s', (_, period, now, nextPeriod, due) => {
    const resumed = resumedSchedule(start, period, at(now));
    expect(resumed.period).toBe(nextPeriod);
    expect(resumed.nextChargeAt.toISOString()).toBe(due);
  });
});

describe('monthlyLinkVerdict: the link stops, pauses, resumes and lowers; a raise is confirmed by mail', () => {
  type Row = [MonthlyGiftState, MonthlyLinkChange, MonthlyLinkVerdict['verdict']];
  const lower = { kind: 'amount', amount: 30 } as const;
  const raise = { kind: 'amount', amount: 500 } as const;
  const same = { kind: 'amount', amount: 50 } as const;
  it.each<Row>([
    ['active', { kind: 'stop' }, 'apply'],
    ['retrying', { kind: 'stop' }, 'apply'],
    ['paused', { kind: 'stop' }, 'apply'],
    ['setting_up', { kind: 'stop' }, 'apply'],
    ['stopped', { kind: 'stop' }, 'unchanged'],
    ['lapsed', { kind: 'stop' }, 'unchanged'],
    ['active', { kind: 'pause' }, 'apply'],
    ['retrying', { kind: 'pause' }, 'apply'],
    ['paused', { kind: 'pause' }, 'unchanged'],
    ['stopped', { kind: 'pause' }, 'refused'],
    ['paused', { kind: 'resume' }, 'apply'],
    ['active', { kind: 'resume' }, 'unchanged'],
    ['lapsed', { kind: 'resume' }, 'refused'],
    ['active', lower, 'apply'],
    ['retrying', lower, 'apply'],
    ['paused', lower, 'apply'],
    ['active', same, 'unchanged'],
    ['active', raise, 'confirm'],
    ['retrying', raise, 'confirm'],
    ['paused', raise, 'confirm'],
    ['stopped', lower, 'refused'],
    ['lapsed', raise, 'refused'],
    ['setting_up', lower, 'refused'],
  ])('a %s gift, %o: %s', (state, change, verdict) => {
    expect(monthlyLinkVerdict({ state, amount: 50 }, change).verdict).toBe(verdict);
  });

  it('never raises directly, by however little', () => {
    expect(monthlyLinkVerdict({ state: 'active', amount: 50 }, { kind: 'amount', amount: 50.01 })).toEqual({
      verdict: 'confirm',
    });
  });

  it('names the issue of a change to an ended gift', () => {
    expect(monthlyLinkVerdict({ state: 'stopped', amount: 50 }, { kind: 'pause' })).toEqual({
      verdict: 'refused',
      issue: MONTHLY_ISSUE.notOpen,
    });
  });
});

describe('monthlyGiftOpen', () => {
  it.each<[MonthlyGiftState, boolean]>([
    ['setting_up', false],
    ['active', true],
    ['retrying', true],
    ['paused', true],
    ['stopped', false],
    ['lapsed', false],
  ])('%s: %s', (state, open) => {
    expect(monthlyGiftOpen(state)).toBe(open);
  });
});

describe('monthlyLinkRequestSchema', () => {
  it('takes an address, trimmed and in lower case; refuses anything else', () => {
    expect(v.parse(monthlyLinkRequestSchema, { email: ' Anna@Example.org ' })).toEqual({
      email: 'anna@example.org',
    });
    expect(v.safeParse(monthlyLinkRequestSchema, { email: 'not an address' }).success).toBe(false);
  });
});
