import { importPrayerTimes } from '@minbar/api/endpoints/prayer';
import type { BulkRequest } from '@minbar/domain/prayer/bulk-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerQueryKey } from './prayer-keys';

/** POST /prayer-times/import: an uploaded timetable saved in one transaction (docs/decisions/0009). */
export function useImportTimes() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkRequest) => importPrayerTimes(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerQueryKey }),
  });
}
