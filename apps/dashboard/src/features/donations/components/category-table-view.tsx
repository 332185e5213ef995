import type { DonationCategory } from '@minbar/api/schemas/donations';
import { takesMonthlyGifts } from '@minbar/domain/donations/monthly';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { LazyConfirmDialog } from '@minbar/ui/dialog/lazy-confirm-dialog';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { ProgressBar } from '@minbar/ui/progress/progress-bar';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import {
  CATEGORY_TABS,
  type CategoriesByTab,
  type CategoryTab,
  canDeleteCategory,
  pageCount,
  pageOf,
} from '../donations-model';
import { formatMoney } from '../format';
import { withPhoneLabels } from './phone-labels';
import './donations.css';
import '../../../lib/page/page.css';

export interface DeleteFailure {
  name: string;
  reason: DonationsMessage;
}

export interface CategoryTableViewProps {
  /** The categories split over the tabs; undefined while the first load runs. */
  groups?: CategoriesByTab;
  loading?: boolean;
  error?: DonationsMessage | null;
  onRetry: () => void;
  tab: CategoryTab;
  onTabChange: (tab: CategoryTab) => void;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (category: DonationCategory) => void;
  /** Opens the updates the staff post on a campaign (not on a main category). */
  onUpdates: (category: DonationCategory) => void;
  /** Opens the monthly donors of a category that takes monthly gifts. */
  onMonthly: (category: DonationCategory) => void;
  /** Delete mode: a checkbox per row, and the selected categories' ids. */
  deleteMode: boolean;
  onDeleteModeChange: (on: boolean) => void;
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: number[]) => void;
  deleteConfirmOpen: boolean;
  onDeleteRequest: () => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  deleteBusy?: boolean;
  /** The categories the last batch delete could not delete, and why. */
  deleteFailures?: readonly DeleteFailure[];
  /** The category whose availability is being asked about. */
  toggleTarget: DonationCategory | null;
  onToggleRequest: (category: DonationCategory) => void;
  onToggleCancel: () => void;
  onToggleConfirm: () => void;
  toggleBusy?: boolean;
}

const TAB_LABEL = {
  main: 'donations.tab.main',
  customized: 'donations.tab.customized',
  inactive: 'donations.tab.inactive',
} as const;
const CAPTION = {
  main: 'donations.caption.main',
  customized: 'donations.caption.customized',
  inactive: 'donations.caption.inactive',
} as const;
const EMPTY = {
  main: 'donations.empty.main',
  customized: 'donations.empty.customized',
  inactive: 'donations.empty.inactive',
} as const;

