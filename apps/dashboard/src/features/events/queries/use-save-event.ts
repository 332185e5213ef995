import { createEvent, updateEvent } from '@minbar/api/endpoints/events';
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
    mutationFn: ({ id, payload, photo }: EventSaveInput) => {
      if (id !== undefined) return updateEvent(client, id, payload, photo);
      // The form asks for a photo before a new event can be sent.
      if (!photo) throw new Error('A new event is sent with its photo');
      return createEvent(client, payload, photo);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
