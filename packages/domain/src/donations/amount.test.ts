import { describe, expect, it } from 'vitest';
import { checkDonationAmount, DONATION_PRESETS, MIN_DONATION, sanitizeAmountInput } from './amount';
import { DONATION_ISSUE } from './money';

describe('the donate amount', () => {
  it('offers the presets 15, 25, 50 and 100 PLN, the smallest being the minimum', () => {
    expect(DONATION_PRESETS).toEqual([15, 25, 50, 100]);
    expect(MIN_DONATION).toBe(15);
    for (const preset of DONATION_PRESETS)
      expect(checkDonationAmount(preset)).toEqual({ ok: true, amount: preset });
  });

  it.each<[string, string]>([
    ['25', '25'],
    ['abc', ''],
    ['1a2b3', '123'],
    ['12.5.6', '12.56'],
    ['12,50', '12.50'],
    ['15.999', '15.99'],
    ['-20', '20'],
    ['1e3', '13'],
    ['.5', '.5'],
    ['٣٠', ''],
    [' 4 0 ', '40'],
  ])('the custom field keeps %j as %j', (typed, kept) => {
    expect(sanitizeAmountInput(typed)).toBe(kept);
  });

  it.each<[string | number, ReturnType<typeof checkDonationAmount>]>([
    ['15', { ok: true, amount: 15 }],
    ['15.50', { ok: true, amount: 15.5 }],
    ['14.99', { ok: false, issue: DONATION_ISSUE.amountTooSmall }],
    [0, { ok: false, issue: DONATION_ISSUE.amountTooSmall }],
    ['', { ok: false, issue: DONATION_ISSUE.amountInvalid }],
    ['.', { ok: false, issue: DONATION_ISSUE.amountInvalid }],
    [Number.NaN, { ok: false, issue: DONATION_ISSUE.amountInvalid }],
    ['1000001', { ok: false, issue: DONATION_ISSUE.amountTooLarge }],
    ['20.001', { ok: false, issue: DONATION_ISSUE.amountInvalid }],
  ])('%j -> %j', (input, expected) => {
    expect(checkDonationAmount(input)).toEqual(expected);
  });
});
