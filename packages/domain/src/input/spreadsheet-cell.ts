/**
 * How a spreadsheet would read a text cell of an exported file as a formula: a cell that starts with
 * `=`, `+`, `-` or `@` runs as one (`=1-1`, `-2+3`, `@SUM(A1)`, `+48 600 100 200`), also after leading
 * spaces or line breaks, which spreadsheet programs skip when they guess a cell's type, and a cell that
 * starts with a tab or a carriage return is one that some programs strip before reading the rest.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * A text cell as it goes into a CSV a person opens in a spreadsheet: one a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheet programs show as text and never run, so a value
 * someone typed on a public form cannot run in the staff's spreadsheet. Every other text is unchanged.
 *
 * Only text goes through this: numbers the app writes itself (counts, prices, ids) stay numbers, so a
 * spreadsheet still sums them; none of them is something a visitor typed.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
