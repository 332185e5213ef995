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

/** The mark between whole złoty and grosze in an amount field: a dot (English, Arabic) or a comma (Polish). */
export type DecimalMark = '.' | ',';

/**
 * What the 'other amount' field keeps of a typed text: digits and the first decimal mark, at most two
 * digits after it. A dot and a comma both count as the mark (people type either), and it is written
 * as the reader's own `mark`, so the field reads as amounts do on the page. Everything else is dropped.
 */
export function sanitizeAmountInput(text: string, mark: DecimalMark = '.'): string {
  let out = '';
  let markAt = -1;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (markAt >= 0 && out.length - markAt > 2) continue;
      out += char;
    } else if ((char === '.' || char === ',') && markAt < 0) {
      markAt = out.length;
      out += mark;
    }
  }
  return out;
}

/**
 * An amount written into the field in the reader's format: whole złoty without decimals, otherwise
 * with both grosze digits (2399,99 in Polish, 1382.50 in English), no grouping, so it reads back
 * through checkDonationAmount as exactly the same amount.
 */
export function amountInputText(amount: number, mark: DecimalMark = '.'): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return mark === '.' ? text : text.replace('.', mark);
}

/** A field's text as a number: either decimal mark is read; blank or a lone mark is no number. */
function amountOfText(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || trimmed === '.' ? Number.NaN : Number(trimmed);
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

/** The Donate step's check of a chosen preset or a typed amount (already sanitised, either mark). */
export function checkDonationAmount(input: string | number): DonationAmountCheck {
  const amount = typeof input === 'number' ? input : amountOfText(input);
  const result = v.safeParse(donationAmountSchema, amount);
  if (result.success) return { ok: true, amount: result.output };
  const issue = result.issues[0]?.message;
  if (issue === DONATION_ISSUE.amountTooSmall || issue === DONATION_ISSUE.amountTooLarge)
    return { ok: false, issue };
  return { ok: false, issue: DONATION_ISSUE.amountInvalid };
}
