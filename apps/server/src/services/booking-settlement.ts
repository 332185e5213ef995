import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { bookingExtraPayments, eventRegistrations } from '../db/schema-events';
import type { AppDeps } from '../deps';
import type { AttemptState } from './booking-attempts';
import { tellBookingMoney } from './booking-news';
import {
  PaymentNotFound,
  PaymentOutcomeUnknown,
  type ProviderPayment,
  RefundRefused,
  toMinorUnits,
} from './payments';

/*
 * How a booking paid online settles, whoever learns the outcome first: the booker's own request, the
 * booker's return to the booking page, or a verified webhook. The events area and the webhook both
 * apply the provider's word here, so a booking moves once however the news arrives, and money the
 * provider took that the booking does not need is given back (booking-attempts.ts says why it can
 * happen at all).
 */

type RegistrationRow = typeof eventRegistrations.$inferSelect;
type ExtraPayment = typeof bookingExtraPayments.$inferSelect;

/** What a refused booking payment records when the provider gives no reason. */
export const BOOKING_PAYMENT_FAILED = 'Payment failed';

/**
 * The booking's current attempt as the provider knows it, asked by its payment when known, else by
 * its key (the answer to its creation was lost). Throws PaymentOutcomeUnknown when no answer comes.
 */
export async function currentAttempt(
  deps: AppDeps,
  row: RegistrationRow,
): Promise<{ state: AttemptState; payment: ProviderPayment | null }> {
  if (!row.paymentKey) return { state: 'none', payment: null };
  try {
    const payment = row.providerReference
      ? await deps.payments.retrievePayment(row.providerReference)
      : await deps.payments.findPayment(row.paymentKey);
    return payment ? { state: payment.status, payment } : { state: 'unknown', payment: null };
  } catch (error) {
    if (error instanceof PaymentNotFound) return { state: 'unknown', payment: null };
    throw error;
  }
}

/** Whether the booking's own money is this payment: paid online, through it. */
function isTheBookingsPayment(row: RegistrationRow, payment: ProviderPayment) {
  return row.paidVia === 'online' && row.providerReference === payment.id;
}

/**
 * Applies what the provider says of a booking's payment, in one transaction holding its row. Money
 * wins: a succeeded payment makes a pending booking paid, whichever attempt it was; a success for a
 * booking already paid (another payment, or cash) is recorded as an extra payment and given back. A
 * refusal, and a payment's reference, are recorded only for the booking's current attempt, so a late
 * report of an older one never hides the attempt in flight.
 */
export async function applyBookingPayment(deps: AppDeps, id: number, payment: ProviderPayment) {
  let becamePaid = false;
  let extra: ExtraPayment | null = null;
  const settled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, id))
      .for('update');
    if (!row) throw new Error(`no booking ${id}`);
    const attemptKey = payment.metadata.idempotency_key;
    const current = !attemptKey || !row.paymentKey || attemptKey === row.paymentKey;
    if (payment.status === 'succeeded' && row.paymentStatus !== 'pending') {
      if (isTheBookingsPayment(row, payment) || !payment.id) return row;
      const [inserted] = await tx
        .insert(bookingExtraPayments)
        .values({
          registrationId: row.id,
          providerReference: payment.id,
          amount: payment.amountMinor / toMinorUnits(1, CENTRE_CURRENCY),
          createdAt: deps.now(),
        })
        .onConflictDoNothing({ target: bookingExtraPayments.providerReference })
        .returning();
      extra = inserted ?? null;
      return row;
    }
    // A paid, refunded or free booking keeps the payment it was settled with, whatever is reported later.
    if (row.paymentStatus !== 'pending') return row;
    const base = {
      providerReference: current ? payment.id || row.providerReference : row.providerReference,
      method: current ? (payment.method ?? row.method) : row.method,
    };
    let next: Partial<RegistrationRow> | null = null;
    if (payment.status === 'succeeded')
      next = {
        providerReference: payment.id || row.providerReference,
        method: payment.method ?? row.method,
        paymentStatus: 'paid',
        paidVia: 'online',
        paidAt: deps.now(),
        paymentFailure: null,
      };
    else if (payment.status === 'failed' && current)
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
  if (extra) {
    deps.log(`booking ${id}: a second payment ${payment.id} was taken; giving it back`, { level: 'warn' });
    await refundExtraPayment(deps, extra);
  }
  return settled;
}

/**
 * Gives back one extra payment, under a key of its own (a repeat is the same refund). No answer
 * leaves it to the next sweep or the booking's refund; a refusal means it was given back already.
 * Answers whether it is given back now.
 */
export async function refundExtraPayment(deps: AppDeps, extra: ExtraPayment): Promise<boolean> {
  try {
    await deps.payments.refundPayment(
      extra.providerReference,
      null,
      `booking-extra-${extra.providerReference}`,
    );
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknown) {
      deps.log(`booking ${extra.registrationId}: the extra payment's refund is not known yet`, {
        level: 'warn',
      });
      return false;
    }
    if (!(error instanceof RefundRefused)) throw error;
  }
  await deps.db
    .update(bookingExtraPayments)
    .set({ refundedAt: deps.now() })
    .where(and(eq(bookingExtraPayments.id, extra.id), isNull(bookingExtraPayments.refundedAt)));
  return true;
}

/** The extra payments of a booking not given back yet. */
export function unrefundedExtras(deps: AppDeps, registrationId: number) {
  return deps.db
    .select()
    .from(bookingExtraPayments)
    .where(
      and(eq(bookingExtraPayments.registrationId, registrationId), isNull(bookingExtraPayments.refundedAt)),
    );
}

/** How long an extra payment's refund may wait for its answer before the sweep tries it again. */
const EXTRA_RETRY_AFTER_MS = 60_000;

/**
 * The sweep's part for bookings: each extra payment whose refund had no answer is tried again.
 * One that fails is logged and left for the next pass; the others go on. Answers how many were given back.
 */
export async function refundPendingExtras(deps: AppDeps, limit = 20): Promise<number> {
  const due = await deps.db
    .select()
    .from(bookingExtraPayments)
    .where(
      and(
        isNull(bookingExtraPayments.refundedAt),
        lt(bookingExtraPayments.createdAt, new Date(deps.now().getTime() - EXTRA_RETRY_AFTER_MS)),
      ),
    )
    .limit(limit);
  let done = 0;
  for (const extra of due) {
    try {
      if (await refundExtraPayment(deps, extra)) done += 1;
    } catch (error) {
      deps.log(
        `booking ${extra.registrationId}: the extra payment could not be given back: ${String(error)}`,
        {
          level: 'error',
        },
      );
    }
  }
  return done;
}
