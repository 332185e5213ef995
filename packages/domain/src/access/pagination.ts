export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Pages shown either side of the current one. */
export const PAGINATION_SIBLINGS = 2;

/**
 * The numbered pagination of the Administrators screen: first and last page always, pages within
 * two of the current one, and an ellipsis marker wherever pages are skipped. The current page is
 * clamped into 1..total so a stale page number after a delete still yields a usable window.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (total < 1) return [];
  const page = clamp(Math.trunc(current), 1, total);
  const from = Math.max(2, page - PAGINATION_SIBLINGS);
  const to = Math.min(total - 1, page + PAGINATION_SIBLINGS);
  const items: PaginationItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < total - 1) items.push('ellipsis-end');
  if (total > 1) items.push(total);
  return items;
}

/**
 * The subscribers' window: `size` consecutive page buttons centred on the current page,
 * shifted so it never runs past the first or the last page.
 */
export function compactPaginationWindow(current: number, total: number, size = 5): number[] {
  if (total < 1 || size < 1) return [];
  const count = Math.min(size, total);
  const page = clamp(Math.trunc(current), 1, total);
  const start = clamp(page - Math.floor((count - 1) / 2), 1, total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/**
 * The highest page a list call accepts: far beyond any list the centre keeps, and small enough that
 * page times page size stays a safe integer and a valid database offset.
 */
export const MAX_PAGE = 1_000_000;
/** The most rows one page of a list call returns. */
export const MAX_PER_PAGE = 100;
/**
 * The rows of one page when a list call names no size, and the size every paged list on the
 * dashboard asks for: ten rows fit a screen without scrolling past the pager, and a list the server
 * pages and a list the client pages read alike.
 */
export const DEFAULT_PER_PAGE = 10;
