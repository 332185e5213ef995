import { deleteCategory } from '@minbar/api/endpoints/donations';
import type { DonationCategory } from '@minbar/api/schemas/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { donationsQueryKey } from './donation-keys';

export interface BatchDeleteResult {
  deleted: DonationCategory[];
  failed: Array<{ category: DonationCategory; error: unknown }>;
}

/**
 * DELETE /categories/{id} for each selected category, all at once: one refusal does not stop the
 * others, and the result names which were deleted and which were not.
 */
export function useDeleteCategories() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categories: DonationCategory[]): Promise<BatchDeleteResult> => {
      const outcomes = await Promise.allSettled(
        categories.map((category) => deleteCategory(client, category.id)),
      );
      const result: BatchDeleteResult = { deleted: [], failed: [] };
      outcomes.forEach((outcome, index) => {
        const category = categories[index];
        if (!category) return;
        if (outcome.status === 'fulfilled') result.deleted.push(category);
        else result.failed.push({ category, error: outcome.reason });
      });
      return result;
    },
    onSuccess: (result) =>
      result.deleted.length > 0 ? queryClient.invalidateQueries({ queryKey: donationsQueryKey }) : undefined,
  });
}
