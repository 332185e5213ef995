import { type AuditQuery, listAudit, listAuditActors } from '@minbar/api/endpoints/audit';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** Every query of this area starts with this key. */
export const auditQueryKey = ['audit'] as const;

/**
 * GET /admin/audit with the page and filters; not asked while `enabled` is false (a span of days
 * whose start comes after its end, which the screen points out instead).
 */
export function useAuditTrail(query: AuditQuery, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...auditQueryKey, query],
    queryFn: () => listAudit(client, { ...query, per_page: DEFAULT_PER_PAGE }),
    enabled,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/audit/actors: the people the trail can be filtered by; the filter works without it. */
export function useAuditActors() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...auditQueryKey, 'actors'],
    queryFn: () => listAuditActors(client),
  });
}
