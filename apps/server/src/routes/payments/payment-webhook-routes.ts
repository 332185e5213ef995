import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { donations, paymentEvents } from '../../db/schema-donations';
import { eventRegistrations } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { Problem } from '../../http/problems';
import { applyBookingPayment } from '../../services/booking-settlement';
import {
  applyProviderPayment,
  applyRefunded,
  donationOfPayment,
  markDisputed,
  settleFromProvider,
} from '../../services/donation-settlement';
import { loadStripe, PaymentOutcomeUnknown, paymentOfIntent } from '../../services/payments';

export const WEBHOOK_DETAIL = {
  badSignature: 'The webhook signature is missing, wrong, too old or ahead of the server’s clock',
  notConfigured: 'Not Found',
  retryLater: 'The payment service did not answer; deliver this event again later',
} as const;

/** Events that move a gift; any other event is acknowledged and ignored. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
]);

function paymentIntentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** How far a signature's time may be from the server's clock, either way: Stripe's own tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The time a Stripe-Signature header was signed at: its `t`, the last one as the SDK reads it. */
function signedAtOf(header: string): number | null {
  const times = header
    .split(',')
    .map((part) => /^t=(\d+)$/.exec(part.trim())?.[1])
    .filter((value) => value !== undefined);
  const last = times.at(-1);
  return last === undefined ? null : Number(last);
}

/**
 * The verified event, or null for a missing, wrong, stale or early signature. Stripe's check refuses a
 * signature too old by the clock it is given (the server's, so tests move it); one signed ahead of it
 * is refused here, so a header made in advance cannot be kept and replayed later.
 */
async function verifiedEvent(
  raw: string,
  header: string,
  secret: string,
  now: Date,
): Promise<Stripe.Event | null> {
  const Sdk = await loadStripe();
  let event: Stripe.Event;
  try {
    event = Sdk.webhooks.constructEvent(
      raw,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch {
    return null;
  }
  const signedAt = signedAtOf(header);
  if (signedAt === null || signedAt - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) return null;
  return event;
}

async function donationByReference(deps: AppDeps, reference: string) {
  const [row] = await deps.db.select().from(donations).where(eq(donations.providerReference, reference));
  return row ?? null;
}

/**
 * Applies one verified event. Every move it makes is guarded by the gift's state (donation-settlement),
 * so a repeated delivery or one that arrives out of order changes nothing twice.
 */
async function applyEvent(deps: AppDeps, event: Stripe.Event) {
  if (INTENT_EVENTS.has(event.type)) {
    const payment = paymentOfIntent(event.data.object as Stripe.PaymentIntent);
    // An event booking paid online: the same lifecycle, its own record.
    if (payment.metadata.kind === 'booking') {
      const id = Number(payment.metadata.registration_id);
      const [booking] = Number.isInteger(id)
        ? await deps.db
            .select({ id: eventRegistrations.id })
            .from(eventRegistrations)
            .where(eq(eventRegistrations.id, id))
        : [];
      if (booking) await applyBookingPayment(deps, booking.id, payment);
      return;
    }
    const row = await donationOfPayment(deps, payment);
    if (row) await applyProviderPayment(deps, row.id, { ...payment, amountRefundedMinor: 0 });
    return;
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const reference = paymentIntentIdOf(charge.payment_intent);
    let row = reference ? await donationByReference(deps, reference) : null;
    if (!row) return;
    // A refund reported before the success it follows: the payment is settled first, from the provider.
    if (['pending', 'processing', 'failed'].includes(row.status))
      row = (await settleFromProvider(deps, row))?.row ?? row;
    await applyRefunded(deps, row.id, {
      id: reference ?? '',
      status: 'succeeded',
      failure: null,
      amountMinor: charge.amount,
      amountRefundedMinor: charge.amount_refunded,
      metadata: {},
      method: null,
      clientSecret: null,
      redirectUrl: null,
    });
    return;
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    const reference = paymentIntentIdOf(dispute.payment_intent);
    const row = reference ? await donationByReference(deps, reference) : null;
    if (row) await markDisputed(deps, row.id);
  }
}

/**
 * Stripe's webhook, POST /api/payments/stripe/webhook (public, proven by its signature): the raw
 * body is verified with the signing secret before anything is read from it (400 for a missing,
 * wrong, stale or early signature, nothing written), and each event id is handled once.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/payments/stripe/webhook', async (c) => {
    const secret = deps.paymentWebhookSecret;
    if (!secret) throw new Problem(404, WEBHOOK_DETAIL.notConfigured);
    const raw = await c.req.text();
    const event = await verifiedEvent(raw, c.req.header('stripe-signature') ?? '', secret, deps.now());
    if (!event) throw new Problem(400, WEBHOOK_DETAIL.badSignature);
    const [seen] = await deps.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(inArray(paymentEvents.eventId, [event.id]));
    if (seen) return c.json({ received: true, duplicate: true });
    try {
      await applyEvent(deps, event);
    } catch (error) {
      // Not recorded: Stripe delivers the event again, and the moves it makes are idempotent.
      if (error instanceof PaymentOutcomeUnknown) throw new Problem(503, WEBHOOK_DETAIL.retryLater);
      throw error;
    }
    await deps.db
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: deps.now() })
      .onConflictDoNothing();
    return c.json({ received: true });
  });
}
