import type { ApiClient } from '@minbar/api/client';
import { getMe } from '@minbar/api/endpoints/accounts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-context';

/** GET /users/me: the dashboard shell (re-check on entry) and the profile screen share this query. */
export const meQueryKey = ['users', 'me'] as const;

export function fetchMe(client: ApiClient) {
  return getMe(client);
}

export function useMe(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: meQueryKey, queryFn: () => fetchMe(client), enabled: options.enabled ?? true });
}
