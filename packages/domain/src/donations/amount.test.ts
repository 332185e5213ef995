import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  checkDonationAmount,
  type DecimalMark,
  DONATION_PRESETS,
  MIN_DONATION,
  sanitizeAmountInput,
} from './amount';
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

  it.each<[string, string]>([
    ['12,50', '12,50'],
    ['12.5', '12,5'],
    ['1.2,3', '1,23'],
    ['2399,999', '2399,99'],
    [',5', ',5'],
  ])('a Polish field keeps %j as %j, with its comma', (typed, kept) => {
    expect(sanitizeAmountInput(typed, ',')).toBe(kept);
  });

  it.each<[number, DecimalMark, string]>([
    [2399.99, ',', '2399,99'],
    [2399.99, '.', '2399.99'],
    [1382.5, ',', '1382,50'],
    [1382.5, '.', '1382.50'],
    [1250, ',', '1250'],
    [0.1 + 0.2, ',', '0,30'],
    [1_000_000, '.', '1000000'],
  ])('the zakat amount %d is carried into the field as %j (mark %j)', (amount, mark, text) => {
    expect(amountInputText(amount, mark)).toBe(text);
  });

  it('reads every carried amount back as exactly the amount, in either mark', () => {
    for (const mark of ['.', ','] as const) {
      for (let grosze = 1500; grosze <= 300_000; grosze += 131) {
        const amount = grosze / 100;
        const text = amountInputText(amount, mark);
        // The field's own sanitising keeps it as carried, and the check reads the same number.
        expect(sanitizeAmountInput(text, mark)).toBe(text);
        expect(checkDonationAmount(text)).toEqual({ ok: true, amount });
      }
    }
  });

  it.each<[string | number, ReturnType<typeof checkDonationAmount>]>([
    ['2399,99', { ok: true, amount: 2399.99 }],
    [',', { ok: false, issue: DONATION_ISSUE.amountInvalid }],
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
