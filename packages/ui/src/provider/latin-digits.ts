/**
 * The locale with Latin digits ('ar' -> 'ar-u-nu-latn'): Arabic keeps its day periods and direction
 * but writes 0-9, so displayed times match what is typed and sent (docs/decisions/0014).
 */
export function latinDigitsLocale(locale: string): string {
  if (locale.includes('-u-')) return locale.includes('-nu-') ? locale : `${locale}-nu-latn`;
  return `${locale}-u-nu-latn`;
}
