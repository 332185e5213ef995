import { useRegistrationsT } from '../registrations-intl';
import { StatusIcon } from './icons';

/** A booking's payment status as a word with an icon, never as a colour alone. */
export function PaymentBadge({ status }: { status: 'paid' | 'pending' }) {
  const t = useRegistrationsT();
  return (
    <span className="registrations-badge" data-status={status}>
      <StatusIcon status={status} />
      {t(status === 'paid' ? 'registrations.payment.paid' : 'registrations.payment.pending')}
    </span>
  );
}
