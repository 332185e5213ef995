/** Where the test provider's bank page is, returning to `returnTo` (a thank-you page) when answered. */
export function testBankPath(redirectUrl: string, returnTo: string): string {
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}return=${encodeURIComponent(returnTo)}`;
}

/** What the payment page does once the server has recorded the payment (a gift or a booking). */
export type PaymentStep =
  /** Received or processing: the thank-you page says which, and follows the gift to its end. */
  | { kind: 'thanks'; path: string }
  /** The bank asks the donor to confirm (the test provider's 3-D Secure page), then returns to thanks. */
  | { kind: 'bank'; url: string }
  /** Stripe.js confirms in the page with the Payment Element, then leaves for the thank-you page. */
  | { kind: 'confirm'; clientSecret: string; returnUrl: string }
  /** A server that gives no thank-you token: the page thanks the donor in place. */
  | { kind: 'stay' };

/**
 * The step after the server created a payment, whatever it pays for (a gift, a booking): the bank's
 * page, Stripe's confirmation, or the page that says how it ended (`thanks`), each returning there.
 */
export function stepAfter(
  next: { client_secret: string | null; redirect_url: string | null },
  thanks: string,
  origin: string,
): Exclude<PaymentStep, { kind: 'stay' }> {
  // A bank page named by the provider comes first: a payment waiting there has a client secret too.
  if (next.redirect_url) return { kind: 'bank', url: testBankPath(next.redirect_url, thanks) };
  if (next.client_secret)
    return { kind: 'confirm', clientSecret: next.client_secret, returnUrl: `${origin}${thanks}` };
  return { kind: 'thanks', path: thanks };
}
