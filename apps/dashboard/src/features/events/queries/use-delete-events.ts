import { deleteEvent } from '@minbar/api/endpoints/events';
import type { EventListItem } from '@minbar/api/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { eventsQueryKey } from './events-keys';

export interface BatchDeleteResult {
  deleted: EventListItem[];
  failed: Array<{ event: EventListItem; error: unknown }>;
}

/**
 * DELETE /events/{id} for each selected event, all at once: one refusal does not stop the others, and
 * the result names which were deleted and which were not. The list reloads when any was deleted.
 */
export function useDeleteEvents() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (events: EventListItem[]): Promise<BatchDeleteResult> => {
      const outcomes = await Promise.allSettled(events.map((event) => deleteEvent(client, event.id)));
      const result: BatchDeleteResult = { deleted: [], failed: [] };
      outcomes.forEach((outcome, index) => {
        const event = events[index];
        if (!event) return;
        if (outcome.status === 'fulfilled') result.deleted.push(event);
        else result.failed.push({ event, error: outcome.reason });
      });
      return result;
    },
    onSuccess: (result) =>
      result.deleted.length > 0 ? queryClient.invalidateQueries({ queryKey: eventsQueryKey }) : undefined,
  });
}
