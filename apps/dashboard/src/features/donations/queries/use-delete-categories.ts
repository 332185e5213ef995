import { deleteCategory } from '@minbar/api/endpoints/donations';
import type { DonationCategory } from '@minbar/api/schemas/donations';
import { useDeleteEach } from '../../../lib/batch-delete';
import { donationsQueryKey } from './donation-keys';

/** DELETE /categories/{id} for each chosen category, all at once (see deleteEach). */
export function useDeleteCategories() {
  return useDeleteEach(
    (client, category: DonationCategory) => deleteCategory(client, category.id),
    donationsQueryKey,
  );
}
