import type { Package } from '@minbar/api/schemas/education';
import { Button } from '@minbar/ui/button/button';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import type { ReactNode } from 'react';
import { usePricingT } from '../pricing-intl';
import type { PackageTab } from '../queries/pricing-keys';
import { PackageCard } from './package-card';
import './pricing.css';
import '../../../lib/page/page.css';

export interface PricingScreenProps {
  tab: PackageTab;
  onTabChange: (tab: PackageTab) => void;
  /** The tab's page of packages; undefined while the first load runs. */
  packages?: readonly Package[];
  /** The number in each tab, once known. */
  counts?: { active: number; cancelled: number } | null;
  /** The load failed: the banner says so and the cards give way. */
  failed?: boolean;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (item: Package) => void;
  onToggle: (item: Package) => void;
  /** The red banners of failures (a failed load, a refused cancel or activate). */
  banner?: ReactNode;
}

const TABS: PackageTab[] = ['active', 'cancelled'];

/** /dashboard/Pricing: the title and Add, the tabs with their counts, the card grid and its pages. */
export function PricingScreen(props: PricingScreenProps) {
  const t = usePricingT();
  const tabLabel = (tab: PackageTab) =>
    props.counts
      ? t(tab === 'active' ? 'pricing.tab.active' : 'pricing.tab.cancelled', { count: props.counts[tab] })
      : t(tab === 'active' ? 'pricing.tab.activeNoCount' : 'pricing.tab.cancelledNoCount');
  return (
    <div className="pricing-screen">
      <div className="pricing-screen__header">
        <h1 className="dashboard-page__title">{t('pricing.title')}</h1>
        <Button onClick={props.onAdd}>{t('pricing.add')}</Button>
      </div>
      {props.banner}
      <Tabs value={props.tab} onValueChange={(value) => props.onTabChange(value as PackageTab)}>
        <TabList
          label={t('pricing.tabs.label')}
          tabs={TABS.map((tab) => ({ value: tab, label: tabLabel(tab) }))}
        />
        {TABS.map((tab) => (
          <TabPanel key={tab} value={tab}>
            <PackageGrid {...props} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function PackageGrid(props: PricingScreenProps) {
  const t = usePricingT();
  if (props.failed) return null;
  if (props.packages === undefined)
    return (
      <div className="pricing-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('pricing.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="pricing-card pricing-card--skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  if (props.packages.length === 0)
    return (
      <p className="pricing-empty">
        {t(props.tab === 'active' ? 'pricing.empty.active' : 'pricing.empty.cancelled')}
      </p>
    );
  return (
    <>
      <ul
        className="pricing-grid"
        aria-label={t(props.tab === 'active' ? 'pricing.list.active' : 'pricing.list.cancelled')}
      >
        {props.packages.map((item) => (
          <li key={item.id}>
            <PackageCard item={item} onEdit={props.onEdit} onToggle={props.onToggle} />
          </li>
        ))}
      </ul>
      {props.totalPages > 1 ? (
        <Pagination
          page={props.page}
          totalPages={props.totalPages}
          onPageChange={props.onPageChange}
          label={t('pricing.pagination')}
        />
      ) : null}
    </>
  );
}
