import * as v from 'valibot';
import { DONATION_ISSUE, MAX_MONEY_AMOUNT, moneySchema } from './money';

/** The smallest gift the centre accepts: below it the card fees eat the donation. */
export const MIN_DONATION = 15;
/** The largest single gift taken online; more is arranged with the centre. */
export const MAX_DONATION = 1_000_000;
export const DONATION_PRESETS = [15, 25, 50, 100] as const;

/** The amount of one gift: at least 15 PLN, at most a million, at most two decimals. */
export const donationAmountSchema = v.pipe(
  moneySchema(MIN_DONATION, DONATION_ISSUE.amountTooSmall),
  v.maxValue(Math.min(MAX_DONATION, MAX_MONEY_AMOUNT), DONATION_ISSUE.amountTooLarge),
);

/**
 * What the 'other amount' field keeps of a typed text: digits and the first dot (a comma, as Poles
 * type it, counts as the dot), at most two digits after it. Everything else is dropped as typed.
 */
export function sanitizeAmountInput(text: string): string {
  let out = '';
  let dotAt = -1;
  for (const char of text.replace(/,/g, '.')) {
    if (char >= '0' && char <= '9') {
      if (dotAt >= 0 && out.length - dotAt > 2) continue;
      out += char;
    } else if (char === '.' && dotAt < 0) {
      dotAt = out.length;
      out += char;
    }
  }
  return out;
}

export type DonationAmountCheck =
  | { ok: true; amount: number }
  | {
      ok: false;
      issue:
        | typeof DONATION_ISSUE.amountInvalid
        | typeof DONATION_ISSUE.amountTooSmall
        | typeof DONATION_ISSUE.amountTooLarge;
    };

/** The Donate step's check of a chosen preset or a typed amount (already sanitised). */
export function checkDonationAmount(input: string | number): DonationAmountCheck {
  const amount =
    typeof input === 'number' ? input : input.trim() === '' || input === '.' ? Number.NaN : Number(input);
  const result = v.safeParse(donationAmountSchema, amount);
  if (result.success) return { ok: true, amount: result.output };
  const issue = result.issues[0]?.message;
  if (issue === DONATION_ISSUE.amountTooSmall || issue === DONATION_ISSUE.amountTooLarge)
    return { ok: false, issue };
  return { ok: false, issue: DONATION_ISSUE.amountInvalid };
}
