import {
  type ActiveCategories,
  DONATION_HISTORY_FILTERS,
  type DonationCategory,
  type DonationHistory,
  type DonationHistoryFilter,
  type DonationHistoryItem,
} from '@minbar/api/schemas/donations';
import { refundableAmount } from '@minbar/domain/donations/refund';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { ProgressBar } from '@minbar/ui/progress/progress-bar';
import { directionOf, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { lazy, Suspense, useId, useMemo } from 'react';
import {
  type DonationsMessage,
  type DonationsMessageId,
  useDonationsMessage,
  useDonationsT,
} from '../donations-intl';
import type { MonthTotal } from '../donations-model';
import { formatDonationDate, formatMoney, formatMonth } from '../format';
import { withPhoneLabels } from './phone-labels';
import './donations.css';
import '../../../lib/page/page.css';

/* uPlot and its stylesheet load apart, once there are months to draw, keeping them out of the area's first chunk. */
const MonthlyChart = lazy(() => import('../chart/monthly-chart'));

interface ListState<T> {
  data?: T;
  loading?: boolean;
  error?: DonationsMessage | null;
  onRetry: () => void;
}

export interface ChartViewProps {
  history: ListState<DonationHistory> & {
    page: number;
    totalPages: number;
    onPageChange: (page: number) => void;
    /** Which gifts the table shows: every received one by default, or one state. */
    filter: DonationHistoryFilter;
    onFilterChange: (filter: DonationHistoryFilter) => void;
    /** Opens the refund of a received gift (admins); absent, no gift offers it. */
    onRefund?: (gift: DonationHistoryItem) => void;
  };
  active: ListState<ActiveCategories> & { page: number; onPageChange: (page: number) => void };
  monthly: ListState<MonthTotal[]>;
}

/**
 * The gifts: the current balance, then the donation history (paged) with, beside it (after it on a
 * phone), the gifts summed per month as a chart with the same figures as a table, and the active
 * campaigns with their progress (paged).
 */
export function ChartView({ history, active, monthly }: ChartViewProps) {
  const t = useDonationsT();
  const locale = useUiLocale();
  const money = (amount: number, currency?: string) => formatMoney(locale, amount, currency);

  const methodLabel = (method: string) => {
    const id = METHOD_MESSAGES[method];
    return id ? t(id) : method;
  };

  const historyColumns: Array<DataTableColumn<DonationHistoryItem>> = [
    {
      key: 'donor',
      header: t('donations.chart.donor'),
      cell: (item) => (
        <>
          {item.is_anonymous || !item.donor_name ? (
            <span className="donations-history__anonymous">{t('donations.chart.anonymous')}</span>
          ) : (
            <bdi>{item.donor_name}</bdi>
          )}
          {item.dedication ? (
            // The line the gift was given with, under who gave it.
            <span className="donations-history__dedication">
              {t('donations.chart.dedication', { text: isolateText(item.dedication) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'category',
      header: t('donations.chart.category'),
      cell: (item) => item.category_name ?? t('donations.chart.unknownCategory'),
      userText: true,
    },
    { key: 'date', header: t('donations.chart.date'), cell: (item) => formatDonationDate(locale, item.date) },
    {
      key: 'amount',
      header: t('donations.chart.amount'),
      cell: (item) => (
        <>
          {money(item.amount, item.currency)}
          {item.frequency === 'monthly' ? (
            // A monthly gift's first or a month's charge, each a gift of its own.
            <span className="donations-history__monthly">{t('donations.chart.monthly')}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t('donations.chart.status'),
      cell: (item) => (
        <span className="donations-status" data-status={item.status}>
          {item.status === 'succeeded' && item.refunded_amount > 0
            ? t('donations.status.partlyRefunded', { amount: money(item.refunded_amount, item.currency) })
            : t(statusMessage(item.status))}
          {item.needs_attention ? (
            <span className="donations-status__attention">{t('donations.status.needsAttention')}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'method',
      header: t('donations.chart.method'),
      cell: (item) => (item.method ? methodLabel(item.method) : '–'),
    },
  ];
  if (history.onRefund) {
    const onRefund = history.onRefund;
    historyColumns.push({
      key: 'actions',
      header: t('donations.chart.actions'),
      cell: (item) =>
        item.status === 'succeeded' && refundableAmount(item) > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            // Named with its gift, since every row's button reads "Refund"; the id as text keeps its digits.
            aria-label={t('donations.refund.openFor', {
              id: String(item.id),
              amount: money(item.amount, item.currency),
              date: formatDonationDate(locale, item.date),
            })}
            onClick={() => onRefund(item)}
          >
            {t('donations.refund.open')}
          </Button>
        ) : null,
    });
  }

  return (
    <div className="donations-chart-view">
      <section className="donations-balance" aria-labelledby="donations-balance-title" data-slot="balance">
        <h2 id="donations-balance-title" className="donations-balance__label">
          {t('donations.chart.balance')}
        </h2>
        <p className="donations-balance__value" aria-busy={active.loading || undefined}>
          {active.data ? money(active.data.total_amount) : '–'}
        </p>
        <p className="donations-balance__hint">{t('donations.chart.balanceHint')}</p>
      </section>
      <div className="donations-chart-view__columns">
        <section className="donations-history donations-cards" aria-labelledby="donations-history-title">
          <div className="donations-history__head">
            <h2 id="donations-history-title" className="donations-section__title">
              {t('donations.chart.history')}
            </h2>
            <Select
              label={t('donations.chart.filter')}
              value={history.filter}
              onValueChange={(value) => history.onFilterChange(value as DonationHistoryFilter)}
              options={DONATION_HISTORY_FILTERS.map((filter) => ({
                value: filter,
                label: t(FILTER_MESSAGES[filter]),
              }))}
            />
          </div>
          <DataTable
            narrowLayout="own"
            caption={
              history.data && !history.error
                ? t('donations.chart.historyCaption', { count: history.data.total })
                : t('donations.chart.history')
            }
            columns={withPhoneLabels(historyColumns)}
            rows={history.data?.items ?? []}
            rowKey={(item) => item.id}
            loading={history.loading}
            empty={t('donations.chart.historyEmpty')}
            error={history.error ? <Failure message={history.error} onRetry={history.onRetry} /> : undefined}
          />
          <Pagination
            page={history.page}
            totalPages={history.totalPages}
            onPageChange={history.onPageChange}
            label={t('donations.chart.historyPagination')}
          />
        </section>
        <div className="donations-chart-view__aside">
          <MonthlySection state={monthly} />
          <section
            className="donations-active"
            aria-labelledby="donations-active-title"
            aria-busy={active.loading || undefined}
          >
            <h2 id="donations-active-title" className="donations-section__title">
              {t('donations.chart.active')}
            </h2>
            <ActiveList state={active} money={money} />
            <Pagination
              page={active.page}
              totalPages={active.data?.total_pages ?? 0}
              onPageChange={active.onPageChange}
              label={t('donations.chart.activePagination')}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

const STATUS_MESSAGES: Record<string, DonationsMessageId> = {
  pending: 'donations.status.pending',
  processing: 'donations.status.processing',
  succeeded: 'donations.status.succeeded',
  failed: 'donations.status.failed',
  refunded: 'donations.status.refunded',
  disputed: 'donations.status.disputed',
};

function statusMessage(status: string): DonationsMessageId {
  return STATUS_MESSAGES[status] ?? 'donations.status.pending';
}

const METHOD_MESSAGES: Record<string, DonationsMessageId> = {
  card: 'donations.method.card',
  blik: 'donations.method.blik',
  p24: 'donations.method.p24',
  wallet: 'donations.method.wallet',
};

const FILTER_MESSAGES: Record<DonationHistoryFilter, DonationsMessageId> = {
  received: 'donations.filter.received',
  succeeded: 'donations.filter.succeeded',
  refunded: 'donations.filter.refunded',
  disputed: 'donations.filter.disputed',
  pending: 'donations.filter.pending',
  failed: 'donations.filter.failed',
};

function Failure({ message, onRetry }: { message: DonationsMessage; onRetry: () => void }) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  return (
    <div className="dashboard-alert">
      <p>{word(message)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

function ActiveList({
  state,
  money,
}: {
  state: ListState<ActiveCategories>;
  money: (amount: number) => string;
}) {
  const t = useDonationsT();
  if (state.error)
    return (
      <div role="alert">
        <Failure message={state.error} onRetry={state.onRetry} />
      </div>
    );
  if (state.loading || !state.data)
    return (
      <p role="status" className="donations-active__status">
        {t('app.loading')}
      </p>
    );
  if (state.data.items.length === 0)
    return <p className="donations-active__status">{t('donations.chart.activeEmpty')}</p>;
  return (
    <ul className="donations-active__list">
      {state.data.items.map((category: DonationCategory) => (
        <li key={category.id} className="donations-active__item">
          <span className="donations-active__name">
            <bdi>{category.name}</bdi>
          </span>
          <ProgressBar
            current={category.current_amount}
            target={category.target_amount}
            label={t('donations.progressOf', { name: isolateText(category.name) })}
            valueText={t('donations.progressText', {
              current: money(category.current_amount),
              target: money(category.target_amount),
            })}
          />
          <span className="donations-active__amounts">
            {t('donations.progressText', {
              current: money(category.current_amount),
              target: money(category.target_amount),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MonthlySection({ state }: { state: ListState<MonthTotal[]> }) {
  const t = useDonationsT();
  const locale = useUiLocale();
  const id = useId();
  const chart = useMemo(
    () =>
      state.data
        ? {
            months: state.data.map((each) => formatMonth(locale, each.month)),
            totals: state.data.map((each) => each.total),
          }
        : null,
    [state.data, locale],
  );
  const formatAmount = useMemo(() => (amount: number) => formatMoney(locale, amount), [locale]);
  const columns: Array<DataTableColumn<MonthTotal>> = [
    { key: 'month', header: t('donations.chart.month'), cell: (row) => formatMonth(locale, row.month) },
    {
      key: 'count',
      header: t('donations.chart.count'),
      cell: (row) => new Intl.NumberFormat(`${locale}-u-nu-latn`).format(row.count),
    },
    { key: 'total', header: t('donations.chart.total'), cell: (row) => formatAmount(row.total) },
  ];

  return (
    <section className="donations-chart" aria-labelledby={`${id}-title`} data-slot="donations-chart">
      <h2 id={`${id}-title`} className="donations-section__title">
        {t('donations.chart.overTime')}
      </h2>
      {state.error ? (
        <div role="alert">
          <Failure message={state.error} onRetry={state.onRetry} />
        </div>
      ) : state.loading || !chart ? (
        <p role="status" className="donations-active__status">
          {t('donations.chart.loading')}
        </p>
      ) : chart.months.length === 0 ? (
        <p className="donations-active__status">{t('donations.chart.overTimeEmpty')}</p>
      ) : (
        <>
          {/* The canvas repeats the table below, which is what assistive technology reads. */}
          <div className="donations-chart__figure" aria-hidden="true">
            <Suspense fallback={<p className="donations-active__status">{t('donations.chart.loading')}</p>}>
              <MonthlyChart
                months={chart.months}
                totals={chart.totals}
                rtl={directionOf(locale) === 'rtl'}
                formatAmount={formatAmount}
                monthAxisLabel={t('donations.chart.month')}
                amountAxisLabel={t('donations.chart.total')}
              />
            </Suspense>
          </div>
          <DataTable
            caption={t('donations.chart.tableCaption')}
            columns={columns}
            rows={state.data ?? []}
            rowKey={(row) => row.month}
          />
        </>
      )}
    </section>
  );
}
