import { createPackage, updatePackage } from '@minbar/api/endpoints/education';
import type { PackageInput } from '@minbar/domain/education/package';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { pricingKeys, pricingQueryKey } from './pricing-keys';

export interface PackageSaveInput {
  /** The package being edited; absent for a new one. */
  id?: number;
  input: PackageInput;
}

/** POST /packages/ or PUT /packages/{id}/; the answer fills the package's cache, the tabs reload. */
export function useSavePackage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: PackageSaveInput) =>
      id === undefined ? createPackage(client, input) : updatePackage(client, id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(pricingKeys.package(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: pricingQueryKey });
    },
  });
}
