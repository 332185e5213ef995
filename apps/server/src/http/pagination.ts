import type { Pagination } from '@minbar/api/schemas/common';

/** The contract's pagination block of a paged answer: where the page sits among all of them. */
export function pageAnswer(total: number, page: number, perPage: number): Pagination {
  const totalPages = Math.ceil(total / perPage);
  return {
    total,
    page,
    per_page: perPage,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
  };
}
