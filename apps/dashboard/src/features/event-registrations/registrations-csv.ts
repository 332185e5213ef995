import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import Papa from 'papaparse';

export type RegistrationKind = 'personal' | 'family';

/*
 * The export is for spreadsheets and scripts alike, so its columns are the API's own field names in
 * English whatever the page's language, and its values are the API's values (true/false, paid/pending,
 * ISO times, prices with a dot): a file reads the same wherever it was made.
 */
export const PERSONAL_CSV_FIELDS = [
  'id',
  'name',
  'phone',
  'email',
  'student',
  'transportation',
  'city',
  'payment_status',
  'paid_via',
  'paid_at',
  'price',
  'created_at',
] as const satisfies ReadonlyArray<keyof PersonalRegistration>;

export const FAMILY_CSV_FIELDS = [
  'id',
  'parent_name',
  'phone',
  'email',
  'num_adults',
  'num_children_above_3',
  'num_children_below_3',
  'use_transport',
  'city',
  'payment_status',
  'paid_via',
  'paid_at',
  'price',
  'created_at',
] as const satisfies ReadonlyArray<keyof FamilyRegistration>;

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @ or a tab or return) gets a
 * leading apostrophe, so a name someone typed on the public form cannot run in the staff's
 * spreadsheet. A phone number ('+48 600 100 200') is only digits after its sign and stays as written.
 */
const FORMULA_START = /^[=+\-@\t\r](?![\d\s()-]*$)/;

/** A byte order mark: spreadsheet programs then read the file as UTF-8, so Arabic and Polish names survive. */
const BOM = '\uFEFF';

function toCsv<Row>(fields: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const data = rows.map((row) => fields.map((field) => row[field] ?? ''));
  return (
    BOM +
    Papa.unparse(
      { fields: [...fields], data },
      { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
    )
  );
}

export function personalCsv(rows: readonly PersonalRegistration[]): string {
  return toCsv(PERSONAL_CSV_FIELDS, rows);
}

export function familyCsv(rows: readonly FamilyRegistration[]): string {
  return toCsv(FAMILY_CSV_FIELDS, rows);
}

/** registrations_{event id}_{personal|family}.csv */
export function registrationsCsvFileName(eventId: number, kind: RegistrationKind): string {
  return `registrations_${eventId}_${kind}.csv`;
}
