import type { DonationAnswer } from '@minbar/api/schemas/donations';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../navigation';
import { nextStepOf } from './payment-step';

function answer(
  change: Partial<DonationAnswer> = {},
  next: Partial<DonationAnswer['next']> = {},
): DonationAnswer {
  return {
    message: 'Thank you for your donation',
    donation: {
      id: 42,
      category_id: 3,
      amount: 50,
      currency: 'PLN',
      frequency: 'one-time',
      status: 'succeeded',
      date: '2026-11-26T10:00:00Z',
    },
    receipt_token: 'tok_abcdefghijklmnop',
    next: { client_secret: null, redirect_url: null, ...next },
    ...change,
  };
}

describe('the step after the server recorded the gift', () => {
  it.each<[string, DonationAnswer, ReturnType<typeof nextStepOf>]>([
    ['received', answer(), { kind: 'thanks', path: '/thanks/42?token=tok_abcdefghijklmnop' }],
    [
      'processing (BLIK)',
      answer({ donation: { ...answer().donation, status: 'processing' } }),
      { kind: 'thanks', path: '/thanks/42?token=tok_abcdefghijklmnop' },
    ],
    [
      "the bank's page, returning to thanks",
      answer({}, { redirect_url: '/test-bank/pi_1' }),
      { kind: 'bank', url: '/test-bank/pi_1?return=%2Fthanks%2F42%3Ftoken%3Dtok_abcdefghijklmnop' },
    ],
    [
      "Stripe's confirmation, returning to an absolute thank-you address",
      answer({}, { client_secret: 'pi_1_secret_x' }),
      {
        kind: 'confirm',
        clientSecret: 'pi_1_secret_x',
        returnUrl: 'https://dar.example.org/thanks/42?token=tok_abcdefghijklmnop',
      },
    ],
    [
      "the bank's page first when the provider names one beside the client secret",
      answer({}, { client_secret: 'pi_1_secret_x', redirect_url: '/test-bank/pi_1' }),
      { kind: 'bank', url: '/test-bank/pi_1?return=%2Fthanks%2F42%3Ftoken%3Dtok_abcdefghijklmnop' },
    ],
    ['a server without thank-you tokens', answer({ receipt_token: null }), { kind: 'stay' }],
  ])('%s', (_name, given, step) => {
    expect(nextStepOf(given, 'https://dar.example.org')).toEqual(step);
  });
});

describe("the bank page's way back", () => {
  it.each<[string | null, string | null]>([
    ['/thanks/42?token=tok_abcdefghijklmnop', '/thanks/42?token=tok_abcdefghijklmnop'],
    ['https://evil.example/thanks/42?token=x', null],
    ['//evil.example/thanks/42?token=x', null],
    ['/thanks/42?token=x&next=https://evil.example', null],
    ['/admin', null],
    ['/events/5/bookings/41?token=tok_abcdefghijklmnop', '/events/5/bookings/41?token=tok_abcdefghijklmnop'],
    ['/events/5/bookings/41/pay?token=tok_abcdefghijklmnop', null],
    [null, null],
  ])('%j -> %j', (given, expected) => {
    expect(safeReturnPath(given)).toBe(expected);
  });
});
