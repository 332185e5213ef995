import type { AuditEntry } from '@minbar/api/schemas/audit';
import { AUDIT_AREAS } from '@minbar/domain/audit/areas';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { Select } from '@minbar/ui/select/select';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AuditMessage, type AuditMessageId, useAuditT } from '../audit-intl';
import './audit-screen.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

/** The trail's filters as the URL keeps them; '' is "any". */
export interface AuditFilters {
  area: string;
  /** The mosque's days, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** One staff member's changes only, chosen from a row. */
  actor: { id: number; username: string } | null;
}

export const NO_FILTERS: AuditFilters = { area: '', from: '', to: '', actor: null };

export interface AuditScreenProps {
  entries: AuditEntry[];
  loading?: boolean;
  error?: AuditMessage | null;
  onRetry: () => void;
  page: number;
  totalPages: number;
  total: number;
  onPageChange: (page: number) => void;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** The start of the span comes after its end: said on the field, and nothing is asked. */
  rangeOutOfOrder?: boolean;
  /**
   * The mosque's zone: each change's time is shown in it, as the days filter counts in it, so an entry
   * near midnight shows the day it is filed under. The browser's zone when not given.
   */
  timeZone?: string;
}

const ALL_AREAS = 'all';

// The date fields bring react-aria's date machinery: loaded once days are asked for, not with the list.
const DateField = lazy(() =>
  import('@minbar/ui/date-field/date-field').then((m) => ({ default: m.DateField })),
);

/** A name from this area's catalogue when it has one; else the server's own word, as it is. */
function useNamed() {
  const t = useAuditT();
  const { messages } = useIntl();
  return (prefix: 'audit.action' | 'audit.area' | 'audit.entity', key: string) => {
    const id = `${prefix}.${key}`;
    return id in messages ? t(id as AuditMessageId) : key;
  };
}

/** A recorded value as a person reads it: text as typed, nothing as "(empty)", the rest as JSON. */
function useValueText() {
  const t = useAuditT();
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return t('audit.value.empty');
    return isolateText(typeof value === 'string' ? value : JSON.stringify(value));
  };
}

/**
 * The server lists a secret column (a password's hash, a token) as ["hidden", "hidden"]: both sides
 * alike, which a real change never is, so text that merely reads "hidden" is still shown as typed.
 */
const isHidden = ([before, after]: [unknown, unknown]) => before === 'hidden' && after === 'hidden';

function ChangesCell({ entry }: { entry: AuditEntry }) {
  const t = useAuditT();
  const valueText = useValueText();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="audit__muted">{t('audit.noFields')}</span>;
  return (
    <ul className="audit__changes">
      {fields.map(([field, values]) => {
        const hidden = isHidden(values);
        const side = (value: unknown) => (hidden ? t('audit.value.hidden') : valueText(value));
        return (
          <li key={field}>
            {t('audit.change', {
              field: isolateText(field),
              before: entry.action === 'create' ? t('audit.value.empty') : side(values[0]),
              after: entry.action === 'delete' ? t('audit.value.empty') : side(values[1]),
            })}
          </li>
        );
      })}
    </ul>
  );
}

/** /dashboard/AuditTrail: every staff change, newest first, filtered by area, days and person. */
export function AuditScreen(props: AuditScreenProps) {
  const t = useAuditT();
  const intl = useIntl();
  const named = useNamed();
  const { filters } = props;
  const change = (next: Partial<AuditFilters>) => props.onFiltersChange({ ...filters, ...next });
  const filtered = filters.area !== '' || filters.from !== '' || filters.to !== '' || filters.actor !== null;
  const [daysAsked, setDaysAsked] = useState(false);
  const showDays = daysAsked || filters.from !== '' || filters.to !== '';

  const columns: Array<DataTableColumn<AuditEntry>> = [
    {
      key: 'when',
      header: t('audit.column.when'),
      cell: (entry) =>
        intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: props.timeZone }),
    },
    {
      key: 'who',
      header: t('audit.column.who'),
      cell: (entry) =>
        filters.actor?.id === entry.actor.id ? (
          isolateText(entry.actor.username)
        ) : (
          <button
            type="button"
            className="audit__person"
            aria-label={t('audit.onlyBy', { name: isolateText(entry.actor.username) })}
            onClick={() => change({ actor: entry.actor })}
          >
            {entry.actor.username}
          </button>
        ),
    },
    {
      key: 'what',
      header: t('audit.column.what'),
      cell: (entry) => (
        <div className="audit__what">
          <span className="audit__action" data-action={entry.action}>
            {named('audit.action', entry.action)}
          </span>
          <span>
            {entry.entity_id === null
              ? named('audit.entity', entry.entity)
              : t('audit.entityWithId', { entity: named('audit.entity', entry.entity), id: entry.entity_id })}
          </span>
          <span className="audit__muted">{named('audit.area', entry.area)}</span>
        </div>
      ),
    },
    { key: 'changes', header: t('audit.column.changes'), cell: (entry) => <ChangesCell entry={entry} /> },
  ];

  return (
    <div className="audit">
      <h1 className="dashboard-page__title">{t('audit.title')}</h1>
      <p className="audit__intro">{t('audit.intro')}</p>
      <search className="audit__filters" aria-label={t('audit.filters')}>
        <Select
          name="area"
          label={t('audit.filter.area')}
          value={filters.area === '' ? ALL_AREAS : filters.area}
          onValueChange={(area) => change({ area: area === ALL_AREAS ? '' : area })}
          options={[
            { value: ALL_AREAS, label: t('audit.filter.allAreas') },
            ...AUDIT_AREAS.map((area) => ({ value: area, label: named('audit.area', area) })),
          ]}
        />
        {showDays ? (
          <Suspense fallback={null}>
            <DateField
              name="from"
              label={t('audit.filter.from')}
              value={filters.from}
              onChange={(from) => change({ from })}
            />
            <DateField
              name="to"
              label={t('audit.filter.to')}
              value={filters.to}
              onChange={(to) => change({ to })}
              error={props.rangeOutOfOrder ? t('audit.filter.rangeOrder') : undefined}
            />
          </Suspense>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setDaysAsked(true)}>
            {t('audit.filter.chooseDays')}
          </Button>
        )}
        {filtered ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDaysAsked(false);
              props.onFiltersChange(NO_FILTERS);
            }}
          >
            {t('audit.filter.clear')}
          </Button>
        ) : null}
      </search>
      {filters.actor ? (
        <p className="audit__actor">
          <span>{t('audit.filter.actor', { name: isolateText(filters.actor.username) })}</span>
          <Button variant="ghost" size="sm" onClick={() => change({ actor: null })}>
            {t('audit.filter.clearActor')}
          </Button>
        </p>
      ) : null}
      <DataTable
        caption={
          <>
            {t('audit.caption')}
            {props.loading || props.error || props.rangeOutOfOrder ? null : (
              <span className="audit__total"> ({t('audit.total', { count: props.total })})</span>
            )}
          </>
        }
        columns={columns}
        rows={props.rangeOutOfOrder ? [] : props.entries}
        rowKey={(entry) => entry.id}
        loading={props.loading && !props.rangeOutOfOrder}
        empty={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
        error={
          props.error ? (
            <LoadFailure message={t(props.error.id, props.error.values)} onRetry={props.onRetry} />
          ) : undefined
        }
      />
      <Pagination
        page={props.page}
        totalPages={props.rangeOutOfOrder ? 0 : props.totalPages}
        onPageChange={props.onPageChange}
        label={t('audit.pagination')}
      />
    </div>
  );
}
