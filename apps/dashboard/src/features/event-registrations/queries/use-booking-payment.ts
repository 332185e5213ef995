import { markRegistrationPaid, refundRegistration } from '@minbar/api/endpoints/events';
import type { BookingPaidVia } from '@minbar/domain/events/booking-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { registrationsQueryKey } from './registration-keys';

export type BookingPaymentAction =
  | { kind: 'mark-paid'; eventId: number; id: number; via: BookingPaidVia }
  | { kind: 'refund'; eventId: number; id: number; reason: string };

/** Marks a booking paid (cash, transfer) or gives its money back; the lists and summary are read again. */
export function useBookingPayment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingPaymentAction) =>
      action.kind === 'mark-paid'
        ? markRegistrationPaid(client, action.eventId, action.id, action.via)
        : refundRegistration(client, action.eventId, action.id, action.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
  });
}
