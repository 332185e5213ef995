import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DONATION_ISSUE } from './money';
import {
  calculateZakat,
  DEFAULT_NISAB,
  NISAB_GRAMS,
  type Nisab,
  nisabFor,
  zakatRequestSchema,
} from './zakat';

const PLN: Nisab = { currency: 'PLN', amount: 40_000, basis: 'gold', as_of: '2026-11-01' };

describe('zakat', () => {
  it.each<[savings: number, zakat: number, reason: string]>([
    [0, 0, 'zakat.below_nisab'],
    [39_999.99, 0, 'zakat.below_nisab'],
    [40_000, 1000, 'zakat.due'],
    [100_000, 2500, 'zakat.due'],
    [41_234.56, 1030.86, 'zakat.due'],
  ])('on %d PLN of savings is %d (%s)', (savings, zakat, reason) => {
    expect(calculateZakat(savings, PLN)).toEqual({
      zakat_amount: zakat,
      currency: 'PLN',
      total_savings: savings,
      nisab: 40_000,
      nisab_basis: 'gold',
      reason,
    });
  });

  it('holds a nisab with its basis for USD, IDR and PLN at least', () => {
    for (const currency of ['USD', 'IDR', 'PLN']) {
      const nisab = nisabFor(currency);
      expect(nisab?.amount).toBeGreaterThan(0);
      expect(Object.keys(NISAB_GRAMS)).toContain(nisab?.basis);
    }
    expect(nisabFor('XYZ')).toBeUndefined();
  });

  it('prefers the given settings over the defaults', () => {
    expect(nisabFor('PLN', [PLN])).toBe(PLN);
    expect(nisabFor('USD', [PLN])).toBe(DEFAULT_NISAB.find((nisab) => nisab.currency === 'USD'));
  });

  it.each<[unknown, string | null]>([
    [{ total_savings: 1000, currency: 'USD' }, null],
    [{ total_savings: 0, currency: 'IDR' }, null],
    [{ total_savings: -1, currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
    [{ total_savings: '1000', currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
    [{ total_savings: 1000, currency: 'GBP' }, DONATION_ISSUE.currencyInvalid],
    [{ total_savings: 1000 }, DONATION_ISSUE.required],
    [{ total_savings: 1e20, currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
  ])('the calculator takes %j: %s', (input, issue) => {
    expect(v.safeParse(zakatRequestSchema, input).issues?.[0]?.message ?? null).toBe(issue);
  });
});
