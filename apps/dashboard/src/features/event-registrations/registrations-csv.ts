import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import { neutraliseFormula } from '@minbar/domain/input/spreadsheet-cell';
import Papa from 'papaparse';
import type { RegistrationsMessageId } from './registrations-intl';

export type RegistrationKind = 'personal' | 'family';

/*
 * The export is read by staff in a spreadsheet, so its column names and its words (yes/no, the payment
 * status, how it was paid) are in the interface's language. Numbers, prices (with a dot) and ISO
 * times stay as the API gives them, so a spreadsheet still sorts and sums them in any language.
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

/** A byte order mark: spreadsheet programs then read the file as UTF-8, so Arabic and Polish names survive. */
const BOM = '\uFEFF';

/** The interface's words for the export: a message of this area in the page's language. */
export type CsvWords = (id: RegistrationsMessageId) => string;

type CsvField = (typeof PERSONAL_CSV_FIELDS)[number] | (typeof FAMILY_CSV_FIELDS)[number];

const PAYMENT_WORDS: Record<string, RegistrationsMessageId> = {
  pending: 'registrations.payment.pending',
  paid: 'registrations.payment.paid',
  refunded: 'registrations.payment.refunded',
  free: 'registrations.payment.free',
};

const PAID_VIA_WORDS: Record<string, RegistrationsMessageId> = {
  cash: 'registrations.csv.via.cash',
  transfer: 'registrations.csv.via.transfer',
};

/**
 * One cell: a yes/no or a known status in words, anything else (a way of paying the page does not know) as sent.
 * Every text cell goes through the spreadsheet-formula rule (a name typed as `=1-1` is written `'=1-1`);
 * numbers (ids, counts, prices) stay numbers so a spreadsheet still sums them.
 */
function cell(field: CsvField, value: unknown, words: CsvWords): string | number {
  const written = plainCell(field, value, words);
  return typeof written === 'number' ? written : neutraliseFormula(written);
}

function plainCell(field: CsvField, value: unknown, words: CsvWords): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return words(value ? 'registrations.yes' : 'registrations.no');
  if (field === 'payment_status' || field === 'paid_via') {
    const id = (field === 'payment_status' ? PAYMENT_WORDS : PAID_VIA_WORDS)[String(value)];
    return id ? words(id) : String(value);
  }
  return typeof value === 'number' ? value : String(value);
}

function toCsv<Row>(
  fields: readonly (CsvField & keyof Row)[],
  rows: readonly Row[],
  words: CsvWords,
): string {
  const header = fields.map((field) => neutraliseFormula(words(`registrations.csv.${field}`)));
  const data = rows.map((row) => fields.map((field) => cell(field, row[field], words)));
  return BOM + Papa.unparse({ fields: header, data }, { newline: '\r\n', quotes: false });
}

export function personalCsv(rows: readonly PersonalRegistration[], words: CsvWords): string {
  return toCsv(PERSONAL_CSV_FIELDS, rows, words);
}

export function familyCsv(rows: readonly FamilyRegistration[], words: CsvWords): string {
  return toCsv(FAMILY_CSV_FIELDS, rows, words);
}

/** registrations_{event id}_{personal|family}.csv */
export function registrationsCsvFileName(eventId: number, kind: RegistrationKind): string {
  return `registrations_${eventId}_${kind}.csv`;
}
