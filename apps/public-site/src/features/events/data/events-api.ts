import type { PublicEvent, RegistrationAnswer } from '@minbar/api/schemas/events';
import type { BookingInput } from '@minbar/domain/events/booking';
import type { Locale } from '@minbar/ui/provider/ui-provider';

export type { BookingInput, PublicEvent, RegistrationAnswer };

/**
 * What the events pages ask of the server. Screens take it from EventsProvider: the site gives the
 * HTTP one, stories and tests a scripted one.
 */
export interface EventsApi {
  /** The active events still open for booking, in the visitor's language. */
  upcoming(locale: Locale): Promise<PublicEvent[]>;
  /** Books a place; the server prices it (never the page). */
  /** The same `idempotencyKey` again (after a lost answer) is the same booking, never a second. */
  book(
    eventId: number,
    booking: BookingInput,
    locale: Locale,
    idempotencyKey?: string,
  ): Promise<RegistrationAnswer>;
}
