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
  type NisabBasis,
  nisabAmount,
  nisabFor,
  nisabOf,
  nisabOnBasis,
  nisabSettingSchema,
  ZAKAT_CENTRE_CURRENCY,
  ZAKAT_CURRENCIES,
  ZAKAT_ISSUE,
  zakatRequestSchema,
} from './zakat';

const PLN: Nisab = {
  currency: 'PLN',
  amount: 40_000,
  basis: 'gold',
  price_per_gram: 470.59,
  gold_price_per_gram: 470.59,
  silver_price_per_gram: 5.8,
  as_of: '2026-11-01',
  rate_to_centre: null,
  rate_as_of: null,
};
const USD: Nisab = {
  currency: 'USD',
  amount: 11_050,
  basis: 'gold',
  price_per_gram: 130,
  gold_price_per_gram: 130,
  silver_price_per_gram: 1.6,
  as_of: '2026-11-02',
  rate_to_centre: 3.62,
  rate_as_of: '2026-11-03',
};

const NOTHING = {
  total_savings: 0,
  gold_grams: 0,
  silver_grams: 0,
  investments: 0,
  receivables: 0,
  debts: 0,
};
const holding = (held: Partial<typeof NOTHING>) => ({ ...NOTHING, ...held });

describe('zakat', () => {
  it.each<[savings: number, zakat: number, reason: string]>([
    [0, 0, 'zakat.below_nisab'],
    [39_999.99, 0, 'zakat.below_nisab'],
    [40_000, 1000, 'zakat.due'],
    [100_000, 2500, 'zakat.due'],
    [41_234.56, 1030.86, 'zakat.due'],
  ])('on %d PLN of savings is %d (%s)', (savings, zakat, reason) => {
    expect(calculateZakat(holding({ total_savings: savings }), PLN)).toEqual({
      zakat_amount: zakat,
      currency: 'PLN',
      total_savings: savings,
      nisab: 40_000,
      nisab_basis: 'gold',
      centre_nisab_basis: 'gold',
      nisab_price_per_gram: 470.59,
      nisab_as_of: '2026-11-01',
      reason,
      lines: savings > 0 ? [{ item: 'cash', amount: savings }] : [],
    });
  });

  it.each<[held: Partial<typeof NOTHING>, wealth: number, zakat: number]>([
    // 100 g of gold at 470.59 is 47 059 PLN: above the nisab on its own.
    [{ gold_grams: 100 }, 47_059, 1176.48],
    // 1000 g of silver at 5.80 is 5800: with 30 000 in the bank, still below 40 000.
    [{ total_savings: 30_000, silver_grams: 1000 }, 35_800, 0],
    // Investments and money owed to the donor count; debts due now come off.
    [{ total_savings: 20_000, investments: 15_000, receivables: 10_000, debts: 4000 }, 41_000, 1025],
    // Debts that pull the holdings under the nisab leave nothing due.
    [{ total_savings: 45_000, debts: 5000.01 }, 39_999.99, 0],
    // Debts larger than everything held leave nothing to reckon, not a negative figure.
    [{ total_savings: 1000, debts: 5000 }, 0, 0],
    // Every kind at once, each line valued in the calculator's currency.
    [
      {
        total_savings: 12_000.5,
        gold_grams: 50.25,
        silver_grams: 200,
        investments: 8000,
        receivables: 2500,
        debts: 1500,
      },
      12_000.5 + 23_647.15 + 1160 + 8000 + 2500 - 1500,
      1145.19,
    ],
  ])('on %j the wealth is %d and zakat %d', (held, wealth, zakat) => {
    const result = calculateZakat(holding(held), PLN);
    expect(result.total_savings).toBe(wealth);
    expect(result.zakat_amount).toBe(zakat);
    expect(result.reason).toBe(zakat > 0 ? 'zakat.due' : 'zakat.below_nisab');
  });

  it('explains each holding on its own line, metals with their grams and price', () => {
    const result = calculateZakat(
      holding({ total_savings: 1000, gold_grams: 10, silver_grams: 100, receivables: 50, debts: 20 }),
      PLN,
    );
    expect(result.lines).toEqual([
      { item: 'cash', amount: 1000 },
      { item: 'gold', grams: 10, price_per_gram: 470.59, amount: 4705.9 },
      { item: 'silver', grams: 100, price_per_gram: 5.8, amount: 580 },
      { item: 'receivables', amount: 50 },
      { item: 'debts', amount: 20 },
    ]);
  });

  it.each<
    [
      centre: NisabBasis,
      chosen: NisabBasis | undefined,
      savings: number,
      used: { basis: NisabBasis; nisab: number; price: number; zakat: number },
    ]
  >([
    // The centre's gold: 85 g at 470.59 is 40 000.15; 10 000 PLN is below it.
    ['gold', undefined, 10_000, { basis: 'gold', nisab: 40_000.15, price: 470.59, zakat: 0 }],
    ['gold', 'gold', 10_000, { basis: 'gold', nisab: 40_000.15, price: 470.59, zakat: 0 }],
    // The donor's silver: 595 g at 5.80 is 3451, so the same savings owe 2.5 %.
    ['gold', 'silver', 10_000, { basis: 'silver', nisab: 3451, price: 5.8, zakat: 250 }],
    ['gold', 'silver', 3450.99, { basis: 'silver', nisab: 3451, price: 5.8, zakat: 0 }],
    // A centre on silver, and a donor who keeps to gold.
    ['silver', undefined, 10_000, { basis: 'silver', nisab: 3451, price: 5.8, zakat: 250 }],
    ['silver', 'gold', 10_000, { basis: 'gold', nisab: 40_000.15, price: 470.59, zakat: 0 }],
  ])('a centre on %s, a donor choosing %s, on %d PLN: %j', (centre, chosen, savings, used) => {
    const centreNisab = nisabOf('PLN', {
      basis: centre,
      gold_price_per_gram: 470.59,
      silver_price_per_gram: 5.8,
      as_of: '2026-11-01',
      rate_to_centre: null,
      rate_as_of: null,
    });
    const result = calculateZakat(holding({ total_savings: savings }), centreNisab, chosen);
    expect(result).toMatchObject({
      nisab: used.nisab,
      nisab_basis: used.basis,
      centre_nisab_basis: centre,
      nisab_price_per_gram: used.price,
      nisab_as_of: '2026-11-01',
      zakat_amount: used.zakat,
      reason: used.zakat > 0 ? 'zakat.due' : 'zakat.below_nisab',
    });
    expect(nisabOnBasis(centreNisab, chosen)).toMatchObject({ basis: used.basis, amount: used.nisab });
  });

  it('converts zakat on the donor’s basis at the rate the centre set, whatever the basis', () => {
    // 595 g of silver at 1.60 USD is 952 USD; 2000 USD owes 50 USD, 181 PLN at 3.62.
    expect(calculateZakat(holding({ total_savings: 2000 }), USD, 'silver')).toMatchObject({
      nisab: 952,
      nisab_basis: 'silver',
      centre_nisab_basis: 'gold',
      zakat_amount: 50,
      in_centre_currency: { zakat_amount: 181, currency: 'PLN', rate: 3.62, as_of: '2026-11-03' },
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

  it('works every default figure out from its basis and price, and gives every other currency a rate', () => {
    for (const nisab of DEFAULT_NISAB) {
      expect(nisab.amount).toBe(nisabAmount(nisab.basis, nisab.price_per_gram));
      expect(nisab.price_per_gram).toBe(nisab[`${nisab.basis}_price_per_gram`]);
      expect(nisab.rate_to_centre === null).toBe(nisab.currency === ZAKAT_CENTRE_CURRENCY);
    }
  });

  it('starts on the centre’s own currency', () => {
    expect(ZAKAT_CENTRE_CURRENCY).toBe(CENTRE_CURRENCY);
    expect(ZAKAT_CURRENCIES[0]).toBe(ZAKAT_CENTRE_CURRENCY);
  });

  it.each<[savings: number, from: Nisab, inCentre: number | null]>([
    // 20 000 USD is due 500 USD; at 3.62 złoty to the dollar that is 1810 PLN.
    [20_000, USD, 1810],
    [11_050, USD, 1000.03],
    // Below the nisab there is nothing to convert.
    [10_000, USD, null],
    // Złoty are given as they are.
    [50_000, PLN, null],
    // A currency whose rate is not set is not converted: the donor is told to give in złoty.
    [20_000, { ...USD, rate_to_centre: null, rate_as_of: null }, null],
  ])('%d of savings (%s) is given as %d in the centre’s currency', (savings, from, inCentre) => {
    const result = calculateZakat(holding({ total_savings: savings }), from);
    expect(result.in_centre_currency?.zakat_amount ?? null).toBe(inCentre);
    if (inCentre !== null) {
      expect(result.in_centre_currency).toEqual({
        zakat_amount: inCentre,
        currency: 'PLN',
        rate: 3.62,
        as_of: '2026-11-03',
      });
    }
  });

  const setting = {
    basis: 'gold',
    gold_price_per_gram: 473,
    silver_price_per_gram: 5.9,
    as_of: '2026-11-20',
  };
  it.each<[unknown, string | null]>([
    [setting, null],
    [{ ...setting, basis: 'silver' }, null],
    [{ ...setting, rate_to_centre: 3.64, rate_as_of: '2026-11-21' }, null],
    [{ ...setting, rate_to_centre: 0.000218, rate_as_of: '2026-11-21' }, null],
    [{ ...setting, rate_to_centre: null, rate_as_of: null }, null],
    [{ ...setting, basis: 'platinum' }, NISAB_ISSUE.basisInvalid],
    [{ ...setting, gold_price_per_gram: 0 }, NISAB_ISSUE.priceInvalid],
    [{ ...setting, silver_price_per_gram: -3 }, NISAB_ISSUE.priceInvalid],
    [{ ...setting, gold_price_per_gram: 473.123 }, NISAB_ISSUE.priceInvalid],
    [{ ...setting, gold_price_per_gram: '473' }, NISAB_ISSUE.priceInvalid],
    [{ ...setting, silver_price_per_gram: 1e12 }, NISAB_ISSUE.priceInvalid],
    [{ ...setting, as_of: '2026-02-30' }, NISAB_ISSUE.dateInvalid],
    [{ ...setting, as_of: '20.11.2026' }, NISAB_ISSUE.dateInvalid],
    [{ ...setting, rate_to_centre: 0, rate_as_of: '2026-11-21' }, NISAB_ISSUE.rateInvalid],
    [{ ...setting, rate_to_centre: 0.0000001, rate_as_of: '2026-11-21' }, NISAB_ISSUE.rateInvalid],
    [{ ...setting, rate_to_centre: 3.64 }, NISAB_ISSUE.rateDateInvalid],
    [{ ...setting, rate_as_of: '2026-11-21' }, NISAB_ISSUE.rateDateInvalid],
    [{ ...setting, rate_to_centre: 3.64, rate_as_of: '2026-13-01' }, NISAB_ISSUE.rateDateInvalid],
    [{ basis: 'gold', gold_price_per_gram: 473, as_of: '2026-11-20' }, DONATION_ISSUE.required],
    [null, DONATION_ISSUE.required],
  ])('a nisab setting %j: %s', (input, issue) => {
    expect(v.safeParse(nisabSettingSchema, input).issues?.[0]?.message ?? null).toBe(issue);
  });

  it('stores a setting with the nisab worked out from its basis metal’s price', () => {
    const silver = {
      basis: 'silver',
      gold_price_per_gram: 470,
      silver_price_per_gram: 6,
      as_of: '2026-11-20',
    } as const;
    expect(nisabOf('USD', { ...silver, rate_to_centre: 3.6, rate_as_of: '2026-11-21' })).toEqual({
      currency: 'USD',
      basis: 'silver',
      price_per_gram: 6,
      gold_price_per_gram: 470,
      silver_price_per_gram: 6,
      as_of: '2026-11-20',
      amount: 3570,
      rate_to_centre: 3.6,
      rate_as_of: '2026-11-21',
    });
    // A złoty is a złoty: the centre's own currency keeps no rate.
    expect(nisabOf('PLN', { ...silver, rate_to_centre: 3.6, rate_as_of: '2026-11-21' })).toMatchObject({
      rate_to_centre: null,
      rate_as_of: null,
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
    [{ currency: 'PLN', gold_grams: 85.5, debts: 200 }, null],
    [{ total_savings: -1, currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
    [{ total_savings: '1000', currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
    [{ total_savings: 1000, currency: 'GBP' }, DONATION_ISSUE.currencyInvalid],
    [{ total_savings: 1000 }, DONATION_ISSUE.required],
    [{ total_savings: 1e20, currency: 'USD' }, DONATION_ISSUE.savingsInvalid],
    [{ currency: 'PLN', gold_grams: -5 }, ZAKAT_ISSUE.gramsInvalid],
    [{ currency: 'PLN', silver_grams: 2_000_000 }, ZAKAT_ISSUE.gramsInvalid],
    [{ currency: 'PLN', gold_grams: 1.234 }, ZAKAT_ISSUE.gramsInvalid],
    [{ currency: 'PLN', debts: -100 }, ZAKAT_ISSUE.amountInvalid],
    [{ currency: 'PLN', investments: Number.POSITIVE_INFINITY }, ZAKAT_ISSUE.amountInvalid],
    [{ currency: 'PLN', receivables: 10.001 }, ZAKAT_ISSUE.amountInvalid],
    [{ currency: 'PLN', total_savings: 1, basis: 'silver' }, null],
    [{ currency: 'PLN', total_savings: 1, basis: 'gold' }, null],
    [{ currency: 'PLN', total_savings: 1, basis: 'platinum' }, NISAB_ISSUE.basisInvalid],
    [{ currency: 'PLN', total_savings: 1, basis: null }, NISAB_ISSUE.basisInvalid],
  ])('the calculator takes %j: %s', (input, issue) => {
    expect(v.safeParse(zakatRequestSchema, input).issues?.[0]?.message ?? null).toBe(issue);
  });

  it('counts a holding left out as nothing', () => {
    expect(v.parse(zakatRequestSchema, { currency: 'PLN', gold_grams: 10 })).toEqual({
      ...NOTHING,
      gold_grams: 10,
      currency: 'PLN',
    });
  });
});
