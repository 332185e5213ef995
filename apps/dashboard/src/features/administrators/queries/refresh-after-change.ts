import type { ApiClient } from '@minbar/api/client';
import type { SessionStore } from '@minbar/api/session';
import type { QueryClient } from '@tanstack/react-query';
import { fetchMe, meQueryKey } from '../../../lib/me-query';
import { syncSessionWithMe } from '../../../lib/sync-session';
import { adminQueryKey } from './admin-keys';

/**
 * After a role or account change: the list and counts reload, and when the change touched the
 * signed-in user their stored roles are refreshed.
 */
export async function refreshAfterAccountChange(
  queryClient: QueryClient,
  client: ApiClient,
  session: SessionStore,
  changedEmail: string,
): Promise<void> {
  const own = session.get()?.userEmail.toLowerCase() === changedEmail.toLowerCase();
  const reloads: Promise<unknown>[] = [queryClient.invalidateQueries({ queryKey: adminQueryKey })];
  if (own) {
    reloads.push(
      queryClient
        .fetchQuery({ queryKey: meQueryKey, queryFn: () => fetchMe(client), staleTime: 0 })
        .then((me) => {
          syncSessionWithMe(session, me);
        }),
    );
  }
  await Promise.all(reloads);
}
