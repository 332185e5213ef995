import { describe, expect, it } from 'vitest';
import { compactPaginationWindow, paginationWindow } from '../access/pagination';
import { EDUCATION_PAGE_SIZE, pageCount, pageOf } from './page-sizes';

describe('the education pages', () => {
  it('keeps 10 rows a page, and 3 teacher cards', () => {
    expect(EDUCATION_PAGE_SIZE).toEqual({
      children: 10,
      subjects: 10,
      teacherCards: 3,
      packages: 10,
      subscriptions: 10,
    });
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [7, 3, 3],
  ])('%i rows by %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [1, ['a', 'b', 'c']],
    [3, ['g']],
    [9, ['g']],
    [0, ['a', 'b', 'c']],
  ])('teacher cards, page %i: %j', (page, cards) => {
    expect(pageOf(['a', 'b', 'c', 'd', 'e', 'f', 'g'], page, EDUCATION_PAGE_SIZE.teacherCards)).toEqual(
      cards,
    );
  });

  it('uses the shared windows: two either side, and five buttons for the subscribers', () => {
    expect(paginationWindow(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
    expect(compactPaginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(compactPaginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
