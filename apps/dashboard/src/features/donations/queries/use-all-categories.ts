import type { ApiClient } from '@minbar/api/client';
import { listCategories } from '@minbar/api/endpoints/donations';
import type { DonationCategory } from '@minbar/api/schemas/donations';
import { MAX_PER_PAGE } from '@minbar/domain/access/pagination';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** GET /categories/?available_only=false, every page: the three tabs and their counts come from it. */
export const allCategoriesQueryKey = [...donationsQueryKey, 'categories'] as const;

export async function fetchAllCategories(client: ApiClient): Promise<DonationCategory[]> {
  const first = await listCategories(client, { availableOnly: false, page: 1, per_page: MAX_PER_PAGE });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, index) =>
      listCategories(client, { availableOnly: false, page: index + 2, per_page: MAX_PER_PAGE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export function useAllCategories() {
  const client = useApiClient();
  return useQuery({ queryKey: allCategoriesQueryKey, queryFn: () => fetchAllCategories(client) });
}
