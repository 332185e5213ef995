import { listDonationHistory } from '@minbar/api/endpoints/donations';
import type { DonationHistoryFilter } from '@minbar/api/schemas/donations';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** GET /donations-history/?page&per_page=10&status=: the gifts in one state (or all received), newest first. */
export const donationHistoryQueryKey = (page: number, status: DonationHistoryFilter) =>
  [...donationsQueryKey, 'history', status, page] as const;

export function useDonationHistory(page: number, status: DonationHistoryFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: donationHistoryQueryKey(page, status),
    queryFn: () => listDonationHistory(client, { page, per_page: DEFAULT_PER_PAGE, status }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
