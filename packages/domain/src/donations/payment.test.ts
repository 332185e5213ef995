import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues, ISSUE } from '../access/credentials';
import { TEXT_ISSUE } from '../input/text';
import { DONATION_ISSUE } from './money';
import {
  blikCodeSchema,
  blikPaymentMethod,
  DEDICATION_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  dedicationOf,
  donationRequestSchema,
  donorDisplayName,
  paymentFormSchema,
} from './payment';

const PAYMENT = {
  payment_method: '4242424242424242',
  amount: 25,
  category_id: 3,
  donor_name: 'Anna Kowalska',
  donor_email: 'Anna@Example.org',
  idempotency_key: '0f0c7c1e-2b1a-4d5e-9a40-6f3e2b7c1d00',
};

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldIssues(result.issues);
}

describe('the payment form', () => {
  it('needs a donor name and email; anonymity and showing the amount are off unless chosen', () => {
    expect(v.parse(paymentFormSchema, { donor_name: ' Anna ', donor_email: 'anna@example.org' })).toEqual({
      donor_name: 'Anna',
      donor_email: 'anna@example.org',
      is_anonymous: false,
      show_amount: false,
      dedication: '',
    });
    expect(() =>
      v.parse(paymentFormSchema, { donor_name: 'Anna', donor_email: 'a@b.org', show_amount: 'yes' }),
    ).toThrow();
  });

  it('takes an optional one-line dedication, trimmed', () => {
    const form = { donor_name: 'Anna', donor_email: 'a@b.org' };
    expect(
      v.parse(paymentFormSchema, { ...form, dedication: '  in memory of my father Adam ' }),
    ).toMatchObject({
      dedication: 'in memory of my father Adam',
    });
    expect(
      v.parse(paymentFormSchema, { ...form, dedication: 'd'.repeat(DEDICATION_MAX_LENGTH) }).dedication,
    ).toHaveLength(DEDICATION_MAX_LENGTH);
  });

  it.each<[string | null | undefined, string | null]>([
    ['  in memory of Adam ', 'in memory of Adam'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('stores the dedication %j as %j', (text, stored) => {
    expect(dedicationOf(text)).toBe(stored);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, { donor_name: DONATION_ISSUE.required, donor_email: ISSUE.required }],
    [{ donor_name: '  ', donor_email: 'a@b.org' }, { donor_name: DONATION_ISSUE.required }],
    [{ donor_name: 'Anna', donor_email: 'not an email' }, { donor_email: ISSUE.emailInvalid }],
    [
      { donor_name: 'n'.repeat(DONOR_NAME_MAX_LENGTH + 1), donor_email: 'a@b.org' },
      { donor_name: DONATION_ISSUE.textTooLong },
    ],
    [{ donor_name: 'Anna\u202E', donor_email: 'a@b.org' }, { donor_name: TEXT_ISSUE.invisibleCharacter }],
    [
      { donor_name: 'Anna', donor_email: 'a@b.org', is_anonymous: 1 },
      { is_anonymous: DONATION_ISSUE.invalidFlag },
    ],
    [
      { donor_name: 'Anna', donor_email: 'a@b.org', dedication: 'd'.repeat(DEDICATION_MAX_LENGTH + 1) },
      { dedication: DONATION_ISSUE.textTooLong },
    ],
    [
      { donor_name: 'Anna', donor_email: 'a@b.org', dedication: 'in memory of\u202E Adam' },
      { dedication: TEXT_ISSUE.invisibleCharacter },
    ],
    [
      { donor_name: 'Anna', donor_email: 'a@b.org', dedication: 'in memory of Adam\nand Ewa' },
      { dedication: TEXT_ISSUE.invisibleCharacter },
    ],
    [{ donor_name: 'Anna', donor_email: 'a@b.org', dedication: 7 }, { dedication: TEXT_ISSUE.required }],
  ])('refuses %j with %j', (input, issues) => {
    expect(issuesOf(paymentFormSchema, input)).toEqual(issues);
  });
});

describe('the donation request', () => {
  it('lower-cases the email and makes the gift one-time', () => {
    expect(v.parse(donationRequestSchema, PAYMENT)).toMatchObject({
      donor_email: 'anna@example.org',
      frequency: 'one-time',
      is_anonymous: false,
    });
  });

  it("takes a gift without a payment method, which the donor's browser confirms (Stripe's Payment Element)", () => {
    const { payment_method: _method, ...confirmedInBrowser } = PAYMENT;
    expect(v.parse(donationRequestSchema, confirmedInBrowser).payment_method).toBeUndefined();
  });

  it('takes a monthly gift paid by card or confirmed in the browser', () => {
    expect(v.parse(donationRequestSchema, { ...PAYMENT, frequency: 'monthly' }).frequency).toBe('monthly');
    const { payment_method: _method, ...inBrowser } = PAYMENT;
    expect(v.parse(donationRequestSchema, { ...inBrowser, frequency: 'monthly' }).frequency).toBe('monthly');
  });

  it("takes the gift in the centre's currency, said or not", () => {
    expect(v.parse(donationRequestSchema, PAYMENT).currency).toBe('PLN');
    expect(v.parse(donationRequestSchema, { ...PAYMENT, currency: 'PLN' }).currency).toBe('PLN');
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ amount: 14.99 }, { amount: DONATION_ISSUE.amountTooSmall }],
    [{ amount: 2_000_000 }, { amount: DONATION_ISSUE.amountTooLarge }],
    [{ category_id: 0 }, { category_id: 'id.invalid' }],
    [{ category_id: 2_147_483_648 }, { category_id: 'id.invalid' }],
    [{ frequency: 'weekly' }, { frequency: DONATION_ISSUE.frequencyInvalid }],
    [
      { frequency: 'monthly', payment_method: 'blik:123456' },
      { payment_method: DONATION_ISSUE.monthlyNeedsCard },
    ],
    [{ currency: 'EUR' }, { currency: DONATION_ISSUE.currencyUnsupported }],
    [{ currency: 'pln' }, { currency: DONATION_ISSUE.currencyUnsupported }],
    [{ payment_method: '' }, { payment_method: DONATION_ISSUE.paymentMethodInvalid }],
    [{ payment_method: 'p'.repeat(256) }, { payment_method: DONATION_ISSUE.paymentMethodInvalid }],
    [{ idempotency_key: 'short' }, { idempotency_key: DONATION_ISSUE.idempotencyKeyInvalid }],
    [
      { idempotency_key: 'has spaces in the key!' },
      { idempotency_key: DONATION_ISSUE.idempotencyKeyInvalid },
    ],
    [{ idempotency_key: 'k'.repeat(101) }, { idempotency_key: DONATION_ISSUE.idempotencyKeyInvalid }],
    [{ idempotency_key: undefined }, { idempotency_key: DONATION_ISSUE.idempotencyKeyInvalid }],
  ])('refuses %j with %j', (change, issues) => {
    expect(issuesOf(donationRequestSchema, { ...PAYMENT, ...change })).toEqual(issues);
  });
});

describe('donorDisplayName', () => {
  it.each<[{ donor_name: string | null; is_anonymous: boolean }, string | null]>([
    [{ donor_name: 'Anna', is_anonymous: false }, 'Anna'],
    [{ donor_name: 'Anna', is_anonymous: true }, null],
    [{ donor_name: '  ', is_anonymous: false }, null],
    [{ donor_name: null, is_anonymous: false }, null],
  ])('%j -> %j', (donation, expected) => {
    expect(donorDisplayName(donation)).toBe(expected);
  });
});

describe('a BLIK code', () => {
  it.each<[string, string | null]>([
    ['123456', null],
    [' 777123 ', null],
    ['', DONATION_ISSUE.required],
    ['12345', DONATION_ISSUE.blikCodeInvalid],
    ['1234567', DONATION_ISSUE.blikCodeInvalid],
    ['12a456', DONATION_ISSUE.blikCodeInvalid],
  ])('%j: %j', (code, issue) => {
    const result = v.safeParse(blikCodeSchema, code);
    expect(result.success ? null : result.issues[0].message).toBe(issue);
  });

  it('is sent as the blik: payment method, trimmed', () => {
    expect(blikPaymentMethod(' 123456 ')).toBe('blik:123456');
  });
});
