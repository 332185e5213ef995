import { describe, expect, it } from 'vitest';
import { knownRefusal, refusalText } from './provider-refusals';

describe('a provider refusal read to the payer', () => {
  it.each([
    ['Your card was declined.', 'payment.reason.declined'],
    ['Your card has insufficient funds.', 'payment.reason.insufficientFunds'],
    [
      'An error occurred while processing your card. Try again in a little bit.',
      'payment.reason.processingError',
    ],
    ['Your card number is incorrect.', 'payment.reason.incorrectNumber'],
  ])('%s is known as %s', (message, id) => {
    expect(knownRefusal(message)).toBe(id);
    expect(refusalText((known) => `[${known}]`, message)).toBe(`[${id}]`);
  });

  it.each(['Your bank asked for more.', 'your card was declined.', 'constructor', ''])(
    '%j is shown as the provider wrote it',
    (message) => {
      expect(knownRefusal(message)).toBeUndefined();
      expect(refusalText(() => 'translated', message)).toBe(message);
    },
  );
});
