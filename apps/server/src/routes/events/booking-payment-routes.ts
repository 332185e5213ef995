import { bookingPaymentRequestSchema, bookingStatusQuerySchema } from '@minbar/api/schemas/booking-page';
import { REGISTRATION_REFUSAL } from '@minbar/api/schemas/events';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { eventRegistrations } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requestLanguage } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { payAgainStep } from '../../services/booking-attempts';
import {
  applyBookingPayment,
  BOOKING_PAYMENT_FAILED,
  currentAttempt,
} from '../../services/booking-settlement';
import { PaymentOutcomeUnknown, type ProviderPayment, toMinorUnits } from '../../services/payments';
import {
  BOOKING_NOT_FOUND,
  bookingOf,
  bookingParamSchema,
  bookingPaymentBar,
  bookingView,
  eventOf,
} from './booking-view';

/*
 * A booking paid online, through the same payment provider as gifts (docs/decisions/0024): the
 * booker asks with the booking page's token, the provider is called outside any transaction under
 * the attempt's idempotency key, and whoever learns the outcome first (the answer, the webhook, the
 * booker's return to the booking page) moves the booking, once:
 *
 *   pending ──(the provider: succeeded)──▶ paid (paid_via 'online', the method kept)
 *
 * A refused or abandoned payment leaves the booking pending: it can be paid again online or at the
 * door. A booking has one attempt in flight at most (services/booking-attempts.ts). Staff's marks
 * (cash, transfer) and refunds are in registration-routes.
 */

const r = eventRegistrations;
type RegistrationRow = typeof r.$inferSelect;

export const BOOKING_PAYMENT_DETAIL = {
  notFound: BOOKING_NOT_FOUND,
  nothingToPay: 'This booking has nothing left to pay',
  eventOver: 'This event is over: nothing is taken for it online',
  paymentFailed: BOOKING_PAYMENT_FAILED,
  outcomeUnknown:
    'The payment service did not answer, so whether this payment went through is not known yet. Try again: the same payment is never taken twice.',
  busy: 'Another payment for this booking is being started: try again in a moment',
} as const;

/** Asks the provider about a booking's online payment that is not settled, and applies the answer. */
async function settleBooking(deps: AppDeps, row: RegistrationRow): Promise<RegistrationRow> {
  if (row.paymentStatus !== 'pending') return row;
  const { payment } = await currentAttempt(deps, row);
  return payment ? applyBookingPayment(deps, row.id, payment) : row;
}

/** The request that creates (or, under a key the provider knows, finds again) an attempt's payment. */
function createBookingPayment(
  deps: AppDeps,
  row: RegistrationRow,
  key: string,
  paymentMethod: string | null,
): Promise<ProviderPayment> {
  return deps.payments.createPayment({
    amountMinor: toMinorUnits(row.price, CENTRE_CURRENCY),
    currency: CENTRE_CURRENCY,
    paymentMethod,
    idempotencyKey: key,
    description: `Event booking ${row.id}`,
    receiptEmail: row.email,
    metadata: { kind: 'booking', registration_id: String(row.id) },
  });
}

/**
 * The booker's payment (booking-attempts.ts): the same key is the same attempt; under a new key, the
 * attempt in flight is settled or resumed first, and a new one starts only when there is none or it
 * was refused. The new key is recorded before the provider is called, and only if no other request
 * started an attempt meanwhile (the update's condition), so two at once make one payment. Answers
 * the payment to show, or null when the booking was paid meanwhile.
 */
