import { describe, expect, it } from 'vitest';
import { STRIP_ITEM_MS, stripIndexAt } from './strip-rotation';

describe('stripIndexAt', () => {
  const start = 1_764_000_000_000 - (1_764_000_000_000 % (3 * STRIP_ITEM_MS));

  it.each<[label: string, now: number, count: number, index: number]>([
    ['the first item at the start of a round', start, 3, 0],
    ['still the first a moment before its time is up', start + STRIP_ITEM_MS - 1, 3, 0],
    ['the second once its time comes', start + STRIP_ITEM_MS, 3, 1],
    ['the third', start + 2 * STRIP_ITEM_MS, 3, 2],
    ['the first again after the round', start + 3 * STRIP_ITEM_MS, 3, 0],
    ['a lone item always', start + 7 * STRIP_ITEM_MS, 1, 0],
    ['nothing to show', start, 0, 0],
  ])('%s', (_label, now, count, index) => {
    expect(stripIndexAt(now, count)).toBe(index);
  });
});
