import { describe, expect, it } from 'vitest';
import { isContractYear, isDayRangeInOrder, isIsoDate, MAX_YEAR, MIN_YEAR } from './dates';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-02-30', false],
    ['2025-06-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-1-01', false],
    ['2025-12-31', true],
    // PostgreSQL has no year 0, and JavaScript reads years below 100 as 19xx.
    ['0000-01-01', false],
    ['0099-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2201-01-01', false],
    ['9999-12-31', false],
    ['+02026-01-01', false],
    ['2026-01-01T00:00', false],
    [' 2026-01-01', false],
  ])('%s is a date of the contract: %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('isContractYear', () => {
  it.each([
    [MIN_YEAR, true],
    [MAX_YEAR, true],
    [MIN_YEAR - 1, false],
    [MAX_YEAR + 1, false],
    [0, false],
    [2026.5, false],
  ])('%s: %s', (year, expected) => {
    expect(isContractYear(year)).toBe(expected);
  });
});

describe('isDayRangeInOrder', () => {
  it.each([
    ['2026-11-01', '2026-11-30', true],
    ['2026-11-30', '2026-11-30', true],
    ['2026-12-01', '2026-11-30', false],
    ['2025-12-31', '2026-01-01', true],
    ['2026-01-01', '2025-12-31', false],
    [undefined, '2026-11-30', true],
    ['2026-11-30', undefined, true],
    ['', '2026-01-01', true],
    ['2026-01-01', '', true],
  ] as const)('from %s to %s is in order: %s', (from, to, expected) => {
    expect(isDayRangeInOrder(from, to)).toBe(expected);
  });
});
