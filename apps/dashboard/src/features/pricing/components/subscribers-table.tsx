import type { Subscription } from '@minbar/api/schemas/education';
import { subscriptionStatus } from '@minbar/domain/education/subscription';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { formatPrice, formatSubscriptionDate } from '../format';
import { usePricingT } from '../pricing-intl';
import './pricing.css';

export interface SubscribersTableProps {
  /** Undefined while the first load runs. */
  subscriptions?: readonly Subscription[];
  /** Every subscription of the package, for the caption. */
  total: number;
  loading?: boolean;
  /** The load failed: the rows give way to it (the banner above says what failed). */
  error?: ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** An active badge pressed: the suspend dialog. */
  onSuspend: (subscription: Subscription) => void;
  /** An inactive badge pressed: the reactivate confirmation. */
  onReactivate: (subscription: Subscription) => void;
}

/** The subscribers' table: child, price, start, end of period, suspension reason, status; the five-button pager. */
export function SubscribersTable(props: SubscribersTableProps) {
  const t = usePricingT();
  const locale = useUiLocale();
  // A missing date is '---' on screen and its words for a reader.
  const date = (value: string | null) => {
    const shown = formatSubscriptionDate(locale, value);
    return shown && value ? (
      <time dateTime={value.slice(0, 10)}>{shown}</time>
    ) : (
      <span className="subscribers-muted">
        <span aria-hidden="true">---</span>
        <span className="visually-hidden">{t('subscribers.noDate')}</span>
      </span>
    );
  };
  const columns: Array<DataTableColumn<Subscription>> = [
    { key: 'child', header: t('subscribers.column.child'), cell: (row) => <bdi>{row.child_name}</bdi> },
    {
      key: 'price',
      header: t('subscribers.column.price'),
      cell: (row) => formatPrice(locale, row.package_price),
    },
    { key: 'start', header: t('subscribers.column.start'), cell: (row) => date(row.start_date) },
    {
      key: 'periodEnd',
      header: t('subscribers.column.periodEnd'),
      cell: (row) => date(row.current_period_end),
    },
    {
      key: 'reason',
      header: t('subscribers.column.reason'),
      cell: (row) =>
        row.suspension_reason ? (
          <bdi className="subscribers-reason">{row.suspension_reason}</bdi>
        ) : (
          <span className="subscribers-muted">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('subscribers.noReason')}</span>
          </span>
        ),
    },
    {
      key: 'status',
      header: t('subscribers.column.status'),
      cell: (row) => {
        const status = subscriptionStatus(row);
        const label = t(`subscribers.status.${status}`);
        const name = isolateText(row.child_name);
        return (
          <button
            type="button"
            className="pricing-badge subscribers-status"
            data-tone={status === 'active' ? 'success' : 'muted'}
            aria-label={t(
              status === 'active' ? 'subscribers.status.suspendOf' : 'subscribers.status.reactivateOf',
              {
                status: label,
                name,
              },
            )}
            onClick={() => (status === 'active' ? props.onSuspend(row) : props.onReactivate(row))}
          >
            {label}
          </button>
        );
      },
    },
  ];
  return (
    <div className="subscribers-table">
      <DataTable
        caption={t('subscribers.caption', { count: props.total })}
        columns={columns}
        rows={[...(props.subscriptions ?? [])]}
        rowKey={(row) => row.id}
        loading={props.loading || props.subscriptions === undefined}
        empty={t('subscribers.empty')}
        error={props.error || undefined}
      />
      {props.totalPages > 1 ? (
        <Pagination
          window="compact"
          page={props.page}
          totalPages={props.totalPages}
          onPageChange={props.onPageChange}
          label={t('subscribers.pager.label')}
        />
      ) : null}
    </div>
  );
}
