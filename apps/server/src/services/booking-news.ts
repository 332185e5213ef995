import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { eq } from 'drizzle-orm';
import { type eventRegistrations, events } from '../db/schema-events';
import type { AppDeps } from '../deps';
import { mailAmount } from '../mail/texts';
import { mailLanguageOf, queueMail } from './mail';

type RegistrationRow = typeof eventRegistrations.$inferSelect;

/**
 * The name of an event's calendar file, sent with every mail about the event (its bookings'
 * confirmations, its changes, its cancellation), which also finds those mails in the outbox.
 */
export function eventCalendarFileName(eventId: number): string {
  return `event-${eventId}.ics`;
}

const EVENT_NAME = { en: events.eventNameEn, ar: events.eventNameAr, pl: events.eventNamePl } as const;

/**
 * A booking's money news for the booker, in the language they booked in: the payment received
 * (online, or marked by staff at the door or from a transfer) and the refund, each sent by whoever
 * made the one move of the booking's payment, after it is saved. A payment taken online while the
 * built-in test provider takes the payments says that no money was taken (or given back); one marked
 * by staff is real money whatever the provider.
 */
export async function tellBookingMoney(
  deps: AppDeps,
  booking: RegistrationRow,
  news: 'booking_paid' | 'booking_refunded',
): Promise<void> {
  const language = mailLanguageOf(booking.language);
  const [event] = await deps.db
    .select({ name: EVENT_NAME[language] })
    .from(events)
    .where(eq(events.id, booking.eventId));
  if (!event) return;
  const facts = {
    name: booking.name,
    bookingId: booking.id,
    event: event.name,
    amount: mailAmount(booking.price, CENTRE_CURRENCY, language),
    testPayment: booking.paidVia === 'online' && deps.payments.name === 'test',
  };
  await queueMail(
    deps,
    booking.email,
    news === 'booking_paid'
      ? { kind: 'booking_paid', data: facts }
      : { kind: 'booking_refunded', data: { ...facts, reason: booking.refundReason ?? '' } },
    language,
  );
}
