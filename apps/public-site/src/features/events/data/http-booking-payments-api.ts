import { getBookingStatus, payBooking } from '@minbar/api/endpoints/booking-page';
import { getPaymentConfig } from '@minbar/api/endpoints/donations';
import { isApiError } from '@minbar/api/errors';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { EventsApi } from './events-api';

/**
 * A booking's own page and its online payment: loaded by those pages only, so the payment settings'
 * schemas stay out of the events list's chunk.
 */
export function createBookingPaymentsApi(
  baseURL: string,
  fetchImpl?: typeof fetch,
): Pick<EventsApi, 'bookingStatus' | 'payBooking' | 'paymentConfig'> {
  const client = publicApiClients(baseURL, fetchImpl);
  return {
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
