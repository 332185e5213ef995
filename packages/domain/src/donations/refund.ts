import * as v from 'valibot';
import { boundedText } from '../input/text';
import { DONATION_ISSUE, hasAtMostTwoDecimals, moneySchema, roundMoney } from './money';
import { idempotencyKeySchema } from './payment';

/** Why a gift was given back: for the staff's history and the audit of money (at most 500 characters). */
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * A refund staff ask for: all that is left of the gift (no amount), or a part of it, with a reason.
 * The amount's upper bound is the gift's own (checkRefund), which only the server knows for sure.
 */
export const refundRequestSchema = v.object(
  {
    amount: v.optional(moneySchema(0.01, DONATION_ISSUE.amountInvalid)),
    reason: v.pipe(
      boundedText(REFUND_REASON_MAX_LENGTH),
      v.trim(),
      v.nonEmpty(DONATION_ISSUE.refundReasonRequired),
    ),
    /** One per refund staff confirm: the same refund sent again (a double click, a lost answer) is made once. */
    idempotency_key: idempotencyKeySchema,
  },
  DONATION_ISSUE.required,
);
export type RefundRequestInput = v.InferInput<typeof refundRequestSchema>;
export type RefundRequest = v.InferOutput<typeof refundRequestSchema>;

/** What can still be given back of a gift: its amount less what was refunded already. */
export function refundableAmount(gift: { amount: number; refunded_amount: number }): number {
  return Math.max(0, roundMoney(gift.amount - gift.refunded_amount));
}

/**
 * The amount a refund gives back, or the issue that refuses it: nothing is left to give back, or
 * more was asked than is left.
 */
export function checkRefund(
  gift: { amount: number; refunded_amount: number },
  requested: number | undefined,
): { ok: true; amount: number } | { ok: false; issue: string } {
  const left = refundableAmount(gift);
  if (left <= 0) return { ok: false, issue: DONATION_ISSUE.refundNothingLeft };
  if (requested === undefined) return { ok: true, amount: left };
  if (requested > left) return { ok: false, issue: DONATION_ISSUE.refundTooLarge };
  return { ok: true, amount: requested };
}

/**
 * The staff's refund form, its amount typed as text: filled with what is left, emptied to mean all of
 * it, a part of it otherwise (a comma or a point for decimals), never more than is left.
 */
export function refundFormSchema(gift: { amount: number; refunded_amount: number }) {
  const left = refundableAmount(gift);
  return v.object({
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => (text === '' ? undefined : Number(text.replace(',', '.')))),
      v.check(
        (amount) =>
          amount === undefined || (Number.isFinite(amount) && amount > 0 && hasAtMostTwoDecimals(amount)),
        DONATION_ISSUE.amountInvalid,
      ),
      v.check((amount) => amount === undefined || amount <= left, DONATION_ISSUE.refundTooLarge),
    ),
    reason: refundRequestSchema.entries.reason,
  });
}
export type RefundFormValues = { amount: string; reason: string };
