import { updateAthanTime } from '@minbar/api/endpoints/prayer';
import type { AthanUpdate } from '@minbar/domain/prayer/bulk-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** PUT /update-athan-time/{id}. */
export function useUpdateAthanTime() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; day: AthanUpdate }) => updateAthanTime(client, input.id, input.day),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
