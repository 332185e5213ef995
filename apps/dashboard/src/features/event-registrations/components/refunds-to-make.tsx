import type { RefundDue } from '@minbar/api/schemas/events';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText, UserText } from '@minbar/ui/user-text/user-text';
import { useId } from 'react';
import { formatPrice } from '../format';
import { useRegistrationsT } from '../registrations-intl';

const HOW = {
  online: 'registrations.refunds.how.online',
  cash: 'registrations.refunds.how.cash',
  transfer: 'registrations.refunds.how.transfer',
} as const;

const howOf = (via: string | null) =>
  via && via in HOW ? HOW[via as keyof typeof HOW] : 'registrations.refunds.how.other';

export interface RefundsToMakeProps {
  /** The cancelled event's bookings whose money is still to be given back (all of them, not a page). */
  refunds: readonly RefundDue[];
  /** The signed-in staff may give money back (administrators). */
  canRefund: boolean;
  onRefund: (due: RefundDue) => void;
}

/**
 * A cancelled event's money to give back: each paid booking, how it was paid and so how its money
 * goes back, with the refund action for administrators; each leaves the list once refunded. Its
 * bookers were already told by mail how their money comes back.
 */
export function RefundsToMake({ refunds, canRefund, onRefund }: RefundsToMakeProps) {
  const t = useRegistrationsT();
  const locale = useUiLocale();
  const headingId = useId();
  return (
    <section
      className="registrations-refunds"
      aria-labelledby={headingId}
      data-slot="refunds-to-make"
      data-state={refunds.length > 0 ? 'due' : 'done'}
    >
      <h2 id={headingId} className="registrations-refunds__title">
        {t('registrations.refunds.title')}
      </h2>
      {refunds.length === 0 ? (
        <p className="registrations-refunds__text">{t('registrations.refunds.none')}</p>
      ) : (
        <>
          <p className="registrations-refunds__text">
            {t('registrations.refunds.intro', { count: refunds.length })}
            {canRefund ? null : ` ${t('registrations.refunds.adminOnly')}`}
          </p>
          <ul className="registrations-refunds__list" aria-label={t('registrations.refunds.list')}>
            {refunds.map((due) => (
              <li key={due.id} className="registrations-refunds__item">
                <div className="registrations-refunds__who">
                  {/* A person's name, never translated. */}
                  <span className="registrations-refunds__name" translate="no">
                    <UserText>{due.name}</UserText>
                  </span>
                  <span className="registrations-refunds__contact">
                    <UserText>{due.email}</UserText>
                    {due.phone ? (
                      <>
                        {' · '}
                        <bdi dir="ltr">{due.phone}</bdi>
                      </>
                    ) : null}
                  </span>
                </div>
                <div className="registrations-refunds__money">
                  <span className="registrations-refunds__amount">{formatPrice(locale, due.price)}</span>
                  <span className="registrations-refunds__how">{t(howOf(due.paid_via))}</span>
                </div>
                {canRefund ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('registrations.refund.openFor', {
                      id: String(due.id),
                      name: isolateText(due.name),
                    })}
                    onClick={() => onRefund(due)}
                  >
                    {t('registrations.refund.open')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
