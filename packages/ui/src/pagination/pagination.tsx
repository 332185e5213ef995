import {
  compactPaginationWindow,
  type PaginationItem,
  paginationWindow,
} from '@minbar/domain/access/pagination';
import { useUiMessage } from '../provider/ui-provider';
import './pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing shows below 2. */
  totalPages: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name when a screen has more than one pagination. */
  label?: string;
  /**
   * 'siblings' (the default): first, last and pages within 2 of the current one. 'compact' (the
   * subscribers screen): a window of 5 consecutive pages, with the first and last page and an
   * ellipsis beside the window when it does not reach them.
   */
  window?: 'siblings' | 'compact';
}

/** The compact window's items: the five pages, and the first and last page with ellipses when outside it. */
function compactItems(page: number, totalPages: number): PaginationItem[] {
  const pages = compactPaginationWindow(page, totalPages);
  const first = pages[0];
  const last = pages.at(-1);
  if (first === undefined || last === undefined) return [];
  const items: PaginationItem[] = [];
  if (first > 1) items.push(1);
  if (first > 2) items.push('ellipsis-start');
  items.push(...pages);
  if (last < totalPages - 1) items.push('ellipsis-end');
  if (last < totalPages) items.push(totalPages);
  return items;
}

/**
 * Numbered pagination: first, last and pages within 2 of the current one, with ellipses,
 * or the subscribers' compact window of five; previous and next are disabled at the ends.
 */
export function Pagination({ page, totalPages, onPageChange, label, window = 'siblings' }: PaginationProps) {
  const t = useUiMessage();
  const items = window === 'compact' ? compactItems(page, totalPages) : paginationWindow(page, totalPages);
  if (items.length === 0) return null;
  const atFirst = page <= 1;
  const atLast = page >= totalPages;

  return (
    <nav aria-label={label ?? t('ui.pagination.label')} data-slot="pagination" className="ui-pagination">
      <ul className="ui-pagination__list">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            className="ui-pagination__step"
            disabled={atFirst}
            onClick={() => onPageChange(page - 1)}
          >
            <Chevron />
            <span className="visually-hidden">{t('ui.pagination.previous')}</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-page"
                data-current={item === page || undefined}
                className="ui-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: item })}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} data-slot="pagination-ellipsis" className="ui-pagination__ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('ui.pagination.more')}</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            className="ui-pagination__step"
            disabled={atLast}
            onClick={() => onPageChange(page + 1)}
          >
            <Chevron forward />
            <span className="visually-hidden">{t('ui.pagination.next')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Points towards the start of the line; `forward` points towards its end. CSS mirrors both in RTL. */
function Chevron({ forward = false }: { forward?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-slot="chevron"
      data-forward={forward || undefined}
      className="ui-pagination__chevron"
    >
      <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
