import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import './registrations.css';

const STATUS_ICONS = { paid: CircleCheck, free: CircleCheck, refunded: CircleX, pending: Clock };

/**
 * A tick for a paid (or free) booking, a cross for a refunded one, a clock face for a pending one:
 * decoration beside the word that already says it, hidden from assistive technology.
 */
export function StatusIcon({ status }: { status: keyof typeof STATUS_ICONS }) {
  const Icon = STATUS_ICONS[status];
  return <Icon size={14} aria-hidden="true" />;
}
