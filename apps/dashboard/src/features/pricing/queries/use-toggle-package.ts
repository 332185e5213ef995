import { togglePackage } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { pricingKeys, pricingQueryKey } from './pricing-keys';

/** PATCH /packages/{id}/toggle?is_active=: cancel (false) or activate (true); both tabs and their counts reload. */
export function useTogglePackage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => togglePackage(client, id, isActive),
    onSuccess: async (saved) => {
      queryClient.setQueryData(pricingKeys.package(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: pricingQueryKey });
    },
  });
}
