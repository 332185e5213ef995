import { createCategory, updateCategory } from '@minbar/api/endpoints/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import type { CategoryFormOutput } from '../components/category-form-model';
import { donationsQueryKey } from './donation-keys';

export interface CategorySaveInput {
  /** The category being edited; absent for a new one. */
  id?: number;
  values: CategoryFormOutput;
  /** A new photo (multipart), or null to keep the stored one. */
  image: File | null;
  /** Kept as stored on an edit: the form does not change which category offers the zakat calculator. */
  isZakat?: boolean;
}

/** POST /categories/ or PUT /categories/{id}, JSON or multipart with the photo. */
export function useSaveCategory() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image, isZakat = false }: CategorySaveInput) => {
      const body = { ...values, is_zakat: isZakat };
      return id === undefined
        ? createCategory(client, body, image ?? undefined)
        : updateCategory(client, id, body, image ?? undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationsQueryKey }),
  });
}
