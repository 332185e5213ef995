import * as v from 'valibot';

/** Issue codes of the donation rules; the apps translate them, the server reports them as `type`. */
export const DONATION_ISSUE = {
  required: 'field.required',
  amountInvalid: 'donation.amount_invalid',
  amountTooSmall: 'donation.amount_too_small',
  amountTooLarge: 'donation.amount_too_large',
  amountAtLeastOne: 'donation.amount_at_least_one',
  paymentTypeInvalid: 'donation.payment_type_invalid',
  textTooLong: 'donation.text_too_long',
  dateInvalid: 'donation.date_invalid',
  statementYearInvalid: 'donation.statement_year_invalid',
  invalidFlag: 'donation.invalid_flag',
  frequencyInvalid: 'donation.frequency_invalid',
  monthlyNeedsCard: 'donation.monthly_needs_card',
  currencyUnsupported: 'donation.currency_unsupported',
  refundReasonRequired: 'donation.refund_reason_required',
  refundTooLarge: 'donation.refund_too_large',
  refundNothingLeft: 'donation.refund_nothing_left',
  paymentMethodInvalid: 'donation.payment_method_invalid',
  blikCodeInvalid: 'donation.blik_code_invalid',
  idempotencyKeyInvalid: 'donation.idempotency_key_invalid',
  currencyInvalid: 'zakat.currency_invalid',
  savingsInvalid: 'zakat.savings_invalid',
} as const;
export type DonationIssue = (typeof DONATION_ISSUE)[keyof typeof DONATION_ISSUE];

/**
 * The largest amount any money field holds: far above a mosque's campaign, and well inside the
 * database's numeric(14, 2) column and JavaScript's exact integers of minor units.
 */
export const MAX_MONEY_AMOUNT = 1_000_000_000;

/** Money has at most two decimals (grosze, cents). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const minor = value * 100;
  return Math.abs(minor - Math.round(minor)) < 1e-6;
}

/** Rounds to two decimals, half away from zero, through minor units so 1.005 does not become 1.00. */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/**
 * A money amount of a request: a finite number, at least `min`, at most `MAX_MONEY_AMOUNT`, with at
 * most two decimals. `minIssue` names the rule a too-small value breaks.
 */
export function moneySchema(min: number, minIssue: string = DONATION_ISSUE.amountInvalid) {
  return v.pipe(
    v.number(DONATION_ISSUE.amountInvalid),
    v.finite(DONATION_ISSUE.amountInvalid),
    v.minValue(min, minIssue),
    v.maxValue(MAX_MONEY_AMOUNT, DONATION_ISSUE.amountTooLarge),
    v.check(hasAtMostTwoDecimals, DONATION_ISSUE.amountInvalid),
  );
}

/**
 * Currencies card providers (Stripe among them) count without minor units; the others in hundredths.
 * The server charges in these units and the payment page tells Stripe's element the same figure.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** An amount in the currency's major unit (at most two decimals) in its minor unit, as providers count. */
export function toMinorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
}
