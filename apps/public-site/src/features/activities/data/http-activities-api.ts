import { type ApiClient, createApiClient } from '@minbar/api/client';
import { listPublicActivities } from '@minbar/api/endpoints/activities';
import { createMemorySession } from '@minbar/api/session';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ActivitiesApi } from './activities-api';

/**
 * The activities call through the shared API client (its schema checks the answer), in the language it
 * names. This module loads with the Activities page's chunk, never with the home (decision 0019).
 */
export function createActivitiesClientApi(baseURL: string, fetchImpl?: typeof fetch): ActivitiesApi {
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
  return { list: (locale) => listPublicActivities(client(locale)) };
}
