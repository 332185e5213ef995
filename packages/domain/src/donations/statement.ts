import * as v from 'valibot';
import { emailSchema } from '../access/credentials';
import { DONATION_ISSUE } from './money';

/**
 * The yearly statement of gifts, for a donor's tax return. A donor asks with an address and a year;
 * the link is mailed to that address, so only its owner reads what it gave. The first year is when
 * the centre could have recorded a gift here; a year that has not begun holds nothing yet.
 */
export const FIRST_STATEMENT_YEAR = 2020;

/** How long a mailed link opens the statement: long enough to find the mail, short enough to go stale. */
export const STATEMENT_LINK_DAYS = 14;

/** The years a donor may ask for in `currentYear`, newest first. */
export function statementYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= FIRST_STATEMENT_YEAR; year--) years.push(year);
  return years;
}

/** The body of POST /donations/statements: the donor's address and a year up to the current one. */
export function statementRequestSchema(currentYear: number) {
  return v.object(
    {
      email: emailSchema,
      year: v.pipe(
        v.number(DONATION_ISSUE.statementYearInvalid),
        v.integer(DONATION_ISSUE.statementYearInvalid),
        v.minValue(FIRST_STATEMENT_YEAR, DONATION_ISSUE.statementYearInvalid),
        v.maxValue(currentYear, DONATION_ISSUE.statementYearInvalid),
      ),
    },
    DONATION_ISSUE.required,
  );
}
export type StatementRequestInput = v.InferInput<ReturnType<typeof statementRequestSchema>>;
