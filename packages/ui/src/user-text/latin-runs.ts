/**
 * Latin runs in a message that the bidirectional algorithm can reorder inside right-to-left text:
 * a run holding punctuation or spaces ('date, fajr, isha', 'HH:MM', 'YYYY-MM-DD') or standing in
 * brackets ('(NUL)'), outside an isolate (U+2066, U+2067 or U+2068 … U+2069). ICU placeholders and
 * plural keywords are not text and are left out.
 */
export function unisolatedLatinRuns(message: string): string[] {
  const text = message
    .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, '')
    .replace(/\{[^{}]*,\s*(plural|select|selectordinal)\s*,/g, '{')
    .replace(/\b(zero|one|two|few|many|other)\s*\{/g, '{')
    .replace(/=\d+\s*\{/g, '{')
    .replace(/\{[A-Za-z0-9_]+\}/g, '');
  const runs = text.match(/\(?[A-Za-z][A-Za-z0-9 ,.:;/-]*[A-Za-z0-9]\)?|\(?[A-Za-z]\)?/g) ?? [];
  return runs.filter((run) => /[ ,.:;/-]/.test(run.replace(/^\(|\)$/g, '')) || /^\(.*\)$/.test(run));
}
