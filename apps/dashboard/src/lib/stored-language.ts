import { isLocale, type Locale } from '@minbar/ui/provider/ui-messages';

/*
 * The chosen language as the browser keeps it. Its own small module, because main.tsx reads it
 * before anything else has loaded, to fetch that language's messages beside the first page's code.
 */

/** Polish is the login side's default and fallback (docs/decisions/0014). */
export const DEFAULT_LOCALE: Locale = 'pl';

/** The key the chosen language is kept under; it survives sign-out (docs/decisions/0014). */
export const LANGUAGE_STORAGE_KEY = 'language';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function browserStorage(): LanguageStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readStoredLocale(storage: LanguageStorage | null = browserStorage()): Locale {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
