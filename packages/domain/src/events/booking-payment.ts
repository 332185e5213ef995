import * as v from 'valibot';
import { boundedText } from '../input/text';

/*
 * A booking's payment, as staff keep it (docs/decisions/0024 for how online payments would join):
 *
 *   free (the event costs nothing: nothing to collect)
 *   pending ──(staff: paid in cash or by transfer)──▶ paid ──(admin: money given back)──▶ refunded
 *
 * Only an unpaid booking is marked paid, only a paid one is refunded, so a double click or a second
 * staff member changes nothing twice.
 */

export const BOOKING_PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'free'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** How staff took a booking's money: at the door in cash, or by bank transfer. */
export const BOOKING_PAID_VIA = ['cash', 'transfer'] as const;
export type BookingPaidVia = (typeof BOOKING_PAID_VIA)[number];

export const BOOKING_PAYMENT_ISSUE = {
  paidViaInvalid: 'booking.paid_via_invalid',
  reasonRequired: 'booking.refund_reason_required',
  notUnpaid: 'booking.not_unpaid',
  notPaid: 'booking.not_paid',
} as const;

export const BOOKING_REFUND_REASON_MAX_LENGTH = 500;

/** POST …/registrations/{id}/mark-paid: how the money came. */
export const markPaidSchema = v.object({
  via: v.picklist(BOOKING_PAID_VIA, BOOKING_PAYMENT_ISSUE.paidViaInvalid),
});

/** POST …/registrations/{id}/refund: why the money is given back. */
export const bookingRefundSchema = v.object({
  reason: v.pipe(
    boundedText(BOOKING_REFUND_REASON_MAX_LENGTH),
    v.trim(),
    v.nonEmpty(BOOKING_PAYMENT_ISSUE.reasonRequired),
  ),
});

/** A new booking's payment: nothing to collect when the event is free. */
export function initialPaymentStatus(price: number): BookingPaymentStatus {
  return price > 0 ? 'pending' : 'free';
}

/** The status a staff action leads to, or the issue that refuses it. */
export function nextBookingPayment(
  current: string,
  action: 'mark-paid' | 'refund',
): { ok: true; status: BookingPaymentStatus } | { ok: false; issue: string } {
  if (action === 'mark-paid')
    return current === 'pending'
      ? { ok: true, status: 'paid' }
      : { ok: false, issue: BOOKING_PAYMENT_ISSUE.notUnpaid };
  return current === 'paid'
    ? { ok: true, status: 'refunded' }
    : { ok: false, issue: BOOKING_PAYMENT_ISSUE.notPaid };
}

/**
 * Why a booking cannot be paid online now, or null when it can: its event was cancelled or is over
 * (nothing is taken for either), or the booking has nothing left to pay (paid, refunded or free).
 * The server refuses a payment by it and the booking's page offers the online way only when it is null.
 */
export type OnlinePaymentBar = 'event_canceled' | 'event_over' | 'nothing_to_pay';

export function onlinePaymentBar(booking: {
  paymentStatus: string;
  eventStatus: string;
  /** The event's day and the mosque's today, both yyyy-MM-dd. */
  eventDate: string;
  today: string;
}): OnlinePaymentBar | null {
  if (booking.eventStatus === 'canceled') return 'event_canceled';
  if (booking.eventDate < booking.today) return 'event_over';
  if (booking.paymentStatus !== 'pending') return 'nothing_to_pay';
  return null;
}
