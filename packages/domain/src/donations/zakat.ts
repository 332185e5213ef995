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
  /** The nisab in that currency, as of `as_of`: always nisabAmount(basis, the basis metal's price). */
  amount: number;
  basis: NisabBasis;
  /** The basis metal's price per gram in that currency, the one the nisab was set from. */
  price_per_gram: number;
  /** A gram of each metal in that currency: a donor's gold and silver are valued at these. */
  gold_price_per_gram: number;
  silver_price_per_gram: number;
  /** The day the prices were read (yyyy-MM-dd); staff update them as the metals' prices move. */
  as_of: string;
  /**
   * What one unit of this currency is worth in the centre's, as staff set it, and the day they read
   * it; null for the centre's own currency and for one whose rate is not set (then zakat reckoned in
   * it is not converted, and the donor is told to give in złoty themselves).
   */
  rate_to_centre: number | null;
  rate_as_of: string | null;
}

/** The nisab in a currency: the basis's weight (85 g gold, 595 g silver) at the price per gram. */
export function nisabAmount(basis: NisabBasis, pricePerGram: number): number {
  return roundMoney(NISAB_GRAMS[basis] * pricePerGram);
}

interface FirstFigures {
  gold: number;
  silver: number;
  rate: number | null;
}

function firstNisab(currency: string, { gold, silver, rate }: FirstFigures): Nisab {
  return {
    currency,
    amount: nisabAmount('gold', gold),
    basis: 'gold',
    price_per_gram: gold,
    gold_price_per_gram: gold,
    silver_price_per_gram: silver,
    as_of: '2026-11-01',
    rate_to_centre: rate,
    rate_as_of: rate === null ? null : '2026-11-01',
  };
}

/**
 * The figures the centre starts with, gold-based (85 g) at the prices of a gram on 1 November 2026,
 * and the złoty's exchange rates of that day. They are data, not rules: the server keeps its own copy
 * as a setting, and these are only its first values.
 */
export const DEFAULT_NISAB: readonly Nisab[] = [
  firstNisab('USD', { gold: 130, silver: 1.6, rate: 3.64 }),
  firstNisab('IDR', { gold: 2_165_000, silver: 26_600, rate: 0.000218 }),
  firstNisab('PLN', { gold: 473, silver: 5.82, rate: null }),
  firstNisab('EUR', { gold: 112, silver: 1.38, rate: 4.22 }),
];

/** The centre's own currency comes first: the calculator starts on it. */
export const ZAKAT_CURRENCIES = [CENTRE_CURRENCY, 'USD', 'EUR', 'IDR'] as const;
export type ZakatCurrency = (typeof ZAKAT_CURRENCIES)[number];

/** The currency the centre takes gifts in, so the one a zakat amount is finally given in. */
export const ZAKAT_CENTRE_CURRENCY: ZakatCurrency = CENTRE_CURRENCY;

/** Issue codes of a nisab setting staff save, and of what a donor types into the calculator. */
export const NISAB_ISSUE = {
  basisInvalid: 'zakat.nisab_basis_invalid',
  priceInvalid: 'zakat.nisab_price_invalid',
  dateInvalid: 'zakat.nisab_date_invalid',
  rateInvalid: 'zakat.rate_invalid',
  rateDateInvalid: 'zakat.rate_date_invalid',
} as const;

export const ZAKAT_ISSUE = {
  amountInvalid: 'zakat.amount_invalid',
  gramsInvalid: 'zakat.grams_invalid',
} as const;

/** More than a tonne of a metal is a typing slip, not a donor's savings. */
export const MAX_METAL_GRAMS = 1_000_000;

/** A rate has up to six decimals: a rupiah is worth 0.000218 złoty. */
function hasAtMostSixDecimals(value: number): boolean {
  const scaled = value * 1e6;
  return Math.abs(scaled - Math.round(scaled)) < 1e-3;
}

const metalPriceSchema = v.pipe(
  v.number(NISAB_ISSUE.priceInvalid),
  v.finite(NISAB_ISSUE.priceInvalid),
  v.gtValue(0, NISAB_ISSUE.priceInvalid),
  v.maxValue(MAX_MONEY_AMOUNT / NISAB_GRAMS.silver, NISAB_ISSUE.priceInvalid),
  v.check(hasAtMostTwoDecimals, NISAB_ISSUE.priceInvalid),
);

const isoDateSchema = (issue: string) => v.pipe(v.string(issue), v.check(isIsoDate, issue));

const nisabSettingObject = v.object(
  {
    basis: v.picklist(NISAB_BASES, NISAB_ISSUE.basisInvalid),
    gold_price_per_gram: metalPriceSchema,
    silver_price_per_gram: metalPriceSchema,
    as_of: isoDateSchema(NISAB_ISSUE.dateInvalid),
    rate_to_centre: v.optional(
      v.nullable(
        v.pipe(
          v.number(NISAB_ISSUE.rateInvalid),
          v.finite(NISAB_ISSUE.rateInvalid),
          v.gtValue(0, NISAB_ISSUE.rateInvalid),
          v.maxValue(1_000_000, NISAB_ISSUE.rateInvalid),
          v.check(hasAtMostSixDecimals, NISAB_ISSUE.rateInvalid),
        ),
      ),
      null,
    ),
    rate_as_of: v.optional(v.nullable(isoDateSchema(NISAB_ISSUE.rateDateInvalid)), null),
  },
  DONATION_ISSUE.required,
);

