import { Button } from '@minbar/ui/button/button';
import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import type { ReactNode } from 'react';
import { TestPaymentsNotice } from '../../../lib/test-payments';
import { useDonationsT } from '../donations-intl';
import './donations.css';
import '../../../lib/page/page.css';

export type DonationsView = 'table' | 'chart';

export interface DonationsScreenProps {
  view: DonationsView;
  onViewChange: (view: DonationsView) => void;
  onAdd: () => void;
  /** Opens the zakat calculator's nisab settings. */
  onNisab: () => void;
  /** The Table view (rendered only while it is shown). */
  table: ReactNode;
  /** The Chart view (rendered only while it is shown, so its calls and uPlot wait for it). */
  chart: ReactNode;
  /** The server takes test payments: a line says no money is taken. */
  testPayments?: boolean;
}

/**
 * /dashboard/Donations: the title, the zakat nisab, New campaign, and the Table / Chart switch; while
 * the server takes test payments, a line under the title says no money is taken.
 */
export function DonationsScreen({
  view,
  onViewChange,
  onAdd,
  onNisab,
  table,
  chart,
  testPayments = false,
}: DonationsScreenProps) {
  const t = useDonationsT();
  return (
    <div className="donations">
      <div className="donations__header">
        <h1 className="dashboard-page__title">{t('donations.title')}</h1>
        <div className="donations__actions">
          <Button variant="secondary" onClick={onNisab}>
            {t('donations.nisabOpen')}
          </Button>
          <Button onClick={onAdd}>{t('donations.add')}</Button>
        </div>
      </div>
      {testPayments ? <TestPaymentsNotice /> : null}
      <ViewSwitch
        label={t('donations.views')}
        views={[
          { value: 'table', label: t('donations.view.table') },
          { value: 'chart', label: t('donations.view.chart') },
        ]}
        value={view}
        onValueChange={onViewChange}
      >
        <ViewPanel value="table">{view === 'table' ? table : null}</ViewPanel>
        <ViewPanel value="chart">{view === 'chart' ? chart : null}</ViewPanel>
      </ViewSwitch>
    </div>
  );
}
