/**
 * The languages Minbar speaks: English, Arabic (right to left) and Polish. Everything that lets a
 * person choose one (a mail's language, a text's translations) chooses among these.
 */
export const LANGUAGES = ['en', 'ar', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
