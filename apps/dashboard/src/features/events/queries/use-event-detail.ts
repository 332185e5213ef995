import { getEvent } from '@minbar/api/endpoints/events';
import type { EventLanguage } from '@minbar/domain/events/event-form';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { eventsKeys } from './events-keys';

/** GET /events/{id} in the content language: the prices and the about text the list does not carry. */
export function useEventDetail(id: number, language: EventLanguage, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: eventsKeys.detail(id, language),
    queryFn: () => getEvent(client, id, language),
    enabled,
  });
}
