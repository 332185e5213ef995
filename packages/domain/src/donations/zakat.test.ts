import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CENTRE_CURRENCY } from '../mosque/currency';
import { DONATION_ISSUE } from './money';
import {
  calculateZakat,
  DEFAULT_NISAB,
  NISAB_GRAMS,
  NISAB_ISSUE,
  type Nisab,
  nisabAmount,
  nisabFor,
  nisabOf,
  nisabSettingSchema,
  ZAKAT_CENTRE_CURRENCY,
  ZAKAT_CURRENCIES,
  zakatRequestSchema,
} from './zakat';

const PLN: Nisab = {
  currency: 'PLN',
  amount: 40_000,
  basis: 'gold',
  price_per_gram: 470.59,
  as_of: '2026-11-01',
};
const USD: Nisab = {
  currency: 'USD',
  amount: 11_050,
  basis: 'gold',
  price_per_gram: 130,
  as_of: '2026-11-02',
};

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
      nisab_price_per_gram: 470.59,
      nisab_as_of: '2026-11-01',
      reason,
    });
  });

  it.each<[basis: 'gold' | 'silver', price: number, nisab: number]>([
    ['gold', 130, 11_050],
    ['gold', 473, 40_205],
    ['gold', 472.94, 40_199.9],
    ['silver', 1.6, 952],
    ['silver', 6.05, 3599.75],
    ['gold', 2_165_000, 184_025_000],
  ])('the nisab on %s at %d a gram is %d', (basis, price, nisab) => {
    expect(nisabAmount(basis, price)).toBe(nisab);
  });

  it('works every default figure out from its basis and price', () => {
    for (const nisab of DEFAULT_NISAB) {
      expect(nisab.amount).toBe(nisabAmount(nisab.basis, nisab.price_per_gram));
    }
  });

  it('starts on the centre’s own currency', () => {
    expect(ZAKAT_CENTRE_CURRENCY).toBe(CENTRE_CURRENCY);
    expect(ZAKAT_CURRENCIES[0]).toBe(ZAKAT_CENTRE_CURRENCY);
  });

  it.each<[savings: number, from: Nisab, centre: Nisab | undefined, inCentre: number | null]>([
    // 20 000 USD is due 500 USD; a gram of gold is 130 USD and 470.59 PLN, so 500 USD is 1809.96 PLN.
    [20_000, USD, PLN, 1809.96],
    [11_050, USD, PLN, 1000],
    [10_000, USD, PLN, null],
    [50_000, PLN, PLN, null],
    [20_000, USD, undefined, null],
    [20_000, USD, { ...PLN, basis: 'silver', price_per_gram: 6, amount: 3570 }, null],
  ])('%d of savings (%s) is given as %d in the centre’s currency', (savings, from, centre, inCentre) => {
    const result = calculateZakat(savings, from, centre);
    expect(result.in_centre_currency?.zakat_amount ?? null).toBe(inCentre);
    if (inCentre !== null) {
      expect(result.in_centre_currency).toEqual({
        zakat_amount: inCentre,
        currency: 'PLN',
        price_per_gram: 470.59,
        as_of: '2026-11-01',
      });
    }
  });

  it.each<[unknown, string | null]>([
    [{ basis: 'gold', price_per_gram: 473, as_of: '2026-11-20' }, null],
    [{ basis: 'silver', price_per_gram: 6.05, as_of: '2026-11-20' }, null],
    [{ basis: 'platinum', price_per_gram: 473, as_of: '2026-11-20' }, NISAB_ISSUE.basisInvalid],
    [{ basis: 'gold', price_per_gram: 0, as_of: '2026-11-20' }, NISAB_ISSUE.priceInvalid],
    [{ basis: 'gold', price_per_gram: -3, as_of: '2026-11-20' }, NISAB_ISSUE.priceInvalid],
    [{ basis: 'gold', price_per_gram: 473.123, as_of: '2026-11-20' }, NISAB_ISSUE.priceInvalid],
    [{ basis: 'gold', price_per_gram: '473', as_of: '2026-11-20' }, NISAB_ISSUE.priceInvalid],
    [{ basis: 'gold', price_per_gram: 1e12, as_of: '2026-11-20' }, NISAB_ISSUE.priceInvalid],
    [{ basis: 'gold', price_per_gram: 473, as_of: '2026-02-30' }, NISAB_ISSUE.dateInvalid],
    [{ basis: 'gold', price_per_gram: 473, as_of: '20.11.2026' }, NISAB_ISSUE.dateInvalid],
    [{ basis: 'gold', price_per_gram: 473 }, DONATION_ISSUE.required],
    [null, DONATION_ISSUE.required],
  ])('a nisab setting %j: %s', (input, issue) => {
    expect(v.safeParse(nisabSettingSchema, input).issues?.[0]?.message ?? null).toBe(issue);
  });

  it('stores a setting with the nisab worked out from it', () => {
    expect(nisabOf('PLN', { basis: 'silver', price_per_gram: 6, as_of: '2026-11-20' })).toEqual({
      currency: 'PLN',
      basis: 'silver',
      price_per_gram: 6,
      as_of: '2026-11-20',
      amount: 3570,
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
