import type { PaymentStatus } from '@minbar/api/schemas/events';
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
