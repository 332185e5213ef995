import { updatePrayerSetting } from '@minbar/api/endpoints/prayer';
import type { IqamaSave } from '@minbar/domain/prayer/iqama';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** PATCH /prayer-settings/{id}. */
export function useUpdateIqama() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; setting: IqamaSave }) =>
      updatePrayerSetting(client, input.id, input.setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
