import type { ApiClient } from '../client';
import {
  type BookingPaymentAnswer,
  type BookingPaymentRequest,
  type BookingStatus,
  bookingPaymentAnswerSchema,
  bookingStatusSchema,
} from '../schemas/booking-page';

const segment = (value: number) => encodeURIComponent(String(value));

/** POST /events/{event_id}/registrations/{id}/payment (public, with the booking page's token). */
export function payBooking(
  client: ApiClient,
  eventId: number,
  id: number,
  payment: BookingPaymentRequest,
): Promise<BookingPaymentAnswer> {
  return client.request(
    bookingPaymentAnswerSchema,
    `/events/${segment(eventId)}/registrations/${segment(id)}/payment`,
    {
      method: 'POST',
      body: payment,
      auth: false,
    },
  );
}

/** GET /events/{event_id}/registrations/{id}/status (public, with the booking page's token). */
export function getBookingStatus(
  client: ApiClient,
  eventId: number,
  id: number,
  token: string,
): Promise<BookingStatus> {
  return client.request(
    bookingStatusSchema,
    `/events/${segment(eventId)}/registrations/${segment(id)}/status`,
    {
      auth: false,
      query: { token },
    },
  );
}
