import type { RegistrationSummary } from '@minbar/api/schemas/events';
import type { RegistrationKind } from './registrations-csv';

/** The page's tabs, in order. */
export const REGISTRATION_TABS = ['personal', 'family'] as const satisfies readonly RegistrationKind[];

export function tabFromSearch(value: string | null): RegistrationKind {
  return value === 'family' ? 'family' : 'personal';
}

/** A positive page number from the URL, 1 otherwise. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Everyone coming: adults, children of both ages and students (a student is not also an adult). */
export function peopleInAll(people: RegistrationSummary['people']): number {
  return people.adults + people.children_above_3 + people.children_below_3 + people.students;
}

export function seatsInAll(transport: RegistrationSummary['transport_by_city']): number {
  return transport.reduce((sum, { seats }) => sum + seats, 0);
}

/** What is still to be paid, counted in whole grosze so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function outstandingIncome(income: RegistrationSummary['income']): number {
  const grosze = Math.round(income.expected * 100) - Math.round(income.paid * 100);
  return Math.max(0, grosze) / 100;
}
