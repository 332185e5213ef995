import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_PAYMENT_ISSUE,
  bookingRefundSchema,
  initialPaymentStatus,
  markPaidSchema,
  nextBookingPayment,
  onlinePaymentBar,
} from './booking-payment';

describe("a booking's payment", () => {
  it.each<[number, string]>([
    [0, 'free'],
    [0.01, 'pending'],
    [240, 'pending'],
  ])('a booking of %s zł starts %s', (price, status) => {
    expect(initialPaymentStatus(price)).toBe(status);
  });

  it.each<[string, 'mark-paid' | 'refund', string]>([
    ['pending', 'mark-paid', 'paid'],
    ['paid', 'mark-paid', BOOKING_PAYMENT_ISSUE.notUnpaid],
    ['free', 'mark-paid', BOOKING_PAYMENT_ISSUE.notUnpaid],
    ['refunded', 'mark-paid', BOOKING_PAYMENT_ISSUE.notUnpaid],
    ['paid', 'refund', 'refunded'],
    ['pending', 'refund', BOOKING_PAYMENT_ISSUE.notPaid],
    ['free', 'refund', BOOKING_PAYMENT_ISSUE.notPaid],
    ['refunded', 'refund', BOOKING_PAYMENT_ISSUE.notPaid],
  ])('%s, %s: %s', (current, action, expected) => {
    const next = nextBookingPayment(current, action);
    expect(next.ok ? next.status : next.issue).toBe(expected);
  });

  it('takes cash or a transfer, and a refund with a reason', () => {
    expect(v.parse(markPaidSchema, { via: 'cash' })).toEqual({ via: 'cash' });
    expect(v.safeParse(markPaidSchema, { via: 'card' }).issues?.[0]?.message).toBe(
      BOOKING_PAYMENT_ISSUE.paidViaInvalid,
    );
    expect(v.safeParse(bookingRefundSchema, { reason: '  ' }).issues?.[0]?.message).toBe(
      BOOKING_PAYMENT_ISSUE.reasonRequired,
    );
    expect(v.parse(bookingRefundSchema, { reason: ' Event moved ' })).toEqual({ reason: 'Event moved' });
  });
});

describe('paying a booking online', () => {
  const today = '2026-12-01';
  it.each<[string, string, string, string | null]>([
    ['pending', 'active', '2026-12-12', null],
    ['pending', 'active', today, null],
    ['pending', 'active', '2026-11-30', 'event_over'],
    ['pending', 'canceled', '2026-12-12', 'event_canceled'],
    ['paid', 'canceled', '2026-12-12', 'event_canceled'],
    ['paid', 'active', '2026-12-12', 'nothing_to_pay'],
    ['refunded', 'active', '2026-12-12', 'nothing_to_pay'],
    ['free', 'active', '2026-12-12', 'nothing_to_pay'],
  ])('%s, event %s on %s: %s', (paymentStatus, eventStatus, eventDate, bar) => {
    expect(onlinePaymentBar({ paymentStatus, eventStatus, eventDate, today })).toBe(bar);
  });
});