async function payBooking(
  deps: AppDeps,
  row: RegistrationRow,
  request: { idempotency_key: string; payment_method?: string | null },
): Promise<{ row: RegistrationRow; payment: ProviderPayment | null }> {
  const method = request.payment_method ?? null;
  for (let round = 0; round < 3; round += 1) {
    if (row.paymentStatus !== 'pending') return { row, payment: null };
    if (row.paymentKey === request.idempotency_key) {
      // The booker's retry of the same attempt: the provider's payment, never a second one.
      const { payment } = await currentAttempt(deps, row);
      return { row, payment: payment ?? (await createBookingPayment(deps, row, row.paymentKey, method)) };
    }
    const attemptKey = row.paymentKey;
    if (attemptKey) {
      const attempt = await currentAttempt(deps, row);
      if (attempt.payment) row = await applyBookingPayment(deps, row.id, attempt.payment);
      const step = payAgainStep(attempt.state);
      if (step === 'paid') return { row, payment: attempt.payment };
      if (step === 'resume')
        return {
          row,
          // Its creation's answer was lost: asked again under its own key, it is one payment at most.
          payment: attempt.payment ?? (await createBookingPayment(deps, row, attemptKey, method)),
        };
    }
    const [started] = await deps.db
      .update(r)
      .set({ paymentKey: request.idempotency_key, providerReference: null, paymentFailure: null })
      .where(
        and(
          eq(r.id, row.id),
          eq(r.paymentStatus, 'pending'),
          attemptKey === null ? isNull(r.paymentKey) : eq(r.paymentKey, attemptKey),
        ),
      )
      .returning();
    if (started)
      return {
        row: started,
        payment: await createBookingPayment(deps, started, request.idempotency_key, method),
      };
    // Another request started an attempt first: it is the one to settle or resume.
    [row] = (await deps.db.select().from(r).where(eq(r.id, row.id))) as [RegistrationRow];
  }
  throw new Problem(409, BOOKING_PAYMENT_DETAIL.busy);
}

/** The booker's calls (public, with the booking page's token): pay online, and the booking's status. */
export function bookingPaymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/events/:event_id/registrations/:id/payment',
      validate('param', bookingParamSchema),
      validate('json', bookingPaymentRequestSchema),
      async (c) => {
        // The gifts' limit: one budget of payments per address, whatever is paid for.
        await countAttempt([[deps.limits.paymentPerAddress, clientAddress(c, deps.trustProxy)]]);
        const { event_id: eventId, id } = c.req.valid('param');
        const request = c.req.valid('json');
        let row = await bookingOf(deps, eventId, id, request.token);
        // Nothing is charged for an event that was canceled or is over: refused before the provider,
        // by the rule the booking's page follows to offer paying online.
        const bar = bookingPaymentBar(deps, row, await eventOf(deps, eventId));
        if (bar === 'event_canceled') throw new Problem(409, REGISTRATION_REFUSAL.canceled);
        if (bar === 'event_over') throw new Problem(409, BOOKING_PAYMENT_DETAIL.eventOver);
        if (row.paymentStatus !== 'pending') {
          // Paid already (this attempt's retry, another tab's payment, cash at the door): the booker
          // is told it is paid and nothing is taken; refunded and free bookings have nothing to pay.
          if (row.paymentStatus === 'paid')
            return c.json({
              ...(await bookingView(deps, row, requestLanguage(c))),
              next: { client_secret: null, redirect_url: null },
            });
          throw new Problem(409, BOOKING_PAYMENT_DETAIL.nothingToPay);
        }
        let payment: ProviderPayment | null;
        try {
          ({ row, payment } = await payBooking(deps, row, request));
        } catch (error) {
          if (error instanceof PaymentOutcomeUnknown)
            throw new Problem(503, BOOKING_PAYMENT_DETAIL.outcomeUnknown);
          throw error;
        }
        // Paid meanwhile (another tab's payment, staff at the door): nothing more is taken.
        if (!payment) {
          if (row.paymentStatus !== 'paid') throw new Problem(409, BOOKING_PAYMENT_DETAIL.nothingToPay);
          return c.json({
            ...(await bookingView(deps, row, requestLanguage(c))),
            next: { client_secret: null, redirect_url: null },
          });
        }
        row = await applyBookingPayment(deps, row.id, payment);
        if (payment.status === 'failed')
          throw new Problem(402, payment.failure?.message ?? BOOKING_PAYMENT_DETAIL.paymentFailed);
        const awaiting = row.paymentStatus === 'pending' && payment.status === 'requires_action';
        return c.json(
          {
            ...(await bookingView(deps, row, requestLanguage(c))),
            next: {
              client_secret: awaiting ? payment.clientSecret : null,
              redirect_url: awaiting ? payment.redirectUrl : null,
            },
          },
          row.paymentStatus === 'paid' ? 200 : 202,
        );
      },
    )
    .get(
      '/events/:event_id/registrations/:id/status',
      validate('param', bookingParamSchema),
      validate('query', bookingStatusQuerySchema),
      async (c) => {
        const { event_id: eventId, id } = c.req.valid('param');
        let row = await bookingOf(deps, eventId, id, c.req.valid('query').token);
        try {
          row = await settleBooking(deps, row);
        } catch (error) {
          if (!(error instanceof PaymentOutcomeUnknown)) throw error;
        }
        return c.json(await bookingView(deps, row, requestLanguage(c)));
      },
    );
}
