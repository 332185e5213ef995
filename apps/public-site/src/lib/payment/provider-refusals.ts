import type { MessageId } from '../app-intl';

/*
 * The card providers' standard refusals (the built-in test provider answers with Stripe's own texts),
 * read to the payer in their language; any other refusal is shown as the provider wrote it. One list
 * for every page that shows a refusal: the gift's payment, a booking's payment and a booking's page
 * after a refused attempt.
 */
const PROVIDER_REFUSALS: Record<string, MessageId> = {
  'Your card was declined.': 'payment.reason.declined',
  'Your card has insufficient funds.': 'payment.reason.insufficientFunds',
  'An error occurred while processing your card. Try again in a little bit.':
    'payment.reason.processingError',
  'Your card number is incorrect.': 'payment.reason.incorrectNumber',
};

/** The message id of a provider's known refusal, or undefined for one to show as written. */
export function knownRefusal(message: string): MessageId | undefined {
  return Object.hasOwn(PROVIDER_REFUSALS, message) ? PROVIDER_REFUSALS[message] : undefined;
}

/** A refusal in the page's language when it is a known one, else the provider's own words. */
export function refusalText(translate: (id: MessageId) => string, message: string): string {
  const known = knownRefusal(message);
  return known ? translate(known) : message;
}
