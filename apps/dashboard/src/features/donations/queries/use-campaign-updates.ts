import {
  createCampaignUpdate,
  deleteCampaignUpdate,
  listCampaignUpdates,
  updateCampaignUpdate,
} from '@minbar/api/endpoints/donations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import type { CampaignUpdateFormOutput } from '../components/campaign-update-form-model';
import { donationsQueryKey } from './donation-keys';

const updatesKey = (categoryId: number) => [...donationsQueryKey, 'updates', categoryId] as const;

/** GET /categories/{id}/updates/?available_only=false: a campaign's updates, open to donors or not. */
export function useCampaignUpdates(categoryId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: updatesKey(categoryId),
    queryFn: () => listCampaignUpdates(client, categoryId, { everyCategory: true }),
  });
}

export interface CampaignUpdateSaveInput {
  /** The update being edited; absent for a new one. */
  id?: number;
  values: CampaignUpdateFormOutput;
  /** A new photo (multipart), or null to keep the stored one. */
  photo: File | null;
}

/** POST or PUT an update, JSON or multipart with the photo; the list reads again after. */
export function useSaveCampaignUpdate(categoryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, photo }: CampaignUpdateSaveInput) =>
      id === undefined
        ? createCampaignUpdate(client, categoryId, values, photo ?? undefined)
        : updateCampaignUpdate(client, categoryId, id, values, photo ?? undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updatesKey(categoryId) }),
  });
}

/** DELETE an update; the list reads again after. */
export function useDeleteCampaignUpdate(categoryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCampaignUpdate(client, categoryId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: updatesKey(categoryId) }),
  });
}
