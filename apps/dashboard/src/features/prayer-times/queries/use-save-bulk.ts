import { saveBulkPrayerTimes } from '@minbar/api/endpoints/prayer';
import type { BulkRequest } from '@minbar/domain/prayer/bulk-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** POST /prayer-times/bulk: every day stored or none; every prayer view refreshes after it. */
export function useSaveBulk() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkRequest) => saveBulkPrayerTimes(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
