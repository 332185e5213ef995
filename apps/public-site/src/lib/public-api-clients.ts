import { type ApiClient, createApiClient } from '@minbar/api/client';
import { createMemorySession } from '@minbar/api/session';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { notingAnswers } from './saved-answers';

/**
 * The site's API clients, one per language, each call in the language it names (Accept-Language).
 * Visitors never sign in: the session stays empty and every call is public. Imported by the pages'
 * own data modules only, so the API client never reaches the home (docs/decisions/0019).
 */
export function publicApiClients(baseURL: string, fetchImpl?: typeof fetch): (locale: Locale) => ApiClient {
  const session = createMemorySession();
  // Each answer is noted, so a screen can say when it came from the device's store and how old it is
  // (saved-answers.ts); here rather than in the entry's pageFetch, which the home loads.
  const noting = notingAnswers(fetchImpl);
  const clients = new Map<Locale, ApiClient>();
  return (locale) => {
    let existing = clients.get(locale);
    if (!existing) {
      existing = createApiClient({
        baseURL,
        session,
        getLanguage: () => locale,
        fetch: noting,
        refreshLock: (run) => run(),
      });
      clients.set(locale, existing);
    }
    return existing;
  };
}