/** Each field's rule of a setting, for a form that reads its typed text first. */
export const NISAB_SETTING_RULES = nisabSettingObject.entries;

/** A rate without its day, or a day without a rate, says nothing a donor could check. */
export function rateHasItsDay(setting: {
  rate_to_centre: number | null;
  rate_as_of: string | null;
}): boolean {
  return (setting.rate_to_centre === null) === (setting.rate_as_of === null);
}

/**
 * PUT /zakat/nisab/{currency}: the basis, a gram of gold and of silver in that currency (more than 0,
 * at most two decimals) and the day they were read; for a currency other than the centre's, the rate
 * to złoty and its day, or neither. The nisab itself is not typed: it is worked out from the basis
 * metal's price, so the figure and what it was set from never disagree.
 */
export const nisabSettingSchema = v.pipe(
  nisabSettingObject,
  v.forward(
    v.check((setting) => rateHasItsDay(setting), NISAB_ISSUE.rateDateInvalid),
    ['rate_as_of'],
  ),
);
export type NisabSettingInput = v.InferInput<typeof nisabSettingSchema>;
export type NisabSetting = v.InferOutput<typeof nisabSettingSchema>;

/** The currency of PUT /zakat/nisab/{currency}. */
export const zakatCurrencySchema = v.picklist(ZAKAT_CURRENCIES, DONATION_ISSUE.currencyInvalid);

/**
 * A setting as stored: the nisab worked out from the basis metal's price. The centre's own currency
 * keeps no rate: a złoty is a złoty, so one sent with it is dropped.
 */
export function nisabOf(currency: string, setting: NisabSetting): Nisab {
  const price = setting.basis === 'silver' ? setting.silver_price_per_gram : setting.gold_price_per_gram;
  const ownCurrency = currency === ZAKAT_CENTRE_CURRENCY;
  return {
    currency,
    amount: nisabAmount(setting.basis, price),
    basis: setting.basis,
    price_per_gram: price,
    gold_price_per_gram: setting.gold_price_per_gram,
    silver_price_per_gram: setting.silver_price_per_gram,
    as_of: setting.as_of,
    rate_to_centre: ownCurrency ? null : setting.rate_to_centre,
    rate_as_of: ownCurrency ? null : setting.rate_as_of,
  };
}

const moneyHeldSchema = (issue: string) =>
  v.optional(
    v.pipe(
      v.number(issue),
      v.finite(issue),
      v.minValue(0, issue),
      v.maxValue(MAX_MONEY_AMOUNT * 1000, issue),
      v.check(hasAtMostTwoDecimals, issue),
    ),
    0,
  );

const gramsSchema = v.optional(
  v.pipe(
    v.number(ZAKAT_ISSUE.gramsInvalid),
    v.finite(ZAKAT_ISSUE.gramsInvalid),
    v.minValue(0, ZAKAT_ISSUE.gramsInvalid),
    v.maxValue(MAX_METAL_GRAMS, ZAKAT_ISSUE.gramsInvalid),
    v.check(hasAtMostTwoDecimals, ZAKAT_ISSUE.gramsInvalid),
  ),
  0,
);

/**
 * POST /zakat/calculate: what the donor has held for a lunar year, in one currency. `total_savings` is
 * cash and bank balances (the calculator's first and, before, only field); the others are optional
 * and count as nothing when left out. Every figure is 0 or more: debts are typed as a positive amount
 * and taken off.
 */
export const zakatRequestSchema = v.object(
  {
    total_savings: moneyHeldSchema(DONATION_ISSUE.savingsInvalid),
    gold_grams: gramsSchema,
    silver_grams: gramsSchema,
    investments: moneyHeldSchema(ZAKAT_ISSUE.amountInvalid),
    receivables: moneyHeldSchema(ZAKAT_ISSUE.amountInvalid),
    debts: moneyHeldSchema(ZAKAT_ISSUE.amountInvalid),
    currency: zakatCurrencySchema,
    /** The metal the donor reckons the nisab on; left out, the one the centre set for the currency. */
    basis: v.optional(v.picklist(NISAB_BASES, NISAB_ISSUE.basisInvalid)),
  },
  DONATION_ISSUE.required,
);
export type ZakatRequestInput = v.InferInput<typeof zakatRequestSchema>;
export type ZakatHoldings = Omit<v.InferOutput<typeof zakatRequestSchema>, 'currency' | 'basis'>;

/**
 * The nisab of a currency reckoned on a basis: that metal's weight (85 g gold, 595 g silver) at the
 * price of a gram staff stored for it. Both prices are always stored, so either basis is worked out
 * from the same day's figures; the centre's own choice stays the default.
 */
