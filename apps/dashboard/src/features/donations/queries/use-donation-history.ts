import { listDonationHistory } from '@minbar/api/endpoints/donations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** The history's page size. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /donations-history/?page&per_page=10: the gifts, newest first. */
export const donationHistoryQueryKey = (page: number) => [...donationsQueryKey, 'history', page] as const;

export function useDonationHistory(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: donationHistoryQueryKey(page),
    queryFn: () => listDonationHistory(client, { page, per_page: HISTORY_PAGE_SIZE }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
