import { createRegistration, getPublicEventStatus, listPublicEvents } from '@minbar/api/endpoints/events';
import { isApiError } from '@minbar/api/errors';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { EventsApi } from './events-api';

/**
 * The events list and booking calls through the shared API client (its schemas check every answer),
 * in the language each call names (Accept-Language). Visitors never sign in: every call is public.
 */
export function createEventsClientApi(
  baseURL: string,
  fetchImpl?: typeof fetch,
): Pick<EventsApi, 'upcoming' | 'eventStatus' | 'book'> {
  const client = publicApiClients(baseURL, fetchImpl);
  return {
    upcoming: (locale) => listPublicEvents(client(locale)),
    async eventStatus(eventId, locale) {
      try {
        return await getPublicEventStatus(client(locale), eventId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    book: (eventId, booking, locale, key) => createRegistration(client(locale), eventId, booking, key),
  };
}
