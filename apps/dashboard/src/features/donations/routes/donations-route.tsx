import {
  DONATION_HISTORY_FILTERS,
  type DonationCategory,
  type DonationHistoryFilter,
  type DonationHistoryItem,
} from '@minbar/api/schemas/donations';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTrashMode } from '../../../lib/batch-delete';
import { useTestPayments } from '../../../lib/test-payments';
import { CategoryTableView, type DeleteFailure } from '../components/category-table-view';
import { ChartView } from '../components/chart-view';
import { DonationsScreen } from '../components/donations-screen';
import { type CategoryDialog, CategoryDialogs, RefundDialogs } from '../dialogs/category-dialogs';
import { DonationsIntlProvider, useDonationsMessage, useDonationsT } from '../donations-intl';
import { CATEGORY_TABS, type CategoryTab, groupByTab, pageCount } from '../donations-model';
import { deleteFailure, loadFailure, toggleFailure } from '../error-messages';
import { useActiveCategories } from '../queries/use-active-categories';
import { useAllCategories } from '../queries/use-all-categories';
import { useDeleteCategories } from '../queries/use-delete-categories';
import { useDonationHistory } from '../queries/use-donation-history';
import { useMonthlyTotals } from '../queries/use-monthly-totals';
import { useToggleCategory } from '../queries/use-toggle-category';

/** A positive page number from the URL, 1 otherwise. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The history's filter from the URL: every received gift unless one state is named. */
function giftsFromSearch(value: string | null): DonationHistoryFilter {
  return DONATION_HISTORY_FILTERS.find((filter) => filter === value) ?? 'received';
}

function tabFromSearch(value: string | null): CategoryTab {
  return CATEGORY_TABS.find((tab) => tab === value) ?? 'main';
}

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function DonationsRoute() {
  return (
    <DonationsIntlProvider>
      <DonationsArea />
    </DonationsIntlProvider>
  );
}

