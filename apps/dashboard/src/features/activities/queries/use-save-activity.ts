import { createActivity, updateActivity } from '@minbar/api/endpoints/activities';
import type { ActivityPayload } from '@minbar/domain/activities/activity-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { activitiesQueryKey } from './activities-keys';

export interface ActivitySaveInput {
  /** The activity being edited; absent for a new one. */
  id?: number;
  payload: ActivityPayload;
  /** A new photo, or null to keep the stored one (an edit). */
  photo: File | null;
}

/** POST /activities/ or PATCH /activities/{id}, multipart: the `activity` JSON part and the `photo` file. */
export function useSaveActivity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload, photo }: ActivitySaveInput) => {
      if (id !== undefined) return updateActivity(client, id, payload, photo);
      // The form asks for a photo before a new activity can be sent.
      if (!photo) throw new Error('A new activity is sent with its photo');
      return createActivity(client, payload, photo);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
  });
}
