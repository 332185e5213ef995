import type { ProviderPaymentStatus } from './payments';

/*
 * A booking holds at most one online payment in flight. Its current attempt is the key recorded on
 * the booking (and the provider's payment made under it); what the provider says of that attempt
 * decides what a new request may do. Each rule below is tested in booking-attempts.test.ts.
 *
 * - The booker pays again (a second tab, a retry after a lost answer, a double click under a new key):
 *   an attempt that succeeded makes the booking paid and nothing new is charged; one still awaiting
 *   the booker (the bank's page, BLIK pending) is resumed, its step shown again; one the provider
 *   does not know (its creation's answer was lost) is resumed under its own key, so the provider makes
 *   at most one payment for it; only a refused attempt, or none, lets a new one start.
 * - Staff mark the booking paid at the door: an attempt that succeeded is the payment (refused: paid
 *   online); one awaiting the booker is canceled at the provider first, so it can never succeed
 *   later; one being processed (BLIK, a bank transfer) is waited for; one refused or unknown is
 *   no payment, and the booking may be marked.
 *
 * Whatever slips through (a refused Stripe payment confirmed again in an old tab) is caught when it
 * succeeds: a success for a booking already paid is recorded as an extra payment and refunded
 * (booking-settlement.ts).
 */

/** The current attempt as the provider knows it: 'none' without one, 'unknown' when the provider has none. */
export type AttemptState = 'none' | 'unknown' | ProviderPaymentStatus;

export type PayAgainStep = 'paid' | 'resume' | 'start';
export type MarkPaidStep = 'refuse_paid_online' | 'cancel_then_mark' | 'wait' | 'mark';

/** What a booker's payment request does, given the booking's current attempt. */
export function payAgainStep(attempt: AttemptState): PayAgainStep {
  switch (attempt) {
    case 'succeeded':
      return 'paid';
    case 'requires_action':
    case 'processing':
    case 'unknown':
      return 'resume';
    default:
      return 'start';
  }
}

/** What staff marking a booking paid does, given the booking's current online attempt. */
export function markPaidStep(attempt: AttemptState): MarkPaidStep {
  switch (attempt) {
    case 'succeeded':
      return 'refuse_paid_online';
    case 'requires_action':
      return 'cancel_then_mark';
    case 'processing':
      return 'wait';
    default:
      return 'mark';
  }
}
