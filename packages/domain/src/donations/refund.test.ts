import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DONATION_ISSUE } from './money';
import { checkRefund, refundableAmount, refundFormSchema, refundRequestSchema } from './refund';

const KEY = 'refund-key-0000000001';

function issuesOf(input: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(refundRequestSchema, { idempotency_key: KEY, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('the refund request', () => {
  it('takes a reason, trimmed, with or without an amount', () => {
    expect(
      v.parse(refundRequestSchema, { reason: '  Given twice by mistake ', idempotency_key: KEY }),
    ).toEqual({
      reason: 'Given twice by mistake',
      idempotency_key: KEY,
    });
    expect(v.parse(refundRequestSchema, { amount: 12.5, reason: 'Part', idempotency_key: KEY })).toEqual({
      amount: 12.5,
      reason: 'Part',
      idempotency_key: KEY,
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ reason: '   ' }, { reason: DONATION_ISSUE.refundReasonRequired }],
    [{}, { reason: 'field.required' }],
    [{ reason: 'r'.repeat(501) }, { reason: 'text.too_long' }],
    [{ reason: 'ok', amount: 0 }, { amount: DONATION_ISSUE.amountInvalid }],
    [{ reason: 'ok', amount: 1.001 }, { amount: DONATION_ISSUE.amountInvalid }],
    [{ reason: 'ok', amount: '5' }, { amount: DONATION_ISSUE.amountInvalid }],
    [{ reason: 'ok', idempotency_key: 'short' }, { idempotency_key: DONATION_ISSUE.idempotencyKeyInvalid }],
  ])('refuses %j with %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });
});

describe('checkRefund', () => {
  it.each<[number, number, number | undefined, ReturnType<typeof checkRefund>]>([
    [40, 0, undefined, { ok: true, amount: 40 }],
    [40, 15, undefined, { ok: true, amount: 25 }],
    [40, 15, 25, { ok: true, amount: 25 }],
    [40, 15, 25.01, { ok: false, issue: DONATION_ISSUE.refundTooLarge }],
    [40, 40, undefined, { ok: false, issue: DONATION_ISSUE.refundNothingLeft }],
    [0.3, 0.1, 0.2, { ok: true, amount: 0.2 }],
  ])('a gift of %s with %s refunded, asked %s: %j', (amount, refunded, requested, expected) => {
    expect(checkRefund({ amount, refunded_amount: refunded }, requested)).toEqual(expected);
  });

  it('counts what is left in whole grosze', () => {
    expect(refundableAmount({ amount: 0.3, refunded_amount: 0.1 })).toBe(0.2);
  });
});

describe('the refund form', () => {
  const gift = { amount: 100, refunded_amount: 40 };
  it.each<[string, string, number | undefined | string]>([
    ['60', 'Duplicate gift', 60],
    ['25,50', 'Asked by the donor', 25.5],
    ['', 'All that is left', undefined],
    ['60.01', 'Too much', DONATION_ISSUE.refundTooLarge],
    ['0', 'Nothing', DONATION_ISSUE.amountInvalid],
    ['1.234', 'Fractions of a grosz', DONATION_ISSUE.amountInvalid],
    ['ten', 'Not a number', DONATION_ISSUE.amountInvalid],
    ['10', '   ', DONATION_ISSUE.refundReasonRequired],
  ])('amount %j with reason %j: %j', (amount, reason, expected) => {
    const result = v.safeParse(refundFormSchema(gift), { amount, reason });
    if (typeof expected === 'string' && expected.includes('.'))
      expect(result.issues?.map((issue) => issue.message)).toContain(expected);
    else expect(result.success ? result.output.amount : 'refused').toBe(expected);
  });
});
