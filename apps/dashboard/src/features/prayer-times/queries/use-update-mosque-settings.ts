import { updateMosqueSettings } from '@minbar/api/endpoints/settings';
import type { MosqueSettingsUpdate } from '@minbar/api/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { mosqueSettingsQueryKey } from '../../../lib/use-mosque-settings';

/** PUT /settings (admin): the answer is the settings as stored, which every screen reads from now on. */
export function useUpdateMosqueSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MosqueSettingsUpdate) => updateMosqueSettings(client, input),
    onSuccess: (stored) => queryClient.setQueryData(mosqueSettingsQueryKey, stored),
  });
}
