import { idempotencyKeySchema } from '@minbar/domain/donations/payment';
import { BOOKING_PAYMENT_STATUSES } from '@minbar/domain/events/booking-payment';
import { EVENT_STATUSES, normaliseEventTime } from '@minbar/domain/events/event-form';
import * as v from 'valibot';

/*
 * The booker's own calls, with the booking page's token: the booking as its page shows it, paying it
 * online and its calendar file. A module apart from the events contract (events.ts), so the events
 * list and the booking form never load what only a booking's page reads.
 */

const bookingTokenSchema = v.pipe(
  v.string('booking.token_invalid'),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'booking.token_invalid'),
);

/** POST /events/{event_id}/registrations/{id}/payment: the booking page pays online (public, with its token). */
export const bookingPaymentRequestSchema = v.object({
  token: bookingTokenSchema,
  /** The test provider's card or `blik:<code>`; absent when the browser confirms (Stripe's Payment Element). */
  payment_method: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('donation.payment_method_invalid'),
      v.maxLength(255, 'donation.payment_method_invalid'),
    ),
  ),
  idempotency_key: idempotencyKeySchema,
});
export type BookingPaymentRequest = v.InferInput<typeof bookingPaymentRequestSchema>;

/** GET /events/{event_id}/registrations/{id}/status?token=. */
export const bookingStatusQuerySchema = v.object({ token: bookingTokenSchema });

/**
 * GET /events/{event_id}/registrations/{id}/calendar.ics?token=&language=: the booking's event as the
 * calendar file its mails attach, in `language` (the booking's own language when left out).
 */
export const bookingCalendarQuerySchema = v.object({
  token: bookingTokenSchema,
  language: v.optional(v.picklist(['en', 'ar', 'pl'])),
});

/** Who a booking is for: a personal booking is one adult. */
export const bookingPartySchema = v.object({
  adults: v.number(),
  children_above_3: v.number(),
  children_below_3: v.number(),
});
export type BookingParty = v.InferOutput<typeof bookingPartySchema>;

/** Why a booking cannot be paid online now (packages/domain's onlinePaymentBar). */
export const ONLINE_PAYMENT_BARS = ['event_canceled', 'event_over', 'nothing_to_pay'] as const;

/**
 * A booking as its booker's page shows it: the event in the request's language (name, day, time,
 * place; whether it was cancelled, and whether its day, time or place was ever moved), the party, the
 * price and the payment, what stops paying it online (null: it can be), and the mosque's bank account
 * for a transfer. Another server may leave the newer fields out: the page then shows what it has.
 */
export const bookingStatusSchema = v.object({
  id: v.number(),
  event_id: v.number(),
  event_name: v.string(),
  event_date: v.nullish(v.string(), null),
  event_time: v.pipe(
    v.nullish(v.string(), null),
    v.transform((time) => (time === null ? null : normaliseEventTime(time))),
  ),
  event_place: v.nullish(v.string(), ''),
  event_status: v.optional(v.picklist(EVENT_STATUSES), 'active'),
  event_moved: v.optional(v.boolean(), false),
  party: v.nullish(bookingPartySchema, null),
  price: v.number(),
  currency: v.string(),
  payment_status: v.picklist(BOOKING_PAYMENT_STATUSES),
  paid_via: v.nullish(v.string(), null),
  method: v.nullish(v.string(), null),
  payment_failure: v.nullish(v.string(), null),
  email: v.string(),
  online_payment_bar: v.nullish(v.picklist(ONLINE_PAYMENT_BARS), null),
  bank_account: v.nullish(v.string(), null),
});
export type BookingStatus = v.InferOutput<typeof bookingStatusSchema>;

/** The answer to paying a booking online: its status, and what the browser does next (as for gifts). */
export const bookingPaymentAnswerSchema = v.object({
  ...bookingStatusSchema.entries,
  next: v.object({
    client_secret: v.nullish(v.string(), null),
    redirect_url: v.nullish(v.string(), null),
  }),
});
export type BookingPaymentAnswer = v.InferOutput<typeof bookingPaymentAnswerSchema>;
