import { createApiClient } from '@minbar/api/client';
import { createBrowserSession } from '@minbar/api/session';
import { createStore } from 'jotai';
import { localeAtom } from '../lib/i18n';
import { finishPendingLogout } from '../lib/sign-out';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Everything the app holds once: the session, the API client, the query cache, the jotai store
 * and the router. The base URL is configuration, so the app can talk to any server honouring the
 * contract (docs/decisions/0001).
 */
export function createApp() {
  const store = createStore();
  const session = createBrowserSession();
  const queryClient = createQueryClient();
  const client = createApiClient({
    baseURL: import.meta.env.VITE_API_BASE_URL ?? '/api',
    session,
    getLanguage: () => store.get(localeAtom),
    onSessionEnded: () => {
      queryClient.clear();
      void router.navigate('/', { replace: true });
    },
  });
  const router = createAppRouter();
  // A sign-out in another tab arrives here too: the next user must not see this one's cached data.
  session.subscribe((current) => {
    if (!current) queryClient.clear();
  });
  // A sign-out that could not reach the server is sent again at start and when the network returns.
  void finishPendingLogout(client, session);
  window.addEventListener('online', () => void finishPendingLogout(client, session));
  return { store, session, queryClient, client, router };
}
