import { FATWA_FILTERS, type FatwaFilter, filterUsesResponseDate } from '@minbar/domain/fatwa/filters';
import { TextField } from '@minbar/ui/text-field/text-field';
import { lazy, Suspense } from 'react';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';

// The date field brings react-aria's date machinery, needed only once the Answered filter is chosen.
const DateField = lazy(() =>
  import('@minbar/ui/date-field/date-field').then((m) => ({ default: m.DateField })),
);

export interface DeskFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  filter: FatwaFilter;
  onFilterChange: (filter: FatwaFilter) => void;
  /** yyyy-MM-dd or ''. */
  responseDateFrom: string;
  onResponseDateFromChange: (value: string) => void;
  /** Questions waiting for an answer by the All filter's counting rule; null until known. */
  waitingCount: number | null;
}

/** The left panel's search box, the four filter buttons and the date input of the Answered filter. */
export function DeskFilters(props: DeskFiltersProps) {
  const t = useFatwaT();
  return (
    <div className="fatwa-filters">
      <TextField
        type="search"
        name="search"
        label={t('fatwa.search')}
        value={props.search}
        onChange={props.onSearchChange}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div role="group" aria-label={t('fatwa.filters')} className="fatwa-filters__buttons">
        {FATWA_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="fatwa-filters__button"
            aria-pressed={props.filter === filter}
            onClick={() => props.onFilterChange(filter)}
          >
            {t(`fatwa.filter.${filter}`)}
          </button>
        ))}
      </div>
      {props.waitingCount !== null && props.waitingCount > 0 ? (
        <p className="fatwa-filters__waiting">
          {t('fatwa.filter.waitingCount', { count: props.waitingCount })}
        </p>
      ) : null}
      {filterUsesResponseDate(props.filter) ? (
        <Suspense fallback={null}>
          <DateField
            name="response_date_from"
            label={t('fatwa.answeredFrom')}
            value={props.responseDateFrom}
            onChange={props.onResponseDateFromChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
