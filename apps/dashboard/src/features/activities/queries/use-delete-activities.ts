import { deleteActivity } from '@minbar/api/endpoints/activities';
import type { Activity } from '@minbar/api/schemas/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { activitiesQueryKey } from './activities-keys';

export interface BatchDeleteResult {
  deleted: Activity[];
  failed: Array<{ activity: Activity; error: unknown }>;
}

/**
 * DELETE /activities/{id} for each selected activity, all at once: one refusal does not stop the
 * others, and the result names which were deleted and which were not. The list reloads when any was.
 */
export function useDeleteActivities() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activities: Activity[]): Promise<BatchDeleteResult> => {
      const outcomes = await Promise.allSettled(
        activities.map((activity) => deleteActivity(client, activity.id)),
      );
      const result: BatchDeleteResult = { deleted: [], failed: [] };
      outcomes.forEach((outcome, index) => {
        const activity = activities[index];
        if (!activity) return;
        if (outcome.status === 'fulfilled') result.deleted.push(activity);
        else result.failed.push({ activity, error: outcome.reason });
      });
      return result;
    },
    onSuccess: (result) =>
      result.deleted.length > 0 ? queryClient.invalidateQueries({ queryKey: activitiesQueryKey }) : undefined,
  });
}
