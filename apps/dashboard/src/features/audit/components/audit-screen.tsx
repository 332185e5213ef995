import type { AuditEntry } from '@minbar/api/schemas/audit';
import { AUDIT_AREAS } from '@minbar/domain/audit/areas';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { Select } from '@minbar/ui/select/select';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AuditMessage, type AuditMessageId, useAuditT } from '../audit-intl';
import { entityName, fieldLines, type Reading, sentenceOf } from '../audit-sentence';
import './audit-screen.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

/** The trail's filters as the URL keeps them; '' is "any". */
export interface AuditFilters {
  area: string;
  /** The mosque's days, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** One staff member's actions only. */
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
  /** The people who have acted, for the person filter (empty until known). */
  actors?: Array<{ id: number; name: string }>;
  /** The start of the span comes after its end: said on the field, and nothing is asked. */
  rangeOutOfOrder?: boolean;
  /**
   * The mosque's zone: each action's time and each recorded time is shown in it, as the days filter
   * counts in it, so an entry near midnight shows the day it is filed under. The browser's zone when
   * not given.
   */
  timeZone?: string;
}

const ALL_AREAS = 'all';
const EVERYONE = 'everyone';

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

/** The action's sentence, and on demand every row it wrote, field by field. */
function EntryCell({ entry, reading }: { entry: AuditEntry; reading: Reading }) {
  const t = useAuditT();
  const named = useNamed();
  const fieldCount = entry.rows.reduce((count, row) => count + Object.keys(row.changes).length, 0);
  return (
    <div className="audit__what">
      <span className="audit__sentence" data-action={entry.action}>
        {sentenceOf(entry, reading)}
      </span>
      <span className="audit__muted">{named('audit.area', entry.area)}</span>
      {fieldCount > 0 ? (
        <details className="audit__details">
          <summary>{t('audit.details', { count: fieldCount })}</summary>
          {entry.rows.map((row, index) => (
            // Rows have no id of their own; their order is the order they were written in.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <div key={index} className="audit__row">
              <p className="audit__row-title">
                {t('audit.row', {
                  action: named('audit.action', row.action),
                  entity: entityName(row.entity, row.entity_id, entry.people, reading),
                })}
              </p>
              <ul className="audit__changes">
                {fieldLines(row, entry.people, reading).map((line) => (
                  <li key={line.field}>
                    {t('audit.change', { field: line.label, before: line.before, after: line.after })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** /dashboard/AuditTrail: every staff action, newest first, filtered by person, area and days. */
export function AuditScreen(props: AuditScreenProps) {
  const t = useAuditT();
  const intl = useIntl();
  const named = useNamed();
  const reading: Reading = { intl, timeZone: props.timeZone };
  const { filters } = props;
  const change = (next: Partial<AuditFilters>) => props.onFiltersChange({ ...filters, ...next });
  const filtered = filters.area !== '' || filters.from !== '' || filters.to !== '' || filters.actor !== null;
  const [daysAsked, setDaysAsked] = useState(false);
  const showDays = daysAsked || filters.from !== '' || filters.to !== '';
  // The person of the address is a choice even before the list of people arrives.
  const known = props.actors ?? [];
  const actors =
    filters.actor === null || known.some((actor) => actor.id === filters.actor?.id)
      ? known
      : [{ id: filters.actor.id, name: filters.actor.username }, ...known];

  const columns: Array<DataTableColumn<AuditEntry>> = [
    {
      key: 'when',
      header: t('audit.column.when'),
      cell: (entry) =>
        intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: props.timeZone }),
    },
    {
      key: 'what',
      header: t('audit.column.what'),
      cell: (entry) => <EntryCell entry={entry} reading={reading} />,
    },
  ];

  return (
    <div className="audit">
      <h1 className="dashboard-page__title">{t('audit.title')}</h1>
      <p className="audit__intro">{t('audit.intro')}</p>
      <search className="audit__filters" aria-label={t('audit.filters')}>
        <Select
          name="actor"
          label={t('audit.filter.person')}
          value={filters.actor === null ? EVERYONE : String(filters.actor.id)}
          onValueChange={(value) => {
            const id = Number(value);
            const chosen = actors.find((actor) => actor.id === id);
            change({ actor: chosen ? { id, username: chosen.name } : null });
          }}
          options={[
            { value: EVERYONE, label: t('audit.filter.everyone') },
            ...actors.map((actor) => ({ value: String(actor.id), label: actor.name })),
          ]}
        />
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
