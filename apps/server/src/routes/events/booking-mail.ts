import {
  bookingPriceNews,
  moneyOnCancellation,
  type ScheduleFacts,
  scheduleChanges,
} from '@minbar/domain/events/event-news';
import type { PricedBooking } from '@minbar/domain/events/pricing';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Database } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import { eventRegistrations, type events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import type { EventFacts } from '../../mail/kinds';
import { MAIL_LANGUAGES, type MailLanguage, mailAmount } from '../../mail/texts';
import { eventCalendarFileName } from '../../services/booking-news';
import { type MailToQueue, mailLanguageOf, queueMail } from '../../services/mail';
import { pricesOf } from './event-store';

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

type ScheduleColumns = Pick<EventRow, 'date' | 'time' | 'addressEn' | 'addressAr' | 'addressPl'>;

const scheduleIn = (event: ScheduleColumns, language: MailLanguage): ScheduleFacts => ({
  date: event.date,
  time: event.time,
  place: event[PLACE[language]],
});

/** A new date, time or place in any language: what the event's calendar entry shows. */
export function calendarEntryMoved(before: ScheduleColumns, after: ScheduleColumns): boolean {
  return MAIL_LANGUAGES.some(
    (language) =>
      Object.keys(scheduleChanges(scheduleIn(before, language), scheduleIn(after, language))).length > 0,
  );
}

const pricesDiffer = (before: EventRow, after: EventRow) =>
  JSON.stringify(pricesOf(before)) !== JSON.stringify(pricesOf(after));

/**
 * Whether an edit is worth telling the registrants: a new date, time or place, or new prices (each
 * booking hears of them only when a booking like it would now cost differently). A new description,
 * name or photo alone is not.
 */
export function worthTelling(before: EventRow, after: EventRow): boolean {
  return calendarEntryMoved(before, after) || pricesDiffer(before, after);
}

/**
 * The event as an iCalendar (RFC 5545) file, at the mosque's wall-clock time turned into an instant
 * in its zone, so a phone in any zone shows it right. Its UID stays the same for the event and its
 * SEQUENCE is the event's, raised with each move and the cancellation, so a calendar that already
 * holds the entry replaces it with this newer version (or marks it cancelled) rather than keeping the
 * old one or adding a second. METHOD:PUBLISH: the centre publishes the event, nobody is invited (a
 * REQUEST would need an organizer and attendees).
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
    sequence: event.calendarSequence,
    status: event.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start,
    end: new Date(start.getTime() + EVENT_LENGTH_MS),
    stamp: now,
    summary: facts.name,
    location: facts.place,
  });
  return {
    filename: eventCalendarFileName(event.id),
    contentType: 'text/calendar; charset=utf-8',
    content: calendar.toString(),
  };
}

/** The booking's own page, where a priced booking is paid online and its status is seen; '' without one. */
function bookingLinkOf(deps: AppDeps, booking: RegistrationRow): string {
  return deps.publicUrl && booking.viewToken
    ? `${deps.publicUrl}/events/${booking.eventId}/bookings/${booking.id}?token=${booking.viewToken}`
    : '';
}

/** The booking in the terms of the pricing rule. */
function pricedBookingOf(booking: RegistrationRow): PricedBooking {
  return booking.type === 'family'
    ? {
        type: 'family',
        num_adults: booking.numAdults,
        num_children_above_3: booking.numChildrenAbove3,
        num_children_below_3: booking.numChildrenBelow3,
        use_transport: booking.transport,
      }
    : { type: 'personal', transportation: booking.transport };
}

const calendarFileOf = (deps: AppDeps, event: EventRow, language: MailLanguage) =>
  eventCalendarFile(event, language, deps.timeZone ?? DEFAULT_TIME_ZONE, deps.now());

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
        bookingLink: bookingLinkOf(deps, booking),
      },
    },
    language,
    [calendarFileOf(deps, event, language)],
  );
}

/** The mails about one change of an event: which kind, and how many registrants it reached. */
export interface RegistrantsTold {
  kind: 'event_changed' | 'event_cancelled';
  count: number;
}

/**
 * The news for every registrant of an event that changed or was cancelled: one mail per booking, in
 * the language each booked in. A change names what changed for that reader, as it was and as it is
 * (date, time, the place in their language, and what new prices mean for their booking); a reader
 * for whom nothing changed gets nothing. A cancellation says what happens to what they paid. A moved
 * or cancelled event carries its calendar file, one version newer. Read through `tx`, the change's
 * own transaction, whose caller queues the mails in it (services/mail.ts queueMails).
 */
export async function registrantsNews(
  deps: AppDeps,
  tx: Pick<Database, 'select'>,
  before: EventRow,
  after: EventRow,
  change: 'changed' | 'cancelled',
): Promise<MailToQueue[]> {
  const bookings = await tx
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, after.id))
    .orderBy(eventRegistrations.id);
  // One calendar file per language, shared by every mail in it.
  const calendarFiles = new Map<MailLanguage, MailAttachment>();
  const calendarFileIn = (language: MailLanguage) => {
    let file = calendarFiles.get(language);
    if (!file) {
      file = calendarFileOf(deps, after, language);
      calendarFiles.set(language, file);
    }
    return file;
  };
  const news: MailToQueue[] = [];
  for (const booking of bookings) {
    const language = mailLanguageOf(booking.language);
    const amount = (value: number) => mailAmount(value, CENTRE_CURRENCY, language);
    const now = eventFacts(after, language);
    if (change === 'cancelled') {
      const money = moneyOnCancellation(booking.paymentStatus, booking.paidVia);
      news.push({
        to: booking.email,
        content: {
          kind: 'event_cancelled',
          data: {
            name: booking.name,
            bookingId: booking.id,
            event: now.name,
            date: after.date,
            money,
            amount: amount(booking.price),
            // Money the built-in test provider took was never real: the mail says so.
            testPayment: booking.paidVia === 'online' && deps.payments.name === 'test',
            bookingLink: bookingLinkOf(deps, booking),
          },
        },
        language,
        attachments: [calendarFileIn(language)],
      });
      continue;
    }
    const moved = scheduleChanges(scheduleIn(before, language), scheduleIn(after, language));
    const price = bookingPriceNews(
      { booking: pricedBookingOf(booking), price: booking.price, paymentStatus: booking.paymentStatus },
      pricesOf(before),
      pricesOf(after),
    );
    const calendarMoved = Object.keys(moved).length > 0;
    if (!calendarMoved && !price) continue;
    news.push({
      to: booking.email,
      content: {
        kind: 'event_changed',
        data: {
          name: booking.name,
          bookingId: booking.id,
          event: now,
          before: moved,
          price: price && {
            was: amount(price.was),
            now: amount(price.now),
            booked: amount(price.booked),
            standing: price.standing,
          },
          bookingLink: bookingLinkOf(deps, booking),
        },
      },
      language,
      // Every change mail carries the event's calendar file, moved or not (an unchanged SEQUENCE changes
      // nothing in a calendar): it is also how Sent mail finds the mails about one event.
      attachments: [calendarFileIn(language)],
    });
  }
  return news;
}
