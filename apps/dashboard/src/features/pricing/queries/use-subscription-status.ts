import { reactivateSubscription, suspendSubscription } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { pricingQueryKey } from './pricing-keys';

/** PATCH /subscriptions/{id}/suspend?reason=: the reason is required; the table and the counts reload. */
export function useSuspendSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      suspendSubscription(client, id, reason.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey }),
  });
}

/** PATCH /subscriptions/{id}/reactivate: active again, its reason cleared. */
export function useReactivateSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => reactivateSubscription(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryKey }),
  });
}
