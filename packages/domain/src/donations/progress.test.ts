import { describe, expect, it } from 'vitest';
import { progressLevel, progressPercent } from './progress';

describe('progress towards a target', () => {
  it.each<[current: number, target: number, percent: number]>([
    [0, 1000, 0],
    [250, 1000, 25],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5000, 1000, 100],
    [100, 0, 0],
    [-5, 100, 0],
    [Number.NaN, 100, 0],
    [1, 3, 33],
  ])('%d of %d is %d %', (current, target, percent) => {
    expect(progressPercent(current, target)).toBe(percent);
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
