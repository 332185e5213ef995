import { createEvent, updateEvent } from '@minbar/api/endpoints/events';
import type { EventUpdateAnswer } from '@minbar/api/schemas/events';
import type { EventPayload } from '@minbar/domain/events/event-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { eventsQueryKey } from './events-keys';

export interface EventSaveInput {
  /** The event being edited; absent for a new one. */
  id?: number;
  payload: EventPayload;
  /** A new photo, or null to keep the stored one (an edit). */
  photo: File | null;
}

/** POST /events/ or PATCH /events/{id}, multipart: the `event` JSON part and the `photo` file. */
export function useSaveEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // An edit answers who was told of it; a new event has nobody to tell yet.
    mutationFn: async ({ id, payload, photo }: EventSaveInput): Promise<EventUpdateAnswer> => {
      if (id !== undefined) return updateEvent(client, id, payload, photo);
      // The form asks for a photo before a new event can be sent.
      if (!photo) throw new Error('A new event is sent with its photo');
      return { event: await createEvent(client, payload, photo), told: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
