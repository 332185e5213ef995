import { isLocaleLoaded, loadLocale } from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import {
  browserStorage,
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  readStoredLocale,
} from './stored-language';

/*
 * The active language of the page: one value, read by the first page and the dashboard alike. A
 * plain external store (useSyncExternalStore) rather than a state library, because the sign-in page
 * needs nothing else of one (docs/decisions/0018: its weight is every visitor's first download).
 */

export interface LocaleState {
  get: () => Locale;
  /**
   * Switches the page to `next` in one step, once the widgets', the app's and the open areas'
   * messages of that language have arrived, rather than suspending half-way; the last choice wins
   * when several are waiting. Kept as a bare string (not JSON) because other tools read the key.
   */
  set: (next: Locale) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Where a language's messages come from: the widgets' catalogue, or a test's own. */
export interface MessageSource {
  isLocaleLoaded: (locale: Locale) => boolean;
  loadLocale: (locale: Locale) => Promise<unknown>;
}

const CATALOGUE: MessageSource = { isLocaleLoaded, loadLocale };

export function createLocaleState(
  initial: Locale = readStoredLocale(),
  storage: LanguageStorage | null = browserStorage(),
  messages: MessageSource = CATALOGUE,
): LocaleState {
  let current = initial;
  let requested = initial;
  const listeners = new Set<() => void>();
  const apply = (next: Locale) => {
    if (next !== requested) return;
    storage?.setItem(LANGUAGE_STORAGE_KEY, next);
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    set(next) {
      requested = next;
      if (messages.isLocaleLoaded(next)) apply(next);
      else void messages.loadLocale(next).then(() => apply(next));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let pageState: LocaleState | undefined;
/** The page's own state, for a tree rendered without a LocaleProvider (as a story of one widget). */
function defaultLocaleState(): LocaleState {
  pageState ??= createLocaleState();
  return pageState;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function LocaleProvider({ value, children }: { value: LocaleState; children: ReactNode }) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The active language and the switch to another, like a state hook. */
export function useLocale(): [Locale, (next: Locale) => void] {
  const state = useContext(LocaleContext) ?? defaultLocaleState();
  const locale = useSyncExternalStore(state.subscribe, state.get);
  return [locale, state.set];
}
