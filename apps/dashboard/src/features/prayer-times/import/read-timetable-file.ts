import { detectSeparator } from '@minbar/domain/prayer/timetable-import';
import Papa from 'papaparse';

export interface TokenisedTimetable {
  header: string[];
  rows: string[][];
}

/**
 * Splits an uploaded CSV into its header and rows for the domain's previewTimetable. The separator
 * is the domain's choice from the header line (Mawaqit writes ',' or ';'), and papaparse handles
 * quotes, a byte-order mark and Windows line ends. Blank lines are kept as rows so that the row
 * numbers the preview names are the lines of the file; the domain drops blank rows itself.
 */
export function tokeniseTimetable(text: string): TokenisedTimetable {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const parsed = Papa.parse<string[]>(content, {
    delimiter: detectSeparator(firstLine),
    skipEmptyLines: false,
  });
  const [header = [], ...rows] = parsed.data;
  return { header, rows };
}
