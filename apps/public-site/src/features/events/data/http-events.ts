import { bookingCalendarPath } from '@minbar/api/endpoints/booking-calendar';
import type { EventsApi } from './events-api';

/**
 * The site's EventsApi over HTTP. The API client and the events schemas load with the first call,
 * from the events page's own chunk, never with the home (docs/decisions/0019).
 */
export function createHttpEventsApi(baseURL: string, fetchImpl?: typeof fetch): EventsApi {
  let loaded: ReturnType<typeof loadEvents> | null = null;
  let payments: ReturnType<typeof loadPayments> | null = null;
  const loadEvents = () =>
    import('./http-events-api').then((module) => module.createEventsClientApi(baseURL, fetchImpl));
  const loadPayments = () =>
    import('./http-booking-payments-api').then((module) =>
      module.createBookingPaymentsApi(baseURL, fetchImpl),
    );
  const api = () => {
    loaded ??= loadEvents();
    return loaded;
  };
  // A booking's page and its payment load their calls apart from the list's.
  const paying = () => {
    payments ??= loadPayments();
    return payments;
  };
  return {
    upcoming: async (locale) => (await api()).upcoming(locale),
    eventStatus: async (eventId, locale) => (await api()).eventStatus(eventId, locale),
    book: async (eventId, booking, locale, key) => (await api()).book(eventId, booking, locale, key),
    bookingStatus: async (eventId, id, token, locale) =>
      (await paying()).bookingStatus(eventId, id, token, locale),
    payBooking: async (eventId, id, payment, locale) =>
      (await paying()).payBooking(eventId, id, payment, locale),
    paymentConfig: async (locale) => (await paying()).paymentConfig(locale),
    // A link the browser follows itself (a download), so no client and no schema are loaded for it.
    bookingCalendarUrl: (eventId, id, token, locale) =>
      `${baseURL}${bookingCalendarPath(eventId, id, token, locale)}`,
  };
}
