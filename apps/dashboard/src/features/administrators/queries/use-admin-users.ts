import type { ApiClient } from '@minbar/api/client';
import { listAdminUsers } from '@minbar/api/endpoints/users';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { adminQueryKey } from './admin-keys';

/** GET /admin/users?page&per_page=10. */
export const adminUsersQueryKey = (page: number) => [...adminQueryKey, 'users', page] as const;

export function fetchAdminUsers(client: ApiClient, page: number) {
  return listAdminUsers(client, { page, per_page: DEFAULT_PER_PAGE });
}

export function useAdminUsers(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: adminUsersQueryKey(page),
    queryFn: () => fetchAdminUsers(client, page),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
