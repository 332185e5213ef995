import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TestPaymentsNotice } from '../../../lib/test-payments';
import { useDonationsT } from '../donations-intl';
import './donations.css';
import '../../../lib/page/page.css';

export interface DonationsScreenProps {
  onAdd: () => void;
  /** The gifts: the balance, the history table with the monthly chart and the active campaigns beside it. */
  gifts: ReactNode;
  /** The campaigns' table, by tab. */
  campaigns: ReactNode;
  /** The server takes test payments: a line says no money is taken. */
  testPayments?: boolean;
}

/** Where the zakat calculator's nisab is set: its section of the Mosque settings, which takes focus. */
export const NISAB_SETTINGS_HREF = '/dashboard/MosqueSettings#nisab';

/**
 * /dashboard/Donations: the title, the way to the zakat nisab (set in the Mosque settings) and New
 * campaign; then the gifts, whose table is
 * what staff open the page for (a refund, a look at who gave), with the chart beside it rather than
 * behind a switch; then the campaigns. While the server takes test payments, a line under the title
 * says no money is taken.
 */
export function DonationsScreen({ onAdd, gifts, campaigns, testPayments = false }: DonationsScreenProps) {
  const t = useDonationsT();
  return (
    <div className="donations">
      <div className="donations__header">
        <h1 className="dashboard-page__title">{t('donations.title')}</h1>
        <div className="donations__actions">
          <Link className="donations__nisab-link" to={NISAB_SETTINGS_HREF}>
            {t('donations.nisabLink')}
          </Link>
          <Button onClick={onAdd}>{t('donations.add')}</Button>
        </div>
      </div>
      {testPayments ? <TestPaymentsNotice /> : null}
      {gifts}
      <section className="donations-campaigns" aria-labelledby="donations-campaigns-title">
        <h2 id="donations-campaigns-title" className="donations-section__title">
          {t('donations.campaigns')}
        </h2>
        {campaigns}
      </section>
    </div>
  );
}
