import type { DonationAnswer } from '@minbar/api/schemas/donations';
import { type PaymentStep, stepAfter } from '../../../lib/payment/payment-step';
import { paths } from '../navigation';

/** The next step of an answer to POST /donations; `origin` makes Stripe's return address absolute. */
export function nextStepOf(answer: DonationAnswer, origin: string): PaymentStep {
  if (!answer.receipt_token) return { kind: 'stay' };
  return stepAfter(answer.next, paths.thanks(answer.donation.id, answer.receipt_token), origin);
}
