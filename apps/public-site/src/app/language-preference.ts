import { isLocale, type Locale } from '@minbar/ui/provider/ui-provider';

/** Shared with the dashboard so a visitor's choice reads the same way in both apps. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The centre is in Poland: visitors who have not chosen see Polish first (docs/decisions/0014). */
export const DEFAULT_LOCALE: Locale = 'pl';

export function readStoredLocale(storage: Pick<Storage, 'getItem'>): Locale {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, locale);
}
