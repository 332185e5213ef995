import { eq } from 'drizzle-orm';
import { eventRegistrations } from '../db/schema-events';
import type { AppDeps } from '../deps';
import { tellBookingMoney } from './booking-news';
import type { ProviderPayment } from './payments';

/*
 * How a booking paid online settles, whoever learns the outcome first: the booker's own request, the
 * booker's return to the booking page, or a verified webhook. The events area and the webhook both
 * apply the provider's word here, so a booking moves once however the news arrives.
 */

type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** What a refused booking payment records when the provider gives no reason. */
export const BOOKING_PAYMENT_FAILED = 'Payment failed';

/**
 * Applies what the provider says of a booking's payment, in one transaction holding its row. Money
 * wins: a succeeded payment makes a pending booking paid; a refusal is only remembered (the booking
 * stays pending); anything else records the provider's payment so it is found again.
 */
export async function applyBookingPayment(deps: AppDeps, id: number, payment: ProviderPayment) {
  let becamePaid = false;
  const settled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, id))
      .for('update');
    if (!row) throw new Error(`no booking ${id}`);
    const base = {
      providerReference: payment.id || row.providerReference,
      method: payment.method ?? row.method,
    };
    let next: Partial<RegistrationRow> | null = null;
    if (payment.status === 'succeeded' && row.paymentStatus === 'pending')
      next = { ...base, paymentStatus: 'paid', paidVia: 'online', paidAt: deps.now(), paymentFailure: null };
    else if (payment.status === 'failed' && row.paymentStatus === 'pending')
      next = { ...base, paymentFailure: payment.failure?.message ?? BOOKING_PAYMENT_FAILED };
    else if (base.providerReference !== row.providerReference || base.method !== row.method) next = base;
    if (!next) return row;
    const [updated] = await tx
      .update(eventRegistrations)
      .set(next)
      .where(eq(eventRegistrations.id, id))
      .returning();
    becamePaid = next.paymentStatus === 'paid';
    return updated ?? row;
  });
  // Only the call that moved the booking to paid tells the booker, after the move is saved: however
  // many ways the news arrives, one mail.
  if (becamePaid) await tellBookingMoney(deps, settled, 'booking_paid');
  return settled;
}
