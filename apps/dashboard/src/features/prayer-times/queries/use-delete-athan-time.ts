import { deleteAthanTime } from '@minbar/api/endpoints/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** DELETE /delete-athan-time/{id}. */
export function useDeleteAthanTime() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAthanTime(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
