import { deletePrayerSetting } from '@minbar/api/endpoints/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** DELETE /prayer-settings/{id}. */
export function useDeleteIqama() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePrayerSetting(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
