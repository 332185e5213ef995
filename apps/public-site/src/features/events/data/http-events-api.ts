import { type ApiClient, createApiClient } from '@minbar/api/client';
import { createRegistration, listPublicEvents } from '@minbar/api/endpoints/events';
import { createMemorySession } from '@minbar/api/session';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { EventsApi } from './events-api';

/**
 * The events calls through the shared API client (its schemas check every answer), in the language
 * each call names (Accept-Language). Visitors never sign in: every call is public.
 */
export function createEventsClientApi(baseURL: string, fetchImpl?: typeof fetch): EventsApi {
  const session = createMemorySession();
  const clients = new Map<Locale, ApiClient>();
  const client = (locale: Locale) => {
    let existing = clients.get(locale);
    if (!existing) {
      existing = createApiClient({
        baseURL,
        session,
        getLanguage: () => locale,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        refreshLock: (run) => run(),
      });
      clients.set(locale, existing);
    }
    return existing;
  };
  return {
    upcoming: (locale) => listPublicEvents(client(locale)),
    book: (eventId, booking, locale) => createRegistration(client(locale), eventId, booking),
  };
}
