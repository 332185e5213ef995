import { toggleCategory } from '@minbar/api/endpoints/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** PATCH /categories/{id}/toggle?is_available=: after the confirmation. */
export function useToggleCategory() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; available: boolean }) =>
      toggleCategory(client, input.id, input.available),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationsQueryKey }),
  });
}
