/**
 * The years a date of the contract may fall in. PostgreSQL has no year 0 and JavaScript reads years
 * below 100 as 19xx, so the range is kept to what the mosque can mean: a timetable, an answer, a
 * setting. Wider than any real use, narrow enough that every layer agrees on every day in it.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' between 1900 and 2200 (no 2025-02-29, no 2025-13-01). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isContractYear(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isContractYear(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/**
 * A span of days chosen to filter by (both days included): its start may not come after its end. An
 * end left open (undefined or '') has nothing to be in order with. Dates compare as their text, which
 * for 'YYYY-MM-DD' is their order in time.
 */
export function isDayRangeInOrder(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}
