import * as v from 'valibot';
import { DONATION_ISSUE, hasAtMostTwoDecimals, MAX_MONEY_AMOUNT, roundMoney } from './money';

/** Zakat is a fortieth of savings held for a lunar year at or above the nisab. */
export const ZAKAT_RATE = 0.025;

/** The nisab is 85 g of gold or 595 g of silver; the centre states which one each figure follows. */
export const NISAB_GRAMS = { gold: 85, silver: 595 } as const;
export type NisabBasis = keyof typeof NISAB_GRAMS;

export interface Nisab {
  currency: string;
  /** The nisab in that currency, as of `as_of`. */
  amount: number;
  basis: NisabBasis;
  /** The day the figure was set (yyyy-MM-dd); staff update it as the metal's price moves. */
  as_of: string;
}

/**
 * The figures the centre starts with, gold-based (85 g) at about 130 USD a gram. They are data, not
 * rules: the server keeps its own copy as a setting, and these are only its first values.
 */
export const DEFAULT_NISAB: readonly Nisab[] = [
  { currency: 'USD', amount: 11_050, basis: 'gold', as_of: '2026-11-01' },
  { currency: 'IDR', amount: 184_000_000, basis: 'gold', as_of: '2026-11-01' },
  { currency: 'PLN', amount: 40_200, basis: 'gold', as_of: '2026-11-01' },
  { currency: 'EUR', amount: 9_500, basis: 'gold', as_of: '2026-11-01' },
];

export const ZAKAT_CURRENCIES = ['USD', 'IDR', 'PLN', 'EUR'] as const;
export type ZakatCurrency = (typeof ZAKAT_CURRENCIES)[number];

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
    currency: v.picklist(ZAKAT_CURRENCIES, DONATION_ISSUE.currencyInvalid),
  },
  DONATION_ISSUE.required,
);
export type ZakatRequestInput = v.InferInput<typeof zakatRequestSchema>;

export type ZakatReason = 'zakat.due' | 'zakat.below_nisab';

export interface ZakatResult {
  zakat_amount: number;
  currency: string;
  total_savings: number;
  nisab: number;
  nisab_basis: NisabBasis;
  /** Why the amount is what it is: due at or above the nisab, nothing below it. */
  reason: ZakatReason;
}

/** 2.5 % of savings at or above the nisab, rounded to the cent; nothing below it, with the reason. */
export function calculateZakat(totalSavings: number, nisab: Nisab): ZakatResult {
  const due = totalSavings >= nisab.amount;
  return {
    zakat_amount: due ? roundMoney(totalSavings * ZAKAT_RATE) : 0,
    currency: nisab.currency,
    total_savings: totalSavings,
    nisab: nisab.amount,
    nisab_basis: nisab.basis,
    reason: due ? 'zakat.due' : 'zakat.below_nisab',
  };
}

/** The nisab of a currency among the given figures (the server's settings), else the defaults. */
export function nisabFor(currency: string, settings: readonly Nisab[] = DEFAULT_NISAB): Nisab | undefined {
  return (
    settings.find((nisab) => nisab.currency === currency) ??
    DEFAULT_NISAB.find((nisab) => nisab.currency === currency)
  );
}
