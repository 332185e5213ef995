import type { RegistrationSummary } from '@minbar/api/schemas/events';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { UserText } from '@minbar/ui/user-text/user-text';
import { useId } from 'react';
import { formatPrice } from '../format';
import { useRegistrationsT } from '../registrations-intl';
import { outstandingIncome, peopleInAll, seatsInAll } from '../registrations-model';
import { StatusIcon } from './icons';

/**
 * What staff need on the day, over all the event's bookings (not the page shown): who is coming by
 * type, the seats to arrange per city, and what has been and is still to be paid.
 */
export function RegistrationsSummary({ summary }: { summary: RegistrationSummary }) {
  const t = useRegistrationsT();
  const locale = useUiLocale();
  const headingId = useId();
  const money = (amount: number) => formatPrice(locale, amount);
  const { people, transport_by_city: transport, payment, income } = summary;
  return (
    <section className="registrations-summary" aria-labelledby={headingId} data-slot="registrations-summary">
      <h2 id={headingId} className="registrations-summary__title">
        {t('registrations.summary.title')}
      </h2>
      <div className="registrations-summary__grid">
        <SummaryCard
          title={t('registrations.summary.people')}
          total={t('registrations.summary.peopleTotal', { count: peopleInAll(people) })}
        >
          <ul className="registrations-summary__list">
            <li>{t('registrations.summary.adults', { count: people.adults })}</li>
            <li>{t('registrations.summary.childrenAbove3', { count: people.children_above_3 })}</li>
            <li>{t('registrations.summary.childrenBelow3', { count: people.children_below_3 })}</li>
            <li>{t('registrations.summary.students', { count: people.students })}</li>
          </ul>
        </SummaryCard>
        <SummaryCard
          title={t('registrations.summary.transport')}
          total={t('registrations.summary.seatsTotal', { count: seatsInAll(transport) })}
        >
          {transport.length === 0 ? (
            <p className="registrations-summary__note">{t('registrations.summary.noTransport')}</p>
          ) : (
            <dl className="registrations-summary__pairs">
              {transport.map(({ city, seats }) => (
                <div key={city} className="registrations-summary__pair">
                  {/* A city as the booking wrote it: a name, never translated. */}
                  <dt translate="no">
                    <UserText>{city}</UserText>
                  </dt>
                  <dd>{t('registrations.summary.seats', { count: seats })}</dd>
                </div>
              ))}
            </dl>
          )}
        </SummaryCard>
        <SummaryCard title={t('registrations.summary.payment')}>
          <ul className="registrations-summary__list">
            <li className="registrations-summary__status" data-status="paid">
              <StatusIcon status="paid" />
              {t('registrations.summary.paid', { count: payment.paid })}
            </li>
            <li className="registrations-summary__status" data-status="pending">
              <StatusIcon status="pending" />
              {t('registrations.summary.pending', { count: payment.pending })}
            </li>
          </ul>
        </SummaryCard>
        <SummaryCard title={t('registrations.summary.income')}>
          <dl className="registrations-summary__pairs">
            <div className="registrations-summary__pair">
              <dt>{t('registrations.summary.expected')}</dt>
              <dd>{money(income.expected)}</dd>
            </div>
            <div className="registrations-summary__pair">
              <dt>{t('registrations.summary.received')}</dt>
              <dd>{money(income.paid)}</dd>
            </div>
            <div className="registrations-summary__pair">
              <dt>{t('registrations.summary.outstanding')}</dt>
              <dd>{money(outstandingIncome(income))}</dd>
            </div>
          </dl>
        </SummaryCard>
      </div>
    </section>
  );
}

function SummaryCard({
  title,
  total,
  children,
}: {
  title: string;
  total?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <article className="registrations-summary__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="registrations-summary__card-title">
        {title}
      </h3>
      {total ? <p className="registrations-summary__total">{total}</p> : null}
      {children}
    </article>
  );
}
