import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ISSUE } from '../access/credentials';
import { DONATION_ISSUE } from './money';
import { FIRST_STATEMENT_YEAR, statementRequestSchema, statementYears } from './statement';

const issues = (input: unknown, currentYear = 2026) => {
  const result = v.safeParse(statementRequestSchema(currentYear), input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('statementRequestSchema', () => {
  it('takes an address, lower-cased, and a year up to this one', () => {
    expect(v.parse(statementRequestSchema(2026), { email: ' Anna@Example.ORG ', year: 2026 })).toEqual({
      email: 'anna@example.org',
      year: 2026,
    });
  });

  it.each<[string, unknown, [string, string][]]>([
    [
      'a year that has not begun',
      { email: 'a@b.pl', year: 2027 },
      [['year', DONATION_ISSUE.statementYearInvalid]],
    ],
    [
      'a year before the first',
      { email: 'a@b.pl', year: FIRST_STATEMENT_YEAR - 1 },
      [['year', DONATION_ISSUE.statementYearInvalid]],
    ],
    [
      'a year with a fraction',
      { email: 'a@b.pl', year: 2025.5 },
      [['year', DONATION_ISSUE.statementYearInvalid]],
    ],
    ['a year as text', { email: 'a@b.pl', year: '2025' }, [['year', DONATION_ISSUE.statementYearInvalid]]],
    ['an address that is none', { email: 'anna', year: 2025 }, [['email', ISSUE.emailInvalid]]],
  ])('refuses %s under its field', (_, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});

describe('statementYears', () => {
  it('lists this year down to the first, newest first', () => {
    const years = statementYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(FIRST_STATEMENT_YEAR);
    expect(years).toHaveLength(2026 - FIRST_STATEMENT_YEAR + 1);
  });
});
