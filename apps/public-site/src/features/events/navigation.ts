import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useHistoryState } from 'wouter/use-browser-location';
import type { PublicEvent } from './data/events-api';

export const eventPaths = {
  events: '/events',
  book: (id: number) => `/events/${id}/book`,
  /** A booking's own page (its payment's state), by the token its answer gave. */
  booking: (eventId: number, id: number, token: string) =>
    `/events/${eventId}/bookings/${id}?token=${encodeURIComponent(token)}`,
  /** Paying a booking online. */
  payBooking: (eventId: number, id: number, token: string) =>
    `/events/${eventId}/bookings/${id}/pay?token=${encodeURIComponent(token)}`,
};

/**
 * The event the list hands its booking page through the history entry: a reload keeps it, so a page
 * left open past the deadline still names the event it says is closed. A direct link has none.
 */
export interface BookingState {
  event: PublicEvent;
  locale: Locale;
}

export function useBookingState(): BookingState | null {
  const state: unknown = useHistoryState();
  if (!state || typeof state !== 'object') return null;
  const { event } = state as Partial<BookingState>;
  return event && typeof event === 'object' && typeof event.id === 'number' ? (state as BookingState) : null;
}
