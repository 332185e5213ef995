import { createRegistration, listPublicEvents } from '@minbar/api/endpoints/events';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { EventsApi } from './events-api';

/**
 * The events list and booking calls through the shared API client (its schemas check every answer),
 * in the language each call names (Accept-Language). Visitors never sign in: every call is public.
 */
export function createEventsClientApi(
  baseURL: string,
  fetchImpl?: typeof fetch,
): Pick<EventsApi, 'upcoming' | 'book'> {
  const client = publicApiClients(baseURL, fetchImpl);
  return {
    upcoming: (locale) => listPublicEvents(client(locale)),
    book: (eventId, booking, locale, key) => createRegistration(client(locale), eventId, booking, key),
  };
}
