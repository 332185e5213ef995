import { isAuditArea } from '@minbar/domain/audit/areas';
import { isDayRangeInOrder, isIsoDate } from '@minbar/domain/input/dates';
import { useSearchParams } from 'react-router';
import { useMosqueSettings } from '../../../lib/use-mosque-settings';
import { AuditIntlProvider } from '../audit-intl';
import { type AuditFilters, AuditScreen } from '../components/audit-screen';
import { loadFailure } from '../error-messages';
import { useAuditActors, useAuditTrail } from '../queries/use-audit';

/** ?page= as a page number, 1 for anything else. */
function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters live in the URL (?area, ?from, ?to, ?actor with ?who, the person's name), so a reload
 * or a shared link opens the same view; what does not read as a filter is left out.
 */
function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const area = search.get('area') ?? '';
  const day = (value: string | null) => (value && isIsoDate(value) ? value : '');
  const actorId = Number(search.get('actor'));
  return {
    area: isAuditArea(area) ? area : '',
    from: day(search.get('from')),
    to: day(search.get('to')),
    actor:
      Number.isInteger(actorId) && actorId >= 1
        ? { id: actorId, username: search.get('who') ?? `#${actorId}` }
        : null,
  };
}

function searchOf(filters: AuditFilters, page: number): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.area) search.area = filters.area;
  if (filters.from) search.from = filters.from;
  if (filters.to) search.to = filters.to;
  if (filters.actor) {
    search.actor = String(filters.actor.id);
    search.who = filters.actor.username;
  }
  if (page > 1) search.page = String(page);
  return search;
}

export function AuditRoute() {
  return (
    <AuditIntlProvider>
      <AuditArea />
    </AuditIntlProvider>
  );
}

function AuditArea() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const filters = filtersFromSearch(searchParams);
  const inOrder = isDayRangeInOrder(filters.from, filters.to);
  const trail = useAuditTrail(
    {
      page,
      ...(filters.area ? { area: filters.area } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.actor ? { actor: filters.actor.id } : {}),
    },
    inOrder,
  );
  const actors = useAuditActors();
  const pagination = trail.data?.pagination;
  const { timeZone } = useMosqueSettings();

  return (
    <AuditScreen
      entries={trail.data?.data ?? []}
      loading={trail.isPending}
      error={trail.isError ? loadFailure(trail.error) : null}
      onRetry={() => void trail.refetch()}
      page={page}
      totalPages={pagination?.total_pages ?? 0}
      total={pagination?.total ?? 0}
      onPageChange={(next) => setSearchParams(searchOf(filters, next))}
      filters={filters}
      actors={actors.data?.data}
      // A new filter starts again from the first page.
      onFiltersChange={(next) => setSearchParams(searchOf(next, 1))}
      rangeOutOfOrder={!inOrder}
      timeZone={timeZone}
    />
  );
}
