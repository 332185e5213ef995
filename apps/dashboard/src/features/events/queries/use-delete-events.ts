import { deleteEvent } from '@minbar/api/endpoints/events';
import type { EventListItem } from '@minbar/api/schemas/events';
import { useDeleteEach } from '../../../lib/batch-delete';
import { eventsQueryKey } from './events-keys';

/** DELETE /events/{id} for each chosen event, all at once (see deleteEach). */
export function useDeleteEvents() {
  return useDeleteEach((client, event: EventListItem) => deleteEvent(client, event.id), eventsQueryKey);
}
