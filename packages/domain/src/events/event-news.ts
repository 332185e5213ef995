import { bookingPrice, type EventPrices, type PricedBooking } from './pricing';

/*
 * What registrants are told when a booked event changes or is cancelled, as rules the server's mails
 * and the staff's screens share: which facts changed, what a new price means for a booking made
 * before it, and what happens to a booking's money when its event is cancelled.
 */

/** The facts of an event a registrant plans around, in one reader's language. */
export interface ScheduleFacts {
  date: string;
  time: string;
  place: string;
}

export const SCHEDULE_FACTS = ['date', 'time', 'place'] as const satisfies readonly (keyof ScheduleFacts)[];

/** The facts that changed, each with its value before; an unchanged fact is absent. */
export type ScheduleChanges = Partial<ScheduleFacts>;

export function scheduleChanges(before: ScheduleFacts, after: ScheduleFacts): ScheduleChanges {
  const changes: ScheduleChanges = {};
  for (const fact of SCHEDULE_FACTS) if (before[fact] !== after[fact]) changes[fact] = before[fact];
  return changes;
}

/**
 * Where a booking stands after its event's prices change. A booking keeps the price it was made at
 * (the server computed and stored it then): paid, it owes nothing more and gets nothing back; unpaid,
 * it still costs what it was booked for; booked while the event was free, it stays free.
 */
export type BookingPriceStanding = 'paid' | 'to_pay' | 'free';

export interface BookingPriceNews {
  /** What a booking like this one costs at the prices before, and at the new ones. */
  was: number;
  now: number;
  /** The booking's own price, which it keeps. */
  booked: number;
  standing: BookingPriceStanding;
}

export interface BookingHeld {
  booking: PricedBooking;
  price: number;
  /** pending, paid, refunded or free (booking-payment.ts). */
  paymentStatus: string;
}

/**
 * What a change of the event's prices means for one booking, or null when it means nothing: a
 * booking like this one costs the same at the new prices (only another age's price moved), or its
 * money was already given back.
 */
export function bookingPriceNews(
  held: BookingHeld,
  before: EventPrices,
  after: EventPrices,
): BookingPriceNews | null {
  if (held.paymentStatus === 'refunded') return null;
  const was = bookingPrice(held.booking, before);
  const now = bookingPrice(held.booking, after);
  if (Math.round(was * 100) === Math.round(now * 100)) return null;
  const standing: BookingPriceStanding =
    held.paymentStatus === 'paid' ? 'paid' : held.paymentStatus === 'free' ? 'free' : 'to_pay';
  return { was, now, booked: held.price, standing };
}

/**
 * What happens to a booking's money when its event is cancelled, by what was paid and how: nothing
 * was paid (or nothing was due); paid online, given back by an administrator's refund through the
 * payment provider to the card or account it came from; paid in cash at the centre or by transfer,
 * given back the same way by staff; or already given back.
 */
export const CANCELLATION_MONEY = [
  'nothing_paid',
  'free',
  'refund_online',
  'refund_cash',
  'refund_transfer',
  'refund_other',
  'refunded',
] as const;
export type CancellationMoney = (typeof CANCELLATION_MONEY)[number];

export function moneyOnCancellation(paymentStatus: string, paidVia: string | null): CancellationMoney {
  if (paymentStatus === 'refunded') return 'refunded';
  if (paymentStatus === 'free') return 'free';
  if (paymentStatus !== 'paid') return 'nothing_paid';
  if (paidVia === 'online') return 'refund_online';
  if (paidVia === 'cash') return 'refund_cash';
  if (paidVia === 'transfer') return 'refund_transfer';
  return 'refund_other';
}

/** A paid booking of a cancelled event holds money the centre must give back: a refund to make. */
export function refundDue(eventStatus: string, paymentStatus: string): boolean {
  return eventStatus === 'canceled' && paymentStatus === 'paid';
}
