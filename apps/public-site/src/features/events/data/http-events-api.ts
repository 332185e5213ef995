import { getPaymentConfig } from '@minbar/api/endpoints/donations';
import {
  createRegistration,
  getBookingStatus,
  listPublicEvents,
  payBooking,
} from '@minbar/api/endpoints/events';
import { isApiError } from '@minbar/api/errors';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { EventsApi } from './events-api';

/**
 * The events calls through the shared API client (its schemas check every answer), in the language
 * each call names (Accept-Language). Visitors never sign in: every call is public.
 */
export function createEventsClientApi(baseURL: string, fetchImpl?: typeof fetch): EventsApi {
  const client = publicApiClients(baseURL, fetchImpl);
  return {
    upcoming: (locale) => listPublicEvents(client(locale)),
    book: (eventId, booking, locale, key) => createRegistration(client(locale), eventId, booking, key),
    async bookingStatus(eventId, id, token, locale) {
      try {
        return await getBookingStatus(client(locale), eventId, id, token);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    payBooking: (eventId, id, payment, locale) => payBooking(client(locale), eventId, id, payment),
    paymentConfig: (locale) => getPaymentConfig(client(locale)),
  };
}
