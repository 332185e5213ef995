import { saveIqamaSetting } from '@minbar/api/endpoints/prayer';
import type { IqamaSave } from '@minbar/domain/prayer/iqama';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** POST /prayer-settings/minutes-after or /fixed-time, by the chosen mode. */
export function useSaveIqama() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IqamaSave) => saveIqamaSetting(client, input),
    // Iqama changes move the range view's iqama times and the calendar's marks too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
