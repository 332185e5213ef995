import { listEvents } from '@minbar/api/endpoints/events';
import type { EventLanguage } from '@minbar/domain/events/event-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { eventsKeys } from './events-keys';

/**
 * GET /events/ with the content language as Accept-Language: every event (past and canceled too), in
 * date and time order. The list on screen stays while another language loads.
 */
export function useEvents(language: EventLanguage) {
  const client = useApiClient();
  return useQuery({
    queryKey: eventsKeys.list(language),
    queryFn: () => listEvents(client, language),
    placeholderData: keepPreviousData,
  });
}
