import { listActiveCategories } from '@minbar/api/endpoints/donations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** The active categories' page size. */
export const ACTIVE_PAGE_SIZE = 5;

/** GET /active_categories/?page&per_page=5: campaigns with progress, and the total collected. */
export const activeCategoriesQueryKey = (page: number) => [...donationsQueryKey, 'active', page] as const;

export function useActiveCategories(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: activeCategoriesQueryKey(page),
    queryFn: () => listActiveCategories(client, { page, per_page: ACTIVE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
