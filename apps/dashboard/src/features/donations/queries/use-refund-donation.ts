import { refundDonation } from '@minbar/api/endpoints/donations';
import type { RefundRequestInput } from '@minbar/domain/donations/refund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/**
 * POST /donations/{id}/refund, after the staff confirmed it. The dialog keeps one idempotency key, so
 * a retry after a lost answer gives the money back once; the history, the campaigns' progress and the
 * monthly totals are read again.
 */
export function useRefundDonation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; refund: RefundRequestInput }) =>
      refundDonation(client, input.id, input.refund),
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationsQueryKey }),
  });
}
