import type { Package } from '@minbar/api/schemas/education';
import { DEFAULT_SUBJECTS_INCLUDED } from '@minbar/domain/education/package';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { StatCard } from '@minbar/ui/stat-card/stat-card';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../format';
import { usePricingT } from '../pricing-intl';
import './pricing.css';
import '../../../lib/page/page.css';

export interface SubscribersScreenProps {
  /** The package; undefined while it loads or when its load failed. */
  item?: Package;
  /** The subscriber count of the summary (the list's total, else its length, else 0). */
  count: number;
  /** The red banners of failures (a failed load, a refused reactivation). */
  banner?: ReactNode;
  /** The table with its pager. */
  table: ReactNode;
}

/** /dashboard/subscribers/{id}: back to the packages, the title, the package's summary cards, and the table. */
export function SubscribersScreen({ item, count, banner, table }: SubscribersScreenProps) {
  const t = usePricingT();
  const locale = useUiLocale();
  return (
    <div className="subscribers-screen">
      <Link to="/dashboard/Pricing" className="subscribers-back">
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
          className="subscribers-back__icon"
        >
          <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('subscribers.back')}
      </Link>
      <h1 className="dashboard-page__title">
        {item ? t('subscribers.title', { name: isolateText(item.name) }) : t('subscribers.titleLoading')}
      </h1>
      <section aria-label={t('subscribers.summary')} className="subscribers-summary">
        <StatCard label={t('subscribers.card.name')} value={item?.name ?? '…'} />
        <StatCard label={t('subscribers.card.price')} value={item ? formatPrice(locale, item.price) : '…'} />
        <StatCard
          label={t('subscribers.card.subjects')}
          value={item ? (item.num_subjects_included ?? DEFAULT_SUBJECTS_INCLUDED) : '…'}
        />
        <StatCard label={t('subscribers.card.count')} value={count} />
        <div className="subscribers-summary__wide">
          <StatCard label={t('subscribers.card.description')} value={item ? item.description || '—' : '…'} />
        </div>
      </section>
      {banner}
      {table}
    </div>
  );
}