/** The tab, filter and pages live in the URL, so a reload or a shared link opens the same place. */
function DonationsArea() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const [refunding, setRefunding] = useState<DonationHistoryItem | null>(null);
  const testPayments = useTestPayments();
  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );

  return (
    <>
      <DonationsScreen
        onAdd={() => setDialog({ kind: 'create' })}
        testPayments={testPayments}
        campaigns={
          <TableContainer
            tab={tabFromSearch(searchParams.get('tab'))}
            page={pageFromSearch(searchParams.get('page'))}
            onPlaceChange={(tab, page) =>
              update({ tab: tab === 'main' ? null : tab, page: page === 1 ? null : String(page) })
            }
            onEdit={(category) => setDialog({ kind: 'edit', category })}
            onUpdates={(category) => setDialog({ kind: 'updates', category })}
            onMonthly={(category) => setDialog({ kind: 'monthly', category })}
          />
        }
        gifts={
          <ChartContainer
            historyPage={pageFromSearch(searchParams.get('history'))}
            gifts={giftsFromSearch(searchParams.get('gifts'))}
            activePage={pageFromSearch(searchParams.get('active'))}
            onHistoryPageChange={(page) => update({ history: page === 1 ? null : String(page) })}
            onGiftsChange={(gifts) => update({ gifts: gifts === 'received' ? null : gifts, history: null })}
            onRefund={setRefunding}
            onActivePageChange={(page) => update({ active: page === 1 ? null : String(page) })}
          />
        }
      />
      <CategoryDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <RefundDialogs gift={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

function TableContainer({
  tab,
  page,
  onPlaceChange,
  onEdit,
  onUpdates,
  onMonthly,
}: {
  tab: CategoryTab;
  page: number;
  onPlaceChange: (tab: CategoryTab, page: number) => void;
  onEdit: (category: DonationCategory) => void;
  onUpdates: (category: DonationCategory) => void;
  onMonthly: (category: DonationCategory) => void;
}) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const toast = useToast();
  const categories = useAllCategories();
  const toggle = useToggleCategory();
  const groups = useMemo(
    () => (categories.data ? groupByTab(categories.data) : undefined),
    [categories.data],
  );
  const trash = useTrashMode({
    items: categories.data,
    remove: useDeleteCategories(),
    failureOf: (category, error): DeleteFailure => ({
      name: category.name,
      reason: deleteFailure(error, category.name),
    }),
    onDeleted: (deleted) =>
      toast.show({ tone: 'success', message: t('donations.deleted', { count: deleted.length }) }),
  });
  const [toggleTarget, setToggleTarget] = useState<DonationCategory | null>(null);

  // A page beyond the last (after deletes, or a stale link) shows the last page instead.
  const lastPage = groups ? Math.max(1, pageCount(groups[tab].length)) : page;
  const shownPage = Math.min(page, lastPage);

  return (
    <CategoryTableView
      groups={groups}
      loading={categories.isPending}
      error={categories.isError ? loadFailure(categories.error, 'donations.error.categories') : null}
      onRetry={() => void categories.refetch()}
      tab={tab}
      onTabChange={(next) => onPlaceChange(next, 1)}
      page={shownPage}
      onPageChange={(next) => onPlaceChange(tab, next)}
      onEdit={onEdit}
      onUpdates={onUpdates}
      onMonthly={onMonthly}
      deleteMode={trash.on}
      onDeleteModeChange={trash.setOn}
      selectedIds={trash.chosenIds}
      onSelectedIdsChange={trash.setChosenIds}
      deleteConfirmOpen={trash.confirmOpen}
      onDeleteRequest={trash.requestDelete}
      onDeleteCancel={trash.cancelDelete}
      deleteBusy={trash.busy}
      deleteFailures={trash.failures}
      onDeleteConfirm={trash.confirmDelete}
      toggleTarget={toggleTarget}
      onToggleRequest={setToggleTarget}
      onToggleCancel={() => setToggleTarget(null)}
      toggleBusy={toggle.isPending}
      onToggleConfirm={() => {
        if (!toggleTarget) return;
        const available = !toggleTarget.is_available;
        const name = isolateText(toggleTarget.name);
        toggle.mutate(
          { id: toggleTarget.id, available },
          {
            onSuccess: () => {
              toast.show({
                tone: 'success',
                message: t(available ? 'donations.toggle.activated' : 'donations.toggle.deactivated', {
                  name,
                }),
              });
              setToggleTarget(null);
            },
            onError: (error) => {
              toast.show({ tone: 'error', message: word(toggleFailure(error, name)) });
              setToggleTarget(null);
            },
          },
        );
      }}
    />
  );
}

function ChartContainer({
  historyPage,
  gifts,
  activePage,
  onHistoryPageChange,
  onGiftsChange,
  onActivePageChange,
  onRefund,
}: {
  historyPage: number;
  gifts: DonationHistoryFilter;
  activePage: number;
  onHistoryPageChange: (page: number) => void;
  onGiftsChange: (gifts: DonationHistoryFilter) => void;
  onActivePageChange: (page: number) => void;
  onRefund: (gift: DonationHistoryItem) => void;
}) {
  const history = useDonationHistory(historyPage, gifts);
  const active = useActiveCategories(activePage);
  const monthly = useMonthlyTotals();
  return (
    <ChartView
      history={{
        data: history.data,
        loading: history.isPending,
        error: history.isError ? loadFailure(history.error, 'donations.error.history') : null,
        onRetry: () => void history.refetch(),
        page: historyPage,
        totalPages: history.data?.total_pages ?? Math.ceil((history.data?.total ?? 0) / DEFAULT_PER_PAGE),
        onPageChange: onHistoryPageChange,
        filter: gifts,
        onFilterChange: onGiftsChange,
        onRefund,
      }}
      active={{
        data: active.data,
        loading: active.isPending,
        error: active.isError ? loadFailure(active.error, 'donations.error.active') : null,
        onRetry: () => void active.refetch(),
        page: activePage,
        onPageChange: onActivePageChange,
      }}
      monthly={{
        data: monthly.data,
        loading: monthly.isPending,
        error: monthly.isError ? loadFailure(monthly.error, 'donations.error.chart') : null,
        onRetry: () => void monthly.refetch(),
      }}
    />
  );
}
