/**
 * The one thing the payment page asks of the card, whichever provider takes it: a payment method
 * reference for POST /donations (the test provider's card number, Stripe's `pm_…`).
 */
export interface CardInput {
  /** Resolves to the reference, or rejects with a CardError the page shows. */
  paymentMethod(): Promise<string>;
}

/** 'missing': no card entered yet; 'provider': the provider refused or could not run (its message). */
export class CardError extends Error {
  readonly reason: 'missing' | 'provider';

  constructor(reason: 'missing' | 'provider', message?: string) {
    super(message ?? reason);
    this.name = 'CardError';
    this.reason = reason;
  }
}

export function isCardError(error: unknown): error is CardError {
  return error instanceof CardError;
}
