import type { EventsApi } from './events-api';

/**
 * The site's EventsApi over HTTP. The API client and the events schemas load with the first call,
 * from the events page's own chunk, never with the home (docs/decisions/0019).
 */
export function createHttpEventsApi(baseURL: string, fetchImpl?: typeof fetch): EventsApi {
  let loaded: Promise<EventsApi> | null = null;
  const api = () => {
    loaded ??= import('./http-events-api').then((module) => module.createEventsClientApi(baseURL, fetchImpl));
    return loaded;
  };
  return {
    upcoming: async (locale) => (await api()).upcoming(locale),
    book: async (eventId, booking, locale, key) => (await api()).book(eventId, booking, locale, key),
    bookingStatus: async (eventId, id, token, locale) =>
      (await api()).bookingStatus(eventId, id, token, locale),
    payBooking: async (eventId, id, payment, locale) =>
      (await api()).payBooking(eventId, id, payment, locale),
    paymentConfig: async (locale) => (await api()).paymentConfig(locale),
  };
}
