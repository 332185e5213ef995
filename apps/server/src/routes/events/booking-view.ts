import type { BookingStatus } from '@minbar/api/schemas/booking-page';
import { onlinePaymentBar } from '@minbar/domain/events/booking-payment';
import { idTextSchema } from '@minbar/domain/input/numbers';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { eventRegistrations, events } from '../../db/schema-events';
import { mosqueIdentity } from '../../db/schema-settings';
import type { AppDeps } from '../../deps';
import { Problem } from '../../http/problems';
import { pageTokenMatches } from '../../services/page-tokens';

/*
 * A booking as its booker sees it through the booking page's token: the page's status answer, the
 * online payment's answers and the calendar file all find the booking the same way, and a wrong token
 * is a booking that does not exist (404), never a hint that the number is taken.
 */

type RegistrationRow = typeof eventRegistrations.$inferSelect;
type EventRow = typeof events.$inferSelect;
export type Language = 'en' | 'ar' | 'pl';

export const BOOKING_NOT_FOUND = 'Booking not found';

export const bookingParamSchema = v.object({ event_id: idTextSchema, id: idTextSchema });

/** The booking the address names, if its token is the booking page's; 404 otherwise. */
export async function bookingOf(
  deps: AppDeps,
  eventId: number,
  id: number,
  token: string,
): Promise<RegistrationRow> {
  const [row] = await deps.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId)));
  if (!row || !pageTokenMatches(row.viewToken, token)) throw new Problem(404, BOOKING_NOT_FOUND);
  return row;
}

export async function eventOf(deps: AppDeps, eventId: number): Promise<EventRow> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
  // A booking goes with its event (on delete cascade): a booking found has one.
  if (!event) throw new Problem(404, BOOKING_NOT_FOUND);
  return event;
}

const NAME = { en: 'eventNameEn', ar: 'eventNameAr', pl: 'eventNamePl' } as const;
const PLACE = { en: 'addressEn', ar: 'addressAr', pl: 'addressPl' } as const;

/** What stops paying this booking online today (null: it can be paid online). */
export function bookingPaymentBar(deps: AppDeps, row: RegistrationRow, event: EventRow) {
  return onlinePaymentBar({
    paymentStatus: row.paymentStatus,
    eventStatus: event.status,
    eventDate: event.date,
    today: mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE),
  });
}

/**
 * The booking as its page shows it, the event in `language` (falling back to English where a text is
 * missing). `event_moved`: the event's calendar entry was moved since it was published (its SEQUENCE
 * was raised and it is not cancelled), so the page says the day, time or place shown are the new ones.
 */
export async function bookingView(
  deps: AppDeps,
  row: RegistrationRow,
  language: Language,
): Promise<BookingStatus> {
  const event = await eventOf(deps, row.eventId);
  // The account as stored (no spaces): the page groups it for reading.
  const [identity] = await deps.db
    .select({ bankAccount: mosqueIdentity.bankAccount })
    .from(mosqueIdentity)
    .limit(1);
  return {
    id: row.id,
    event_id: row.eventId,
    event_name: event[NAME[language]] || event.eventNameEn,
    event_date: event.date,
    event_time: event.time,
    event_place: event[PLACE[language]] || event.addressEn,
    event_status: event.status === 'canceled' ? 'canceled' : 'active',
    event_moved: event.status !== 'canceled' && event.calendarSequence > 0,
    party: {
      adults: row.numAdults,
      children_above_3: row.numChildrenAbove3,
      children_below_3: row.numChildrenBelow3,
    },
    price: row.price,
    currency: CENTRE_CURRENCY,
    payment_status: row.paymentStatus as BookingStatus['payment_status'],
    paid_via: row.paidVia,
    method: row.method,
    payment_failure: row.paymentFailure,
    email: row.email,
    online_payment_bar: bookingPaymentBar(deps, row, event),
    bank_account: identity?.bankAccount || null,
  };
}
