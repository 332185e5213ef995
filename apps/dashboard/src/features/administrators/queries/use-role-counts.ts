import { getRoleCounts } from '@minbar/api/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { adminQueryKey } from './admin-keys';

/** GET /admin/users-roles-count. */
export const roleCountsQueryKey = [...adminQueryKey, 'role-counts'] as const;

export function useRoleCounts() {
  const client = useApiClient();
  return useQuery({ queryKey: roleCountsQueryKey, queryFn: () => getRoleCounts(client) });
}
