import { deleteActivity } from '@minbar/api/endpoints/activities';
import type { Activity } from '@minbar/api/schemas/activities';
import { useDeleteEach } from '../../../lib/batch-delete';
import { activitiesQueryKey } from './activities-keys';

/** DELETE /activities/{id} for each chosen activity, all at once (see deleteEach). */
export function useDeleteActivities() {
  return useDeleteEach(
    (client, activity: Activity) => deleteActivity(client, activity.id),
    activitiesQueryKey,
  );
}
