import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { MailAttachment } from '../../db/schema';
import { eventRegistrations, type events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import type { EventFacts } from '../../mail/kinds';
import { type MailLanguage, mailAmount } from '../../mail/texts';
import { mailLanguageOf, queueMail } from '../../services/mail';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/*
 * An event has a start and no end: the calendar entry blocks two hours, the usual length of a talk or
 * a gathering, so it shows as a block a family can plan around rather than as a point in time.
 */
const EVENT_LENGTH_MS = 2 * 60 * 60 * 1000;

const NAME = { en: 'eventNameEn', ar: 'eventNameAr', pl: 'eventNamePl' } as const;
const PLACE = { en: 'addressEn', ar: 'addressAr', pl: 'addressPl' } as const;

function eventFacts(event: EventRow, language: MailLanguage): EventFacts {
  return { name: event[NAME[language]], date: event.date, time: event.time, place: event[PLACE[language]] };
}

/** What changes an event's calendar entry; a new price or text alone is not worth a mail. */
export function whenOrWhereChanged(before: EventRow, after: EventRow): boolean {
  return (
    before.date !== after.date ||
    before.time !== after.time ||
    before.addressEn !== after.addressEn ||
    before.addressAr !== after.addressAr ||
    before.addressPl !== after.addressPl
  );
}

/**
 * The event as an iCalendar (RFC 5545) file, at the mosque's wall-clock time turned into an instant
 * in its zone, so a phone in any zone shows it right; its UID stays the same for the event, so a
 * calendar that already holds it updates it rather than adding a second one.
 */
export function eventCalendarFile(
  event: EventRow,
  language: MailLanguage,
  timeZone: string,
  now: Date,
): MailAttachment {
  const facts = eventFacts(event, language);
  const start = new Date(zonedInstant(event.date, event.time, timeZone));
  const calendar = ical({
    prodId: { company: 'Minbar', product: 'events', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `event-${event.id}@minbar`,
    start,
    end: new Date(start.getTime() + EVENT_LENGTH_MS),
    stamp: now,
    summary: facts.name,
    location: facts.place,
  });
  return {
    filename: `event-${event.id}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: calendar.toString(),
  };
}

/** The booking's confirmation, in the language it was made in, with the event for the calendar. */
export async function sendBookingConfirmation(deps: AppDeps, event: EventRow, booking: RegistrationRow) {
  const language = mailLanguageOf(booking.language);
  await queueMail(
    deps,
    booking.email,
    {
      kind: 'booking_confirmation',
      data: {
        name: booking.name,
        bookingId: booking.id,
        event: eventFacts(event, language),
        people: {
          adults: booking.numAdults,
          childrenAbove3: booking.numChildrenAbove3,
          childrenBelow3: booking.numChildrenBelow3,
        },
        price: booking.price > 0 ? mailAmount(booking.price, CENTRE_CURRENCY, language) : null,
        // The booking's own page, where a priced booking is paid online and its status is seen.
        bookingLink:
          deps.publicUrl && booking.viewToken
            ? `${deps.publicUrl}/events/${event.id}/bookings/${booking.id}?token=${booking.viewToken}`
            : '',
      },
    },
    language,
    [eventCalendarFile(event, language, deps.timeZone ?? DEFAULT_TIME_ZONE, deps.now())],
  );
}

/**
 * Tells every registrant of an event that it moved or was cancelled: one mail per booking, in the
 * language each booked in. Sent after the change is saved; a mail that cannot be queued is logged.
 */
export async function tellRegistrants(deps: AppDeps, event: EventRow, change: 'changed' | 'cancelled') {
  const bookings = await deps.db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, event.id));
  for (const booking of bookings) {
    const language = mailLanguageOf(booking.language);
    const facts = eventFacts(event, language);
    if (change === 'cancelled') {
      await queueMail(
        deps,
        booking.email,
        {
          kind: 'event_cancelled',
          data: {
            name: booking.name,
            event: facts.name,
            date: event.date,
            paid: booking.paymentStatus === 'paid',
          },
        },
        language,
      );
    } else {
      await queueMail(
        deps,
        booking.email,
        { kind: 'event_changed', data: { name: booking.name, event: facts } },
        language,
        [eventCalendarFile(event, language, deps.timeZone ?? DEFAULT_TIME_ZONE, deps.now())],
      );
    }
  }
}
