import { listPackages } from '@minbar/api/endpoints/education';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { type PackageTab, pricingKeys } from './pricing-keys';

/**
 * GET /packages/?is_active=: a page of one tab's packages (10 a page) with the count of each tab.
 * The cards on screen stay while another page of the same tab loads; another tab starts from its skeleton.
 */
export function usePackages(tab: PackageTab, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: pricingKeys.packages(tab, page),
    queryFn: () => listPackages(client, { is_active: tab === 'active', page }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === tab ? previous : undefined),
  });
}
