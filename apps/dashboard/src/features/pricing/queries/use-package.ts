import { getPackage } from '@minbar/api/endpoints/education';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { pricingKeys } from './pricing-keys';

/** GET /packages/{id}/: the package the subscribers screen sums up. */
export function usePackage(id: number) {
  const client = useApiClient();
  return useQuery({ queryKey: pricingKeys.package(id), queryFn: () => getPackage(client, id) });
}
