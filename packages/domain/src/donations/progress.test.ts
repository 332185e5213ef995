import { describe, expect, it } from 'vitest';
import { MIN_VISIBLE_BAR_PERCENT, progressBarPercent, progressLevel, progressPercent } from './progress';

describe('progress towards a target', () => {
  it.each<[current: number, target: number, percent: number]>([
    [0, 1000, 0],
    [531.5, 60_000, 1],
    [0.01, 60_000, 1],
    [3900, 60_000, 6],
    [4199.99, 60_000, 6],
    [250, 1000, 25],
    [999, 1000, 99],
    [999.99, 1000, 99],
    [1000, 1000, 100],
    [5000, 1000, 100],
    [100, 0, 0],
    [-5, 100, 0],
    [Number.NaN, 100, 0],
    [100, Number.POSITIVE_INFINITY, 0],
    [1, 3, 33],
    [29, 100, 29],
    [0.29, 1, 29],
    [4199.99, 4200, 99],
  ])('%d of %d shows %d %', (current, target, percent) => {
    expect(progressPercent(current, target)).toBe(percent);
  });

  it.each<[current: number, target: number, width: number]>([
    [0, 60_000, 0],
    [531.5, 60_000, MIN_VISIBLE_BAR_PERCENT],
    [0.01, 60_000, MIN_VISIBLE_BAR_PERCENT],
    [1500, 60_000, 2.5],
    [4200, 60_000, 7],
    [1, 3, 33.33],
    [1000, 1000, 100],
    [7200, 5000, 100],
    [300, 0, 0],
    [-5, 100, 0],
  ])('%d of %d fills %d % of the bar', (current, target, width) => {
    expect(progressBarPercent(current, target)).toBe(width);
  });

  it('draws at least the shown percent, so the bar never looks behind its label', () => {
    for (const current of [0.01, 531.5, 3999, 30_000, 59_999.99, 60_000, 90_000]) {
      expect(progressBarPercent(current, 60_000)).toBeGreaterThanOrEqual(progressPercent(current, 60_000));
    }
  });

  it.each<[percent: number, level: ReturnType<typeof progressLevel>]>([
    [0, 'low'],
    [50, 'low'],
    [51, 'medium'],
    [80, 'medium'],
    [81, 'high'],
    [100, 'high'],
  ])('%d % shows the %s icon', (percent, level) => {
    expect(progressLevel(percent)).toBe(level);
  });
});
