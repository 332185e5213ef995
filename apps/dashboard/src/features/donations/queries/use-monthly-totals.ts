import type { ApiClient } from '@minbar/api/client';
import { listDonationHistory } from '@minbar/api/endpoints/donations';
import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { MAX_PER_PAGE } from '@minbar/domain/access/pagination';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { totalsByMonth } from '../donations-model';
import { donationsQueryKey } from './donation-keys';

/** Every gift of the history (all its pages), summed per month for the chart. */
export const monthlyTotalsQueryKey = [...donationsQueryKey, 'monthly'] as const;

export async function fetchWholeHistory(client: ApiClient): Promise<DonationHistoryItem[]> {
  // Every gift whose money came in; totalsByMonth counts each less what was given back.
  const first = await listDonationHistory(client, { page: 1, per_page: MAX_PER_PAGE, status: 'received' });
  const pages = Math.ceil(first.total / MAX_PER_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      listDonationHistory(client, { page: index + 2, per_page: MAX_PER_PAGE, status: 'received' }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export function useMonthlyTotals() {
  const client = useApiClient();
  return useQuery({
    queryKey: monthlyTotalsQueryKey,
    queryFn: async () => totalsByMonth(await fetchWholeHistory(client)),
  });
}
