import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { CENTRE_CURRENCY } from '../mosque/currency';
import { DONATION_ISSUE, hasAtMostTwoDecimals, MAX_MONEY_AMOUNT, roundMoney } from './money';

/** Zakat is a fortieth of savings held for a lunar year at or above the nisab. */
export const ZAKAT_RATE = 0.025;

/** The nisab is 85 g of gold or 595 g of silver; the centre states which one each figure follows. */
export const NISAB_GRAMS = { gold: 85, silver: 595 } as const;
export type NisabBasis = keyof typeof NISAB_GRAMS;

export const NISAB_BASES = ['gold', 'silver'] as const satisfies readonly NisabBasis[];

export interface Nisab {
  currency: string;
  /** The nisab in that currency, as of `as_of`: always nisabAmount(basis, price_per_gram). */
  amount: number;
  basis: NisabBasis;
  /** The metal's price per gram in that currency the figure was set from. */
  price_per_gram: number;
  /** The day the price was read (yyyy-MM-dd); staff update it as the metal's price moves. */
  as_of: string;
}

/** The nisab in a currency: the basis's weight (85 g gold, 595 g silver) at the price per gram. */
export function nisabAmount(basis: NisabBasis, pricePerGram: number): number {
  return roundMoney(NISAB_GRAMS[basis] * pricePerGram);
}

function goldNisab(currency: string, pricePerGram: number, asOf: string): Nisab {
  return {
    currency,
    amount: nisabAmount('gold', pricePerGram),
    basis: 'gold',
    price_per_gram: pricePerGram,
    as_of: asOf,
  };
}

/**
 * The figures the centre starts with, gold-based (85 g) at the price of a gram on 1 November 2026.
 * They are data, not rules: the server keeps its own copy as a setting, and these are only its first
 * values.
 */
export const DEFAULT_NISAB: readonly Nisab[] = [
  goldNisab('USD', 130, '2026-11-01'),
  goldNisab('IDR', 2_165_000, '2026-11-01'),
  goldNisab('PLN', 473, '2026-11-01'),
  goldNisab('EUR', 112, '2026-11-01'),
];

/** The centre's own currency comes first: the calculator starts on it. */
export const ZAKAT_CURRENCIES = [CENTRE_CURRENCY, 'USD', 'EUR', 'IDR'] as const;
export type ZakatCurrency = (typeof ZAKAT_CURRENCIES)[number];

/** The currency the centre takes gifts in, so the one a zakat amount is finally given in. */
export const ZAKAT_CENTRE_CURRENCY: ZakatCurrency = CENTRE_CURRENCY;

/** Issue codes of a nisab setting staff save. */
export const NISAB_ISSUE = {
  basisInvalid: 'zakat.nisab_basis_invalid',
  priceInvalid: 'zakat.nisab_price_invalid',
  dateInvalid: 'zakat.nisab_date_invalid',
} as const;

/**
 * PUT /zakat/nisab/{currency}: the basis, the metal's price per gram (more than 0, at most two
 * decimals) and the day it was read. The nisab itself is not typed: it is worked out from these, so
 * the figure and what it was set from never disagree.
 */
export const nisabSettingSchema = v.object(
  {
    basis: v.picklist(NISAB_BASES, NISAB_ISSUE.basisInvalid),
    price_per_gram: v.pipe(
      v.number(NISAB_ISSUE.priceInvalid),
      v.finite(NISAB_ISSUE.priceInvalid),
      v.gtValue(0, NISAB_ISSUE.priceInvalid),
      v.maxValue(MAX_MONEY_AMOUNT / NISAB_GRAMS.silver, NISAB_ISSUE.priceInvalid),
      v.check(hasAtMostTwoDecimals, NISAB_ISSUE.priceInvalid),
    ),
    as_of: v.pipe(v.string(NISAB_ISSUE.dateInvalid), v.check(isIsoDate, NISAB_ISSUE.dateInvalid)),
  },
  DONATION_ISSUE.required,
);
export type NisabSettingInput = v.InferInput<typeof nisabSettingSchema>;

