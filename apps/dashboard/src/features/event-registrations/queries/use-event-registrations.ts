import { listRegistrations } from '@minbar/api/endpoints/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { registrationsPageKey } from './registration-keys';

/** The page size of both lists. */
export const REGISTRATIONS_PAGE_SIZE = 10;

/** GET /events/{event_id}/registrations?page&per_page=10: one page of each list, and the day's summary. */
export function useEventRegistrations(eventId: number, page: number, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: registrationsPageKey(eventId, page, REGISTRATIONS_PAGE_SIZE),
    queryFn: () => listRegistrations(client, eventId, { page, per_page: REGISTRATIONS_PAGE_SIZE }),
    enabled,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
