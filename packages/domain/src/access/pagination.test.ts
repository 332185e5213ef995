import { describe, expect, it } from 'vitest';
import {
  compactPaginationWindow,
  DEFAULT_PER_PAGE,
  MAX_PAGE,
  MAX_PER_PAGE,
  type PaginationItem,
  paginationWindow,
} from './pagination';

const E = 'ellipsis-start' as const;
const F = 'ellipsis-end' as const;

describe('paginationWindow', () => {
  it.each<[current: number, total: number, expected: PaginationItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 7, [1, 2, 3, F, 7]],
    [2, 7, [1, 2, 3, 4, F, 7]],
    [3, 7, [1, 2, 3, 4, 5, F, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 7, [1, E, 3, 4, 5, 6, 7]],
    [6, 7, [1, E, 4, 5, 6, 7]],
    [7, 7, [1, E, 5, 6, 7]],
    [1, 50, [1, 2, 3, F, 50]],
    [2, 50, [1, 2, 3, 4, F, 50]],
    [3, 50, [1, 2, 3, 4, 5, F, 50]],
    [4, 50, [1, 2, 3, 4, 5, 6, F, 50]],
    [25, 50, [1, E, 23, 24, 25, 26, 27, F, 50]],
    [49, 50, [1, E, 47, 48, 49, 50]],
    [50, 50, [1, E, 48, 49, 50]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it.each<[current: number, total: number, expected: PaginationItem[]]>([
    [0, 7, [1, 2, 3, F, 7]],
    [-3, 7, [1, 2, 3, F, 7]],
    [99, 7, [1, E, 5, 6, 7]],
    [Number.NaN, 7, [1, 2, 3, F, 7]],
  ])('clamps the out-of-range page %d of %i', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('never repeats a page and keeps pages ascending', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationWindow(current, total).filter(
          (item): item is number => typeof item === 'number',
        );
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });
});

describe('compactPaginationWindow', () => {
  it.each<[current: number, total: number, size: number | undefined, expected: number[]]>([
    [1, 0, undefined, []],
    [1, 1, undefined, [1]],
    [2, 3, undefined, [1, 2, 3]],
    [1, 10, undefined, [1, 2, 3, 4, 5]],
    [2, 10, undefined, [1, 2, 3, 4, 5]],
    [3, 10, undefined, [1, 2, 3, 4, 5]],
    [5, 10, undefined, [3, 4, 5, 6, 7]],
    [9, 10, undefined, [6, 7, 8, 9, 10]],
    [10, 10, undefined, [6, 7, 8, 9, 10]],
    [42, 10, undefined, [6, 7, 8, 9, 10]],
    [5, 10, 3, [4, 5, 6]],
    [5, 10, 4, [4, 5, 6, 7]],
    [5, 10, 0, []],
  ])('page %i of %i (size %s) shows %j', (current, total, size, expected) => {
    expect(compactPaginationWindow(current, total, size)).toEqual(expected);
  });
});

describe('page sizes', () => {
  it('asks by default for a whole number of rows that a list call accepts', () => {
    expect(Number.isInteger(DEFAULT_PER_PAGE)).toBe(true);
    expect(DEFAULT_PER_PAGE).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_PER_PAGE).toBeLessThanOrEqual(MAX_PER_PAGE);
  });

  it('leaves the last page reachable: the largest page times its size is a safe offset', () => {
    expect(Number.isSafeInteger(MAX_PAGE * MAX_PER_PAGE)).toBe(true);
  });
});
