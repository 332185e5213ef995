import { createStore } from 'jotai';
import { type AppCore, createCore } from './create-core';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The dashboard: the page's core (session, client, language) with the query cache and the router.
 * Created when the dashboard first shows, from the address the browser is at then.
 */
export function createApp(core: AppCore = createCore()) {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  core.onSessionEnded(() => {
    queryClient.clear();
    void router.navigate('/', { replace: true });
  });
  // A sign-out in another tab arrives here too: the next user must not see this one's cached data.
  core.session.subscribe((current) => {
    if (!current) queryClient.clear();
  });
  // The dashboard's own view state (the small-screen sidebar); the language lives in the core.
  return { ...core, store: createStore(), queryClient, router };
}