/** The Table view: the three tabs with their counts, a page of ten, delete mode and the two confirmations. */
export function CategoryTableView(props: CategoryTableViewProps) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const locale = useUiLocale();
  const { groups, tab, deleteMode, selectedIds, toggleTarget } = props;
  const rows = groups ? groups[tab] : [];
  const shown = pageOf(rows, props.page);
  const deletable = shown.filter(canDeleteCategory);
  const allSelected =
    deletable.length > 0 && deletable.every((category) => selectedIds.includes(category.id));
  const money = (amount: number) => formatMoney(locale, amount);

  const setSelected = (category: DonationCategory, checked: boolean) =>
    props.onSelectedIdsChange(
      checked ? [...selectedIds, category.id] : selectedIds.filter((id) => id !== category.id),
    );

  const columns: Array<DataTableColumn<DonationCategory>> = [
    ...(deleteMode
      ? [
          {
            key: 'select',
            header: (
              <input
                type="checkbox"
                aria-label={t('donations.selectAll')}
                checked={allSelected}
                disabled={deletable.length === 0}
                onChange={(event) => {
                  const pageIds = deletable.map((category) => category.id);
                  props.onSelectedIdsChange(
                    event.target.checked
                      ? [...new Set([...selectedIds, ...pageIds])]
                      : selectedIds.filter((id) => !pageIds.includes(id)),
                  );
                }}
              />
            ),
            cell: (category: DonationCategory) =>
              canDeleteCategory(category) ? (
                <input
                  type="checkbox"
                  aria-label={t('donations.selectOne', { name: category.name })}
                  checked={selectedIds.includes(category.id)}
                  onChange={(event) => setSelected(category, event.target.checked)}
                />
              ) : (
                <input
                  type="checkbox"
                  aria-label={`${t('donations.selectOne', { name: category.name })} – ${t('donations.systemDefinedHint')}`}
                  title={t('donations.systemDefinedHint')}
                  disabled
                />
              ),
          },
        ]
      : []),
    {
      key: 'name',
      header: t('donations.column.name'),
      cell: (category) => (
        <span className="donations-table__name">
          {/* A long name is cut in its column; the whole of it shows on hover and in the edit form. */}
          <span className="donations-table__name-text" title={category.name} data-cut-by-design="long-name">
            {category.name}
          </span>
          {category.is_system_defined ? (
            <span className="donations-table__badge">{t('donations.systemDefined')}</span>
          ) : null}
        </span>
      ),
      userText: true,
    },
    {
      key: 'paymentType',
      header: t('donations.column.paymentType'),
      cell: (category) =>
        category.payment_type === 'Monthly' || category.payment_type === 'One Time'
          ? t(`donations.paymentType.${category.payment_type}`)
          : category.payment_type,
    },
    {
      key: 'defaultValue',
      header: t('donations.column.defaultValue'),
      cell: (category) => money(category.default_value),
    },
    {
      key: 'target',
      header: t('donations.column.target'),
      // A target of 0 is how a category without one is stored; "0.00 zł" would read as a goal of nothing.
      cell: (category) =>
        category.target_amount > 0 ? money(category.target_amount) : t('donations.noTarget'),
    },
    {
      key: 'collected',
      header: t('donations.column.collected'),
      cell: (category) => (
        <div className="donations-table__collected">
          <span>{money(category.current_amount)}</span>
          {/* Without a target (a built-in category often has none) there is no progress to draw. */}
          {category.target_amount > 0 ? (
            <ProgressBar
              size="sm"
              current={category.current_amount}
              target={category.target_amount}
              label={t('donations.progressOf', { name: isolateText(category.name) })}
              valueText={t('donations.progressText', {
                current: money(category.current_amount),
                target: money(category.target_amount),
              })}
            />
          ) : null}
        </div>
      ),
    },
    {
      key: 'available',
      header: t('donations.column.available'),
      cell: (category) => (
        <button
          type="button"
          role="switch"
          aria-checked={category.is_available}
          aria-label={t('donations.availableOf', { name: isolateText(category.name) })}
          className="donations-switch"
          data-state={category.is_available ? 'on' : 'off'}
          onClick={() => props.onToggleRequest(category)}
        >
          <span className="donations-switch__thumb" aria-hidden="true" />
        </button>
      ),
    },
    {
      key: 'actions',
      header: t('donations.column.actions'),
      cell: (category) => (
        <div className="donations-table__actions">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('donations.editOf', { name: isolateText(category.name) })}
            onClick={() => props.onEdit(category)}
          >
            {t('donations.edit')}
          </Button>
          {category.is_system_defined ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('donations.updates.title', { name: isolateText(category.name) })}
              onClick={() => props.onUpdates(category)}
            >
              {t('donations.updatesButton')}
            </Button>
          )}
          {takesMonthlyGifts(category) ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('donations.monthly.title', { name: isolateText(category.name) })}
              onClick={() => props.onMonthly(category)}
            >
              {t('donations.monthlyButton')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const counts = groups
    ? CATEGORY_TABS.map((each) => ({ value: each, count: groups[each].length }))
    : CATEGORY_TABS.map((each) => ({ value: each, count: null }));

  return (
    <div className="donations-table donations-cards">
      <div className="donations-table__toolbar">
        {deleteMode ? (
          <>
            <p role="status" className="donations-table__selected">
              {t('donations.deleteMode.selected', { count: selectedIds.length })}
            </p>
            <Button
              variant="danger"
              size="sm"
              disabled={selectedIds.length === 0}
              onClick={props.onDeleteRequest}
            >
              {t('donations.deleteMode.delete')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => props.onDeleteModeChange(false)}>
              {t('donations.deleteMode.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => props.onDeleteModeChange(true)}>
            {t('donations.deleteMode')}
          </Button>
        )}
      </div>
      {props.deleteFailures && props.deleteFailures.length > 0 ? (
        <div className="dashboard-alert" role="alert">
          <p>
            {t('donations.deleteFailed', {
              count: props.deleteFailures.length,
              names: props.deleteFailures.map((failure) => isolateText(failure.name)).join(', '),
            })}
          </p>
          <ul className="donations-table__failures">
            {props.deleteFailures.map((failure) => (
              <li key={failure.name}>
                <bdi>{failure.name}</bdi>: {word(failure.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Tabs value={tab} onValueChange={(next) => props.onTabChange(next as CategoryTab)}>
        <TabList
          label={t('donations.tabs')}
          tabs={counts.map(({ value, count }) => ({
            value,
            label:
              count === null
                ? t(TAB_LABEL[value])
                : t('donations.tab.count', { label: t(TAB_LABEL[value]), count }),
          }))}
        />
        {CATEGORY_TABS.map((each) => (
          <TabPanel key={each} value={each}>
            {each === tab ? (
              <>
                <DataTable
                  narrowLayout="own"
                  caption={
                    groups && !props.error
                      ? t(CAPTION[each], { count: groups[each].length })
                      : t(TAB_LABEL[each])
                  }
                  columns={withPhoneLabels(columns, ['select', 'name', 'actions'])}
                  rows={shown}
                  rowKey={(category) => category.id}
                  loading={props.loading}
                  empty={t(EMPTY[each])}
                  error={
                    props.error ? (
                      <div className="dashboard-alert">
                        <p>{word(props.error)}</p>
                        <Button variant="secondary" size="sm" onClick={props.onRetry}>
                          {t('app.retry')}
                        </Button>
                      </div>
                    ) : undefined
                  }
                />
                <Pagination
                  page={props.page}
                  totalPages={pageCount(rows.length)}
                  onPageChange={props.onPageChange}
                  label={t('donations.pagination')}
                />
              </>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
      <LazyConfirmDialog
        open={props.deleteConfirmOpen}
        onOpenChange={(open) => !open && props.onDeleteCancel()}
        title={t('donations.delete.title')}
        message={t('donations.delete.message', { count: selectedIds.length })}
        confirmLabel={t('donations.delete.confirm')}
        cancelLabel={t('shell.cancel')}
        tone="danger"
        busy={props.deleteBusy}
        onConfirm={props.onDeleteConfirm}
      />
      <LazyConfirmDialog
        open={toggleTarget !== null}
        onOpenChange={(open) => !open && props.onToggleCancel()}
        title={
          toggleTarget?.is_available
            ? t('donations.toggle.deactivateTitle')
            : t('donations.toggle.activateTitle')
        }
        message={
          toggleTarget
            ? t(
                toggleTarget.is_available
                  ? 'donations.toggle.deactivateMessage'
                  : 'donations.toggle.activateMessage',
                { name: isolateText(toggleTarget.name) },
              )
            : ''
        }
        confirmLabel={
          toggleTarget?.is_available ? t('donations.toggle.deactivate') : t('donations.toggle.activate')
        }
        cancelLabel={t('shell.cancel')}
        busy={props.toggleBusy}
        onConfirm={props.onToggleConfirm}
      />
    </div>
  );
}