/** The currency of PUT /zakat/nisab/{currency}. */
export const zakatCurrencySchema = v.picklist(ZAKAT_CURRENCIES, DONATION_ISSUE.currencyInvalid);

/** A nisab setting as stored: the amount worked out from the basis and price. */
export function nisabOf(currency: string, setting: v.InferOutput<typeof nisabSettingSchema>): Nisab {
  return { currency, ...setting, amount: nisabAmount(setting.basis, setting.price_per_gram) };
}

/** POST /zakat/calculate: the donor's savings and their currency. */
export const zakatRequestSchema = v.object(
  {
    total_savings: v.pipe(
      v.number(DONATION_ISSUE.savingsInvalid),
      v.finite(DONATION_ISSUE.savingsInvalid),
      v.minValue(0, DONATION_ISSUE.savingsInvalid),
      v.maxValue(MAX_MONEY_AMOUNT * 1000, DONATION_ISSUE.savingsInvalid),
      v.check(hasAtMostTwoDecimals, DONATION_ISSUE.savingsInvalid),
    ),
    currency: zakatCurrencySchema,
  },
  DONATION_ISSUE.required,
);
export type ZakatRequestInput = v.InferInput<typeof zakatRequestSchema>;

export type ZakatReason = 'zakat.due' | 'zakat.below_nisab';

/** The zakat due in the centre's currency, and the metal's price in it that the conversion used. */
export interface ZakatInCentreCurrency {
  zakat_amount: number;
  currency: string;
  price_per_gram: number;
  as_of: string;
}

export interface ZakatResult {
  zakat_amount: number;
  currency: string;
  total_savings: number;
  nisab: number;
  nisab_basis: NisabBasis;
  /** What the nisab was set from: the metal's price per gram in this currency, and the day. */
  nisab_price_per_gram: number;
  nisab_as_of: string;
  /** Why the amount is what it is: due at or above the nisab, nothing below it. */
  reason: ZakatReason;
  /** When zakat is due on savings in another currency: what to give in the centre's. */
  in_centre_currency?: ZakatInCentreCurrency;
}

/**
 * 2.5 % of savings at or above the nisab, rounded to the cent; nothing below it, with the reason.
 *
 * Savings in another currency are given in the centre's: the amount is converted at the ratio of the
 * metal's price per gram in the two currencies (the same gram of gold priced in złoty and in dollars),
 * so no exchange rate other than the figures staff set is needed, and the donor sees both prices. Only
 * figures on the same basis convert: a gold price and a silver price are no exchange rate.
 */
export function calculateZakat(totalSavings: number, nisab: Nisab, centre?: Nisab): ZakatResult {
  const due = totalSavings >= nisab.amount;
  const zakat = due ? roundMoney(totalSavings * ZAKAT_RATE) : 0;
  const converts =
    due && centre !== undefined && centre.currency !== nisab.currency && centre.basis === nisab.basis;
  return {
    zakat_amount: zakat,
    currency: nisab.currency,
    total_savings: totalSavings,
    nisab: nisab.amount,
    nisab_basis: nisab.basis,
    nisab_price_per_gram: nisab.price_per_gram,
    nisab_as_of: nisab.as_of,
    reason: due ? 'zakat.due' : 'zakat.below_nisab',
    ...(converts
      ? {
          in_centre_currency: {
            zakat_amount: roundMoney((zakat * centre.price_per_gram) / nisab.price_per_gram),
            currency: centre.currency,
            price_per_gram: centre.price_per_gram,
            as_of: centre.as_of,
          },
        }
      : {}),
  };
}

/** The nisab of a currency among the given figures (the server's settings), else the defaults. */
export function nisabFor(currency: string, settings: readonly Nisab[] = DEFAULT_NISAB): Nisab | undefined {
  return (
    settings.find((nisab) => nisab.currency === currency) ??
    DEFAULT_NISAB.find((nisab) => nisab.currency === currency)
  );
}
