import { DEFAULT_PER_PAGE } from '../access/pagination';

/**
 * The page sizes of the education screens. The windows of their pagers are the
 * shared ones in access/pagination: `paginationWindow` (first, last and two either side) for the
 * children, subjects, teachers and packages, `compactPaginationWindow` (five buttons) for the
 * subscribers.
 */
export const EDUCATION_PAGE_SIZE = {
  children: DEFAULT_PER_PAGE,
  subjects: DEFAULT_PER_PAGE,
  teacherCards: 3,
  packages: DEFAULT_PER_PAGE,
  subscriptions: DEFAULT_PER_PAGE,
} as const;

/** The number of pages of `total` rows, at least 1 so an empty list still shows its first page. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** The rows of one page of a list held whole in the client (the teacher cards, 3 a page). */
export function pageOf<Item>(items: readonly Item[], page: number, perPage: number): Item[] {
  const last = pageCount(items.length, perPage);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return items.slice((current - 1) * perPage, current * perPage);
}
