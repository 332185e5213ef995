import { listSubscriptions } from '@minbar/api/endpoints/education';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { pricingKeys } from './pricing-keys';

/** GET /packages/{id}/subscriptions: a page of the package's subscriptions, 10 a page, newest first. */
export function useSubscriptions(packageId: number, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: pricingKeys.subscriptions(packageId, page),
    queryFn: () => listSubscriptions(client, packageId, { page }),
    placeholderData: keepPreviousData,
  });
}
