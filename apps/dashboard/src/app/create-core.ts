import { createApiClient } from '@minbar/api/client';
import { createBrowserSession } from '@minbar/api/session';
import { createLocaleState } from '../lib/locale-state';
import { finishPendingLogout } from '../lib/sign-out';

/**
 * What the page holds once, whichever half of the app is showing: the language, the session and the API client. The account pages run on this alone; the dashboard adds its query
 * cache and router on top (create-app.ts). The base URL is configuration, so the app can talk to any
 * server honouring the contract (docs/decisions/0001).
 */
export function createCore() {
  const locale = createLocaleState();
  const session = createBrowserSession();
  let sessionEnded = () => {};
  const client = createApiClient({
    baseURL: import.meta.env.VITE_API_BASE_URL ?? '/api',
    session,
    getLanguage: () => locale.get(),
    onSessionEnded: () => sessionEnded(),
  });
  // A sign-out that could not reach the server is sent again at start and when the network returns.
  void finishPendingLogout(client, session);
  window.addEventListener('online', () => void finishPendingLogout(client, session));
  return {
    locale,
    session,
    client,
    /** What happens when the server ends the session (a refused refresh, a 403): the dashboard sets it. */
    onSessionEnded(handler: () => void) {
      sessionEnded = handler;
    },
  };
}

export type AppCore = ReturnType<typeof createCore>;
