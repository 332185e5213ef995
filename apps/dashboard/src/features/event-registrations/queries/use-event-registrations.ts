import type { ApiClient } from '@minbar/api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../../lib/api-context';
import { registrationsPageKey } from './registration-keys';

/** The page size of both lists. */
export const REGISTRATIONS_PAGE_SIZE = 10;

const pageInfoSchema = v.object({
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
});

const registrationsPageSchema = v.object({
  event: v.object({ id: v.number(), event_name: v.string() }),
  personal_registrations: v.array(v.looseObject({ id: v.number() })),
  family_registrations: v.array(v.looseObject({ id: v.number() })),
  pagination: v.object({ personal: pageInfoSchema, family: pageInfoSchema }),
});

export type RegistrationsPage = v.InferOutput<typeof registrationsPageSchema>;

/** GET /events/{event_id}/registrations?page&per_page: one page of each list. */
export function fetchRegistrationsPage(
  client: ApiClient,
  eventId: number,
  page: number,
  perPage = REGISTRATIONS_PAGE_SIZE,
): Promise<RegistrationsPage> {
  return client.request(
    registrationsPageSchema,
    `/events/${encodeURIComponent(String(eventId))}/registrations`,
    {
      query: { page, per_page: perPage },
    },
  );
}

export function useEventRegistrations(eventId: number, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: registrationsPageKey(eventId, page, REGISTRATIONS_PAGE_SIZE),
    queryFn: () => fetchRegistrationsPage(client, eventId, page),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
