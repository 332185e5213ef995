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

const paymentStatusSchema = v.picklist(['paid', 'pending']);

const personalRegistrationSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  student: v.boolean(),
  transportation: v.boolean(),
  city: v.nullable(v.string()),
  payment_status: paymentStatusSchema,
  price: v.number(),
  created_at: v.string(),
});
export type PersonalRegistration = v.InferOutput<typeof personalRegistrationSchema>;

const familyRegistrationSchema = v.object({
  id: v.number(),
  parent_name: v.string(),
  phone: v.string(),
  email: v.string(),
  num_adults: v.number(),
  num_children_above_3: v.number(),
  num_children_below_3: v.number(),
  use_transport: v.boolean(),
  city: v.nullable(v.string()),
  payment_status: paymentStatusSchema,
  price: v.number(),
  created_at: v.string(),
});
export type FamilyRegistration = v.InferOutput<typeof familyRegistrationSchema>;

const registrationSummarySchema = v.object({
  people: v.object({
    adults: v.number(),
    children_above_3: v.number(),
    children_below_3: v.number(),
    students: v.number(),
  }),
  transport_by_city: v.array(v.object({ city: v.string(), seats: v.number() })),
  payment: v.object({ paid: v.number(), pending: v.number() }),
  income: v.object({ expected: v.number(), paid: v.number() }),
});
export type RegistrationSummary = v.InferOutput<typeof registrationSummarySchema>;

const registrationsPageSchema = v.object({
  event: v.object({ id: v.number(), event_name: v.string() }),
  personal_registrations: v.array(personalRegistrationSchema),
  family_registrations: v.array(familyRegistrationSchema),
  pagination: v.object({ personal: pageInfoSchema, family: pageInfoSchema }),
  summary: v.optional(registrationSummarySchema),
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
