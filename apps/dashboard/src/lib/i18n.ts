import { isLocale, type Locale } from '@minbar/ui/provider/ui-provider';
import { atom } from 'jotai';
import { useIntl } from 'react-intl';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** A message to show later: screens receive these, never raw strings, so they stay translatable. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

/** `satisfies` turns a key missing from ar or pl into a type error. */
export const DASHBOARD_MESSAGES = { en, ar, pl } satisfies Record<Locale, Record<MessageId, string>>;

/** Polish is the login side's default and fallback (DECISIONS 20). */
export const DEFAULT_LOCALE: Locale = 'pl';

/** The key the chosen language is kept under; it survives sign-out (spec part 1 §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): LanguageStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readStoredLocale(storage: LanguageStorage | null = browserStorage()): Locale {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

const storedLocaleAtom = atom<Locale>(readStoredLocale());

/** The active language. Stored as a bare string (not JSON) because other tools read the same key. */
export const localeAtom = atom(
  (get) => get(storedLocaleAtom),
  (_get, set, next: Locale) => {
    set(storedLocaleAtom, next);
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, next);
  },
);

/** A typed formatter: an unknown message id is a compile error, not a blank label. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
