import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { BookingPaymentDialog } from '../components/booking-payment-dialog';
import { paymentFailure } from '../error-messages';
import { useBookingPayment } from '../queries/use-booking-payment';
import { type RegistrationsMessage, useRegistrationsT } from '../registrations-intl';

export interface BookingPaymentRequest {
  eventId: number;
  /** The booking: its number, its booker's name and its price. */
  booking: { id: number; name: string; price: number };
  action: 'mark-paid' | 'refund';
}

/** The mark-paid or refund dialog with its request; a refusal stays in the dialog. */
export function BookingPaymentContainer({
  request,
  onClose,
}: {
  request: BookingPaymentRequest;
  onClose: () => void;
}) {
  const t = useRegistrationsT();
  const toast = useToast();
  const move = useBookingPayment();
  const [failure, setFailure] = useState<RegistrationsMessage | null>(null);
  const { booking, eventId, action } = request;
  const { name } = booking;
  const done = {
    onSuccess: () => {
      toast.show({
        tone: 'success',
        message: t(action === 'refund' ? 'registrations.refund.done' : 'registrations.markPaid.done', {
          name: isolateText(name),
        }),
      });
      onClose();
    },
    onError: (error: unknown) => setFailure(paymentFailure(error)),
  };
  return (
    <BookingPaymentDialog
      action={action}
      booking={{ name, price: booking.price }}
      busy={move.isPending}
      failure={failure}
      onClose={onClose}
      onMarkPaid={(via) => move.mutate({ kind: 'mark-paid', eventId, id: booking.id, via }, done)}
      onRefund={(reason) => move.mutate({ kind: 'refund', eventId, id: booking.id, reason }, done)}
    />
  );
}
