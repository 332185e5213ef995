import type { ExtraBookingPayment, PaymentStatus } from '@minbar/api/schemas/events';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatPrice } from '../format';
import { useRegistrationsT } from '../registrations-intl';
import { StatusIcon } from './icons';

const LABEL = {
  paid: 'registrations.payment.paid',
  pending: 'registrations.payment.pending',
  refunded: 'registrations.payment.refunded',
  free: 'registrations.payment.free',
} as const;

const VIA = {
  cash: 'registrations.payment.paidCash',
  transfer: 'registrations.payment.paidTransfer',
} as const;

/** A booking's payment status as a word with an icon, never as a colour alone; a paid one says how. */
export function PaymentBadge({ status, via }: { status: PaymentStatus; via?: string | null }) {
  const t = useRegistrationsT();
  const label = status === 'paid' && via && via in VIA ? VIA[via as keyof typeof VIA] : LABEL[status];
  return (
    <span className="registrations-badge" data-status={status}>
      <StatusIcon status={status} />
      {t(label)}
    </span>
  );
}

/**
 * Payments the provider took beyond the booking's own (a second tab, a card payment that went
 * through after cash at the door): the server gives each back at once; staff see each, and whether
 * the provider has confirmed it given back yet.
 */
export function ExtraPayments({ payments }: { payments: readonly ExtraBookingPayment[] | undefined }) {
  const t = useRegistrationsT();
  const locale = useUiLocale();
  if (!payments || payments.length === 0) return null;
  return (
    <ul className="registrations-extra-payments">
      {payments.map((payment) => (
        <li key={payment.id}>
          {t(
            payment.refunded ? 'registrations.payment.extraRefunded' : 'registrations.payment.extraRefunding',
            {
              amount: formatPrice(locale, payment.amount),
            },
          )}
        </li>
      ))}
    </ul>
  );
}
