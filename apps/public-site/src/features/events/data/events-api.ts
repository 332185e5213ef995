import type {
  BookingPaymentAnswer,
  BookingPaymentRequest,
  BookingStatus,
} from '@minbar/api/schemas/booking-page';
import type { PaymentConfig } from '@minbar/api/schemas/donations';
import type { PublicEvent, PublicEventStatus, RegistrationAnswer } from '@minbar/api/schemas/events';
import type { BookingInput } from '@minbar/domain/events/booking';
import type { Locale } from '@minbar/ui/provider/ui-provider';

export type {
  BookingInput,
  BookingPaymentAnswer,
  BookingStatus,
  PublicEvent,
  PublicEventStatus,
  RegistrationAnswer,
};

/**
 * What the events pages ask of the server. Screens take it from EventsProvider: the site gives the
 * HTTP one, stories and tests a scripted one.
 */
export interface EventsApi {
  /** The active events still open for booking, in the visitor's language. */
  upcoming(locale: Locale): Promise<PublicEvent[]>;
  /** One event and whether it still takes bookings; null when there is no such event (404). */
  eventStatus(eventId: number, locale: Locale): Promise<PublicEventStatus | null>;
  /** Books a place; the server prices it (never the page). */
  /** The same `idempotencyKey` again (after a lost answer) is the same booking, never a second. */
  book(
    eventId: number,
    booking: BookingInput,
    locale: Locale,
    idempotencyKey?: string,
  ): Promise<RegistrationAnswer>;
  /** A booking as its page shows it; null when the address names none (404). */
  bookingStatus(eventId: number, id: number, token: string, locale: Locale): Promise<BookingStatus | null>;
  /** Pays a booking online (the same key again after a lost answer is the same payment). */
  payBooking(
    eventId: number,
    id: number,
    payment: BookingPaymentRequest,
    locale: Locale,
  ): Promise<BookingPaymentAnswer>;
  /** The address of a booking's calendar file (the event as its mails attach it), in `locale`. */
  bookingCalendarUrl(eventId: number, id: number, token: string, locale: Locale): string;
  /** Which provider takes payments, for the method field. */
  paymentConfig(locale: Locale): Promise<PaymentConfig>;
}
