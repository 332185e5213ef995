import { listRegistrations } from '@minbar/api/endpoints/events';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { registrationsPageKey } from './registration-keys';

/** GET /events/{event_id}/registrations?page&per_page=10: one page of each list, and the day's summary. */
export function useEventRegistrations(eventId: number, page: number, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: registrationsPageKey(eventId, page, DEFAULT_PER_PAGE),
    queryFn: () => listRegistrations(client, eventId, { page, per_page: DEFAULT_PER_PAGE }),
    enabled,
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
