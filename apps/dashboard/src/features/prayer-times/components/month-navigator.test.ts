import { describe, expect, it } from 'vitest';
import { stepMonth } from './month-navigator';

describe('stepMonth', () => {
  it('steps within a year and across its ends', () => {
    expect(stepMonth(2025, 3, 1)).toEqual({ year: 2025, month: 4 });
    expect(stepMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(stepMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
  });
});
