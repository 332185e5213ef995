import {
  listMonthlyGifts,
  revokeMonthlyGiftLinks,
  stopMonthlyGift,
} from '@minbar/api/endpoints/monthly-gifts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

/** The monthly donors shown on one page of the dialog. */
export const MONTHLY_GIFTS_PER_PAGE = 10;

const monthlyKey = (categoryId: number) => [...donationsQueryKey, 'monthly', categoryId] as const;

/** GET /categories/{id}/monthly-gifts: a page of a category's monthly donors, with the monthly total. */
export function useMonthlyGifts(categoryId: number, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...monthlyKey(categoryId), page],
    queryFn: () => listMonthlyGifts(client, categoryId, { page, per_page: MONTHLY_GIFTS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** POST /monthly-gifts/{id}/stop; the list and its total read again after. */
export function useStopMonthlyGift(categoryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => stopMonthlyGift(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthlyKey(categoryId) }),
  });
}

/** POST /monthly-gifts/{id}/revoke-links: every management link of the gift stops working; the list reads again. */
export function useRevokeMonthlyLinks(categoryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeMonthlyGiftLinks(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthlyKey(categoryId) }),
  });
}
