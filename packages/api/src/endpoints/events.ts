import type { BookingInput } from '@minbar/domain/events/booking';
import type { BookingPaidVia } from '@minbar/domain/events/booking-payment';
import type { EventLanguage, EventPayload } from '@minbar/domain/events/event-form';
import * as v from 'valibot';
import type { ApiClient, RequestOptions } from '../client';
import {
  type EventDetail,
  type EventListItem,
  type EventUpdateAnswer,
  eventAnswerSchema,
  eventListSchema,
  eventUpdateAnswerSchema,
  type FamilyRegistration,
  familyRegistrationSchema,
  type PersonalRegistration,
  type PublicEvent,
  type PublicEventStatus,
  personalRegistrationSchema,
  publicEventListSchema,
  publicEventStatusSchema,
  type RegistrationAnswer,
  type Registrations,
  registrationAnswerSchema,
  registrationsSchema,
} from '../schemas/events';

const segment = (value: number) => encodeURIComponent(String(value));

/** The edit dialog loads an event once per language: the override replaces the UI's Accept-Language for one call. */
function languageHeaders(language: EventLanguage | undefined): Pick<RequestOptions, 'headers'> {
  return language ? { headers: { 'Accept-Language': language } } : {};
}

/** GET /events/ (admin, imam): every event, canceled and past ones included, by date and time. */
export function listEvents(client: ApiClient, language?: EventLanguage): Promise<EventListItem[]> {
  return client.request(eventListSchema, '/events/', languageHeaders(language));
}

/** GET /events/{id} (admin, imam), in the UI's language or the one asked for. */
export function getEvent(client: ApiClient, id: number, language?: EventLanguage): Promise<EventDetail> {
  return client.request(eventAnswerSchema, `/events/${segment(id)}`, languageHeaders(language));
}

/** The multipart body of a save: the form as the `event` JSON part, and the `photo` file when one is chosen. */
export function eventFormData(payload: EventPayload, photo?: Blob | null): FormData {
  const form = new FormData();
  form.append('event', JSON.stringify(payload));
  if (photo) form.append('photo', photo);
  return form;
}

/** POST /events/ (admin, imam): the photo is required. 422 names the refused fields (`loc` ['body', field]). */
export function createEvent(client: ApiClient, payload: EventPayload, photo: Blob): Promise<EventDetail> {
  return client.request(eventAnswerSchema, '/events/', {
    method: 'POST',
    body: eventFormData(payload, photo),
  });
}

/**
 * PATCH /events/{id} (admin, imam): the full form; the photo only when a new one was chosen. Answers
 * the saved event and how many registrants were mailed about the change, if it was worth a mail.
 */
export function updateEvent(
  client: ApiClient,
  id: number,
  payload: EventPayload,
  photo?: Blob | null,
): Promise<EventUpdateAnswer> {
  return client.request(eventUpdateAnswerSchema, `/events/${segment(id)}`, {
    method: 'PATCH',
    body: eventFormData(payload, photo),
  });
}

/** DELETE /events/{id} (admin, imam): the event, its photo and its registrations go. */
export async function deleteEvent(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/events/${segment(id)}`, { method: 'DELETE' });
}

export interface RegistrationsPageRequest {
  page?: number;
  per_page?: number;
}

/** GET /events/{event_id}/registrations (admin, imam): the same page of both lists, and the summary. */
export function listRegistrations(
  client: ApiClient,
  eventId: number,
  page: RegistrationsPageRequest = {},
): Promise<Registrations> {
  return client.request(registrationsSchema, `/events/${segment(eventId)}/registrations`, {
    query: { ...page },
  });
}

/** GET /public/events (public): active events still taking bookings, by date. */
export function listPublicEvents(client: ApiClient): Promise<PublicEvent[]> {
  return client.request(publicEventListSchema, '/public/events', { auth: false });
}

/** GET /public/events/{id} (public): one event and whether it still takes bookings; 404 when none. */
export function getPublicEventStatus(client: ApiClient, eventId: number): Promise<PublicEventStatus> {
  return client.request(publicEventStatusSchema, `/public/events/${segment(eventId)}`, { auth: false });
}

/**
 * POST /events/{id}/registrations (public): a personal or family booking. The price is the
 * server's. 404 an unknown event; 409 a canceled event or a passed deadline (the detail says which),
 * or the key sent again with another form; 422 a refused field.
 */
export function createRegistration(
  client: ApiClient,
  eventId: number,
  booking: BookingInput,
  idempotencyKey?: string,
): Promise<RegistrationAnswer> {
  return client.request(registrationAnswerSchema, `/events/${segment(eventId)}/registrations`, {
    method: 'POST',
    body: booking,
    auth: false,
    // The form's attempt: sent again after a lost answer (within a day), it is the same booking with the
    // same answer (201), not a second.
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

/**
 * A booking as the staff's lists show it, whichever kind: a family booking names its parent, which
 * tells it apart (both schemas take missing fields, so the order matters).
 */
const anyRegistrationSchema = v.union([
  v.object({ ...familyRegistrationSchema.entries, parent_name: v.string() }),
  personalRegistrationSchema,
]);

/** POST /events/{event_id}/registrations/{id}/mark-paid (admin, imam): cash or transfer, 409 when not unpaid. */
export function markRegistrationPaid(
  client: ApiClient,
  eventId: number,
  id: number,
  via: BookingPaidVia,
): Promise<PersonalRegistration | FamilyRegistration> {
  return client.request(
    anyRegistrationSchema,
    `/events/${segment(eventId)}/registrations/${segment(id)}/mark-paid`,
    {
      method: 'POST',
      body: { via },
    },
  );
}

/** POST /events/{event_id}/registrations/{id}/refund (admin): the money given back, with a reason; 409 when not paid. */
export function refundRegistration(
  client: ApiClient,
  eventId: number,
  id: number,
  reason: string,
): Promise<PersonalRegistration | FamilyRegistration> {
  return client.request(
    anyRegistrationSchema,
    `/events/${segment(eventId)}/registrations/${segment(id)}/refund`,
    {
      method: 'POST',
      body: { reason },
    },
  );
}