export function nisabOnBasis(nisab: Nisab, basis: NisabBasis = nisab.basis): Nisab {
  if (basis === nisab.basis) return nisab;
  const price = basis === 'silver' ? nisab.silver_price_per_gram : nisab.gold_price_per_gram;
  return { ...nisab, basis, price_per_gram: price, amount: nisabAmount(basis, price) };
}

export type ZakatReason = 'zakat.due' | 'zakat.below_nisab';

/** One line of the explanation: what a holding counts for, in the calculator's currency. */
export type ZakatLine =
  | { item: 'cash' | 'investments' | 'receivables'; amount: number }
  | { item: 'gold' | 'silver'; amount: number; grams: number; price_per_gram: number }
  /** Debts due now, taken off: `amount` is what is subtracted, written as a positive figure. */
  | { item: 'debts'; amount: number };

export const ZAKAT_LINE_ITEMS = ['cash', 'gold', 'silver', 'investments', 'receivables', 'debts'] as const;

/** The zakat due in the centre's currency, at the rate staff set and its day. */
export interface ZakatInCentreCurrency {
  zakat_amount: number;
  currency: string;
  rate: number;
  as_of: string;
}

export interface ZakatResult {
  zakat_amount: number;
  currency: string;
  /** What zakat is reckoned on: the holdings less the debts due now, never below 0. */
  total_savings: number;
  nisab: number;
  /** The metal this nisab was reckoned on: the donor's choice, else the centre's. */
  nisab_basis: NisabBasis;
  /** The metal the centre reckons the nisab on for this currency, whichever the donor chose. */
  centre_nisab_basis: NisabBasis;
  /** What the nisab was set from: the metal's price per gram in this currency, and the day. */
  nisab_price_per_gram: number;
  nisab_as_of: string;
  /** Why the amount is what it is: due at or above the nisab, nothing below it. */
  reason: ZakatReason;
  /** Each holding the donor typed (more than 0), in the order of the form, then the debts. */
  lines: ZakatLine[];
  /** When zakat is due on savings in another currency: what to give in the centre's. */
  in_centre_currency?: ZakatInCentreCurrency;
}

function linesOf(holdings: ZakatHoldings, nisab: Nisab): ZakatLine[] {
  const lines: ZakatLine[] = [];
  if (holdings.total_savings > 0) lines.push({ item: 'cash', amount: holdings.total_savings });
  for (const metal of ['gold', 'silver'] as const) {
    const grams = holdings[`${metal}_grams`];
    const price = nisab[`${metal}_price_per_gram`];
    if (grams > 0)
      lines.push({ item: metal, grams, price_per_gram: price, amount: roundMoney(grams * price) });
  }
  if (holdings.investments > 0) lines.push({ item: 'investments', amount: holdings.investments });
  if (holdings.receivables > 0) lines.push({ item: 'receivables', amount: holdings.receivables });
  if (holdings.debts > 0) lines.push({ item: 'debts', amount: holdings.debts });
  return lines;
}

/**
 * Zakat on what a donor holds: cash and balances, gold and silver at the centre's price of a gram,
 * investments and goods for sale, and money owed to them that they expect back, less the debts due
 * now. At or above the nisab, 2.5 % of that, rounded to the cent; below it, nothing, with the reason.
 *
 * Zakat reckoned in another currency is given in the centre's: it is converted at the rate staff set
 * for that currency, and the result says which rate and which day, so the donor can check it.
 *
 * The nisab follows the centre's basis for the currency unless the donor chooses the other metal
 * (silver's nisab is lower, so more is due on it); the answer names both.
 */
export function calculateZakat(
  holdings: ZakatHoldings,
  centreNisab: Nisab,
  basis: NisabBasis = centreNisab.basis,
): ZakatResult {
  const nisab = nisabOnBasis(centreNisab, basis);
  const lines = linesOf(holdings, nisab);
  const held = lines.reduce(
    (sum, line) => (line.item === 'debts' ? sum - line.amount : sum + line.amount),
    0,
  );
  const wealth = Math.max(0, roundMoney(held));
  const due = wealth >= nisab.amount;
  const zakat = due ? roundMoney(wealth * ZAKAT_RATE) : 0;
  const rate = nisab.currency === ZAKAT_CENTRE_CURRENCY ? null : nisab.rate_to_centre;
  return {
    zakat_amount: zakat,
    currency: nisab.currency,
    total_savings: wealth,
    nisab: nisab.amount,
    nisab_basis: nisab.basis,
    centre_nisab_basis: centreNisab.basis,
    nisab_price_per_gram: nisab.price_per_gram,
    nisab_as_of: nisab.as_of,
    reason: due ? 'zakat.due' : 'zakat.below_nisab',
    lines,
    ...(due && rate !== null && nisab.rate_as_of !== null
      ? {
          in_centre_currency: {
            zakat_amount: roundMoney(zakat * rate),
            currency: ZAKAT_CENTRE_CURRENCY,
            rate,
            as_of: nisab.rate_as_of,
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
