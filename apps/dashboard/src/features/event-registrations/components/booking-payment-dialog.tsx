import {
  BOOKING_PAID_VIA,
  type BookingPaidVia,
  bookingRefundSchema,
} from '@minbar/domain/events/booking-payment';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useId, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { formatPrice } from '../format';
import { type RegistrationsMessage, useRegistrationsT } from '../registrations-intl';
import './registrations.css';

export interface BookingPaymentDialogProps {
  action: 'mark-paid' | 'refund';
  /** The booker's name and what the booking costs. */
  booking: { name: string; price: number };
  onMarkPaid: (via: BookingPaidVia) => void;
  onRefund: (reason: string) => void;
  onClose: () => void;
  busy?: boolean;
  /** Why the last try failed; the dialog stays with what was chosen. */
  failure?: RegistrationsMessage | null;
}

const VIA_LABEL = {
  cash: 'registrations.markPaid.cash',
  transfer: 'registrations.markPaid.transfer',
} as const;

const issueMessage: IssueMessage = (code) =>
  code === 'booking.refund_reason_required'
    ? { id: 'registrations.refund.reasonRequired' }
    : sharedIssueMessage(code);

/**
 * Staff take a booking's money (how it came: cash at the door or a transfer) or, an admin, give it
 * back with a reason. Each is one confirmed step, named with the booker and the amount.
 */
export function BookingPaymentDialog({
  action,
  booking,
  onMarkPaid,
  onRefund,
  onClose,
  busy = false,
  failure,
}: BookingPaymentDialogProps) {
  const t = useRegistrationsT();
  const locale = useUiLocale();
  const formId = useId();
  const [via, setVia] = useState<BookingPaidVia>('cash');
  const form = useAppForm({
    schema: bookingRefundSchema,
    defaultValues: { reason: '' },
    onSubmit: (values) => onRefund(values.reason),
  });
  const values = { name: isolateText(booking.name), price: formatPrice(locale, booking.price) };
  const refund = action === 'refund';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(refund ? 'registrations.refund.title' : 'registrations.markPaid.title')}
      description={t(refund ? 'registrations.refund.text' : 'registrations.markPaid.text', values)}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('registrations.payment.cancel')}
          </Button>
          {refund ? (
            <Button type="submit" form={formId} variant="danger" loading={busy}>
              {t('registrations.refund.confirm', values)}
            </Button>
          ) : (
            <Button loading={busy} onClick={() => onMarkPaid(via)}>
              {t('registrations.markPaid.confirm')}
            </Button>
          )}
        </>
      }
    >
      {refund ? (
        <form.AppForm>
          <FormElement
            id={formId}
            aria-label={t('registrations.refund.title')}
            issueMessage={issueMessage}
            busy={busy}
          >
            <form.AppField name="reason">
              {(field) => <field.TextAreaField label={t('registrations.refund.reason')} required />}
            </form.AppField>
          </FormElement>
        </form.AppForm>
      ) : (
        <fieldset className="registrations-paid-via">
          <legend>{t('registrations.markPaid.via')}</legend>
          {BOOKING_PAID_VIA.map((each) => (
            <label key={each} className="registrations-paid-via__option">
              <input
                type="radio"
                name="paid-via"
                value={each}
                checked={via === each}
                onChange={() => setVia(each)}
              />
              <span>{t(VIA_LABEL[each])}</span>
            </label>
          ))}
        </fieldset>
      )}
      {failure ? (
        <p className="dashboard-alert" role="alert">
          {t(failure.id, failure.values)}
        </p>
      ) : null}
    </Dialog>
  );
}
