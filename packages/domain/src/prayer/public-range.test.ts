import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PUBLIC_RANGE_ISSUE, publicRangeQuerySchema } from './public-range';

const issuesOf = (query: Record<string, string>) => {
  const result = v.safeParse(publicRangeQuerySchema, query);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the public prayer-times range', () => {
  it.each([
    ['one day', { from: '2026-11-24', to: '2026-11-24' }, []],
    ['a month', { from: '2026-11-01', to: '2026-11-30' }, []],
    ['366 days across a leap year', { from: '2028-01-01', to: '2028-12-31' }, []],
    ['366 days across a year end', { from: '2026-06-01', to: '2027-06-01' }, []],
    ['367 days', { from: '2026-06-01', to: '2027-06-02' }, [PUBLIC_RANGE_ISSUE.tooLong]],
    ['the end before the start', { from: '2026-11-24', to: '2026-11-23' }, [PUBLIC_RANGE_ISSUE.order]],
    ['a date that does not exist', { from: '2026-02-30', to: '2026-03-01' }, ['prayer.date_invalid']],
  ])('%s', (_name, query, issues) => {
    expect(issuesOf(query)).toEqual(issues);
  });

  it('takes the default city when none is given, and keeps a given one', () => {
    expect(v.parse(publicRangeQuerySchema, { from: '2026-11-24', to: '2026-11-24' }).city).toBe('Warsaw');
    expect(
      v.parse(publicRangeQuerySchema, { city: 'Krakow', from: '2026-11-24', to: '2026-11-24' }).city,
    ).toBe('Krakow');
  });
});
