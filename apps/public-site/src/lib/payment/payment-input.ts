/**
 * What the payment page asks of the method field, whichever provider takes the payment:
 * - `prepare` checks what the donor entered and gives the method POST /donations confirms at once
 *   (the test provider's card number or `blik:<code>`), or null when the browser confirms it (Stripe);
 * - `confirm`, Stripe's only: the server's payment awaits the donor, and Stripe.js confirms it with
 *   what the Payment Element holds, then leaves for `returnUrl` (the thank-you page), through the
 *   bank's page when the method asks for one.
 */
export interface PaymentInput {
  prepare(): Promise<string | null>;
  confirm?(clientSecret: string, returnUrl: string): Promise<void>;
}

/** 'missing': nothing (or something incomplete) entered; 'provider': the provider refused or could not run. */
export class PaymentInputError extends Error {
  readonly reason: 'missing' | 'invalid' | 'provider';
  constructor(reason: 'missing' | 'invalid' | 'provider', message?: string) {
    super(message ?? reason);
    this.name = 'PaymentInputError';
    this.reason = reason;
  }
}

export function isPaymentInputError(error: unknown): error is PaymentInputError {
  return error instanceof PaymentInputError;
}
