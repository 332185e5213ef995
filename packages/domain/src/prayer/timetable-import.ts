import * as v from 'valibot';
import { neutraliseFormula } from '../input/spreadsheet-cell';
import { type BulkDay, type BulkDayIssue, checkBulkDay, prepareBulkEntry } from './bulk-entry';
import { daysInMonth, isoDate } from './calendar';
import { normaliseTime, PRAYER_ISSUE, PRAYERS, type Prayer } from './prayers';

/** Our year CSV (GET /prayer-times/year/{year}/download): one header row, then a row per day. */
export const TIMETABLE_CSV_COLUMNS = ['date', ...PRAYERS] as const;

export type TimetableRow = { date: string } & Record<Prayer, string>;

/**
 * The download format, defined once for the server's download and this module's import: the header
 * above, dates 'YYYY-MM-DD', times 'HH:MM' (no field ever needs quoting), one line per day ending in \n.
 */
export function toTimetableCsv(rows: readonly TimetableRow[]): string {
  const lines = [TIMETABLE_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    // Dates and HH:MM times never start like a formula; the rule is applied anyway so that every CSV
    // the app writes follows it, whatever a column holds later.
    const cells = [row.date, ...PRAYERS.map((prayer) => normaliseTime(row[prayer]) ?? '')];
    lines.push(cells.map(neutraliseFormula).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** The separator of a header line: Mawaqit exports use ';' in some locales, ',' in others. */
export function detectSeparator(headerLine: string): ',' | ';' {
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export const IMPORT_ISSUE = {
  formatUnknown: 'import.format_unknown',
  monthRequired: 'import.month_required',
  monthMismatch: 'import.month_mismatch',
  rowsInvalid: 'import.rows_invalid',
  columnsMissing: 'import.columns_missing',
  dayInvalid: 'import.day_invalid',
  /** The form choosing a Mawaqit calendar's month: that part is still unchosen. */
  monthMissing: 'import.month_missing',
  yearMissing: 'import.year_missing',
} as const;

export type TimetableFormat = 'minbar' | 'mawaqit';

export type TimetableRowIssue =
  | BulkDayIssue
  | typeof IMPORT_ISSUE.columnsMissing
  | typeof IMPORT_ISSUE.dayInvalid;
export type TimetableFileIssue =
  | typeof IMPORT_ISSUE.formatUnknown
  | typeof IMPORT_ISSUE.monthRequired
  | typeof IMPORT_ISSUE.monthMismatch
  | typeof IMPORT_ISSUE.rowsInvalid
  | typeof PRAYER_ISSUE.noneEntered;

export interface TimetablePreviewRow {
  /** The file's line number, the header being line 1, so the preview can name the row. */
  line: number;
  /** Null when the row's day or date cannot be read. */
  date: string | null;
  times: Record<Prayer, string>;
  issues: TimetableRowIssue[];
}

export interface TimetablePreview {
  format: TimetableFormat | null;
  rows: TimetablePreviewRow[];
  fileIssues: TimetableFileIssue[];
  /** True when the whole file may be saved: no file issue and no row issue. */
  ok: boolean;
  /** What POST /prayer-times/import receives when `ok`: the bulk rules applied, times 'HH:MM:00'. */
  days: BulkDay[];
}

export interface TimetableImportInput {
  /** The first row of the file, already split into cells by the app's CSV reader. */
  header: readonly string[];
  /** The rows after the header. */
  rows: ReadonlyArray<readonly string[]>;
  /** Mawaqit's monthly files hold day numbers only: the month they belong to. */
  year?: number;
  month?: number;
}

const clean = (cell: string | undefined) =>
  (cell ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** 'Day' in the languages Mawaqit mosques write their calendars in (accents removed). */
const DAY_WORDS = new Set([
  'day',
  'jour',
  'jours',
  'dzien',
  'tag',
  'dag',
  'dia',
  'giorno',
  'gun',
  'hari',
  'dita',
  'den',
  'день',
  'يوم',
  'اليوم',
]);
/** Fajr's names in the same files, for headers whose first cell is a date or is left blank. */
const FAJR_WORDS = new Set([
  'fajr',
  'fadjr',
  'sobh',
  'subh',
  'sobuh',
  'subuh',
  'sabah',
  'fecr',
  'الفجر',
  'الصبح',
]);

/** Mawaqit's columns by position after the day: Fajr, Shuruk (sunrise, not stored), Dhuhr, Asr, Maghrib, Isha. */
const MAWAQIT_POSITION: Record<Prayer, number> = { fajr: 1, dhuhr: 3, asr: 4, maghrib: 5, isha: 6 };

function minbarColumns(
  header: readonly string[],
): Record<(typeof TIMETABLE_CSV_COLUMNS)[number], number> | null {
  const names = header.map((cell) => clean(cell).replace(/_athan$/, ''));
  const positions = Object.fromEntries(TIMETABLE_CSV_COLUMNS.map((name) => [name, names.indexOf(name)]));
  return Object.values(positions).every((index) => index >= 0)
    ? (positions as Record<(typeof TIMETABLE_CSV_COLUMNS)[number], number>)
    : null;
}

/** Which known layout a header row belongs to, or null. */
export function detectTimetableFormat(header: readonly string[]): TimetableFormat | null {
  if (minbarColumns(header)) return 'minbar';
  if (header.length >= 7 && (DAY_WORDS.has(clean(header[0])) || FAJR_WORDS.has(clean(header[1]))))
    return 'mawaqit';
  return null;
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function readMawaqitDate(cell: string, year: number, month: number): string | null {
  if (!/^[0-9]{1,2}$/.test(cell.trim())) return null;
  const day = Number(cell.trim());
  return day >= 1 && day <= daysInMonth(year, month) ? isoDate(year, month, day) : null;
}

/**
 * Reads an uploaded timetable into a preview (docs/decisions/0009): our year CSV, or a Mawaqit monthly
 * calendar for `year`/`month`. Each row gets the bulk-entry rules; blank rows are dropped as empty
 * days are. Nothing is saveable unless every row is clean, so a file is imported whole or not at all.
 *
 * A Mawaqit calendar does not carry its month, so the month is never guessed: without `year` and
 * `month` it is refused, and it must hold exactly one row per day of that month, or a February
 * calendar could be saved into a 30-day month (or a month's days into the wrong one) unnoticed.
 * A file with no rows after its header holds no prayer times, whatever its header.
 */
export function previewTimetable(input: TimetableImportInput): TimetablePreview {
  const format = detectTimetableFormat(input.header);
  const empty = (fileIssue: TimetableFileIssue): TimetablePreview => ({
    format,
    rows: [],
    fileIssues: [fileIssue],
    ok: false,
    days: [],
  });
  if (input.rows.every(isBlankRow)) return empty(PRAYER_ISSUE.noneEntered);
  if (!format) return empty(IMPORT_ISSUE.formatUnknown);
  const { year, month } = input;
  const monthKnown =
    year !== undefined && month !== undefined && Number.isInteger(year) && month >= 1 && month <= 12;
  if (format === 'mawaqit' && !monthKnown) return empty(IMPORT_ISSUE.monthRequired);

  const columns = format === 'minbar' ? minbarColumns(input.header) : null;
  const width = columns ? Math.max(...Object.values(columns)) + 1 : 7;
  const rows: TimetablePreviewRow[] = [];
  const seen = new Set<string>();

  input.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const line = index + 2;
    const cell = (position: number) => (row[position] ?? '').trim();
    const times = Object.fromEntries(
      PRAYERS.map((prayer) => [prayer, cell(columns ? columns[prayer] : MAWAQIT_POSITION[prayer])]),
    ) as Record<Prayer, string>;
    if (PRAYERS.every((prayer) => times[prayer] === '')) return;

    const issues: TimetableRowIssue[] = [];
    if (row.length < width) issues.push(IMPORT_ISSUE.columnsMissing);
    let date: string | null;
    if (columns) {
      date = cell(columns.date) || null;
      if (date === null) issues.push(PRAYER_ISSUE.dateInvalid);
    } else {
      date = readMawaqitDate(cell(0), year as number, month as number);
      if (date === null) issues.push(IMPORT_ISSUE.dayInvalid);
    }
    if (date !== null) {
      const issue = checkBulkDay({ date, ...times });
      if (issue) issues.push(issue);
      else if (seen.has(date)) issues.push(PRAYER_ISSUE.duplicateDate);
      seen.add(date);
    }
    rows.push({ line, date, times, issues });
  });

  if (rows.length === 0) return empty(PRAYER_ISSUE.noneEntered);
  const fileIssues: TimetableFileIssue[] = [];
  if (format === 'mawaqit' && rows.length !== daysInMonth(year as number, month as number)) {
    fileIssues.push(IMPORT_ISSUE.monthMismatch);
  }
  if (rows.some((row) => row.issues.length > 0)) fileIssues.push(IMPORT_ISSUE.rowsInvalid);
  if (fileIssues.length > 0) return { format, rows, fileIssues, ok: false, days: [] };
  const prepared = prepareBulkEntry(rows.map((row) => ({ date: row.date as string, ...row.times })));
  if (!prepared.ok) return { format, rows, fileIssues: [IMPORT_ISSUE.rowsInvalid], ok: false, days: [] };
  return { format, rows, fileIssues: [], ok: true, days: prepared.days };
}

/** The dates a timetable covers: its first and last, and its month when all fall in one. */
export interface TimetablePeriod {
  from: string;
  to: string;
  month: { year: number; month: number } | null;
}

/** The period of a preview's days ('YYYY-MM-DD', any order), or null when there are none. */
export function timetablePeriod(dates: readonly string[]): TimetablePeriod | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const from = sorted[0] as string;
  const to = sorted.at(-1) as string;
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return {
    from,
    to,
    month: sameMonth ? { year: Number(from.slice(0, 4)), month: Number(from.slice(5, 7)) } : null,
  };
}

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1));

/**
 * The month a Mawaqit calendar is read for, as its form holds it: a month (1-12) and one of the
 * `years` offered, each '' until chosen on purpose (a calendar's month is never assumed). The output
 * is numbers, ready for previewTimetable.
 */
export function mawaqitMonthSchema(years: readonly number[]) {
  return v.object({
    month: v.pipe(v.picklist(MONTH_NUMBERS, IMPORT_ISSUE.monthMissing), v.transform(Number)),
    year: v.pipe(v.picklist(years.map(String), IMPORT_ISSUE.yearMissing), v.transform(Number)),
  });
}
