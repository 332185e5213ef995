import { LOCALES, type Locale } from './ui-messages';

/** A locale file as the bundle delivers it: ICU strings in tests and Storybook, precompiled AST in a build. */
export type LocaleModule<M> = { default: M };

export interface MessageCatalogue<M> {
  /** Starts (once) loading a locale's messages; resolves when they can be read without waiting. */
  load(locale: Locale): Promise<M>;
  /** The locale's messages if already loaded. */
  peek(locale: Locale): M | undefined;
  /** In render: the locale's messages, suspending the first time until their chunk has arrived. */
  useMessages(locale: Locale): M;
}

/** Every catalogue created so far: the widgets', the app's, and each area's once its chunk has run. */
const catalogues = new Set<MessageCatalogue<unknown>>();

/**
 * One set of messages per language, each its own chunk: a page downloads only the active language.
 * Create it once at module level; it joins the catalogues `loadLocale` loads.
 */
export function createMessageCatalogue<M>(
  loaders: Record<Locale, () => Promise<LocaleModule<M>>>,
): MessageCatalogue<M> {
  const loaded: Partial<Record<Locale, M>> = {};
  const pending: Partial<Record<Locale, Promise<M>>> = {};

  function load(locale: Locale): Promise<M> {
    pending[locale] ??= loaders[locale]().then((module) => {
      loaded[locale] = module.default;
      return module.default;
    });
    return pending[locale];
  }

  const catalogue: MessageCatalogue<M> = {
    load,
    peek: (locale) => loaded[locale],
    // A language not yet in memory suspends by throwing its loading promise, and React renders the
    // component again once it has arrived; pages load theirs before the first render asks, and tests
    // and stories load every language first. Not use(): React matches a component's use() calls by
    // their order when it renders it again after a suspension, so a call made only while a language
    // is missing would hand the next catalogue's call this one's messages (a screen reads its own and
    // the app's), and calling it on every render, even settled, left Radix dialogs' pointer-events
    // lock behind in the dashboard's tests.
    useMessages: (locale) => {
      const messages = loaded[locale];
      if (messages) return messages;
      throw load(locale);
    },
  };
  catalogues.add(catalogue);
  return catalogue;
}

/** Whether every catalogue created so far has `locale` in memory, so a page can show it at once. */
export function isLocaleLoaded(locale: Locale): boolean {
  return [...catalogues].every((catalogue) => catalogue.peek(locale));
}

/**
 * Loads `locale` in every catalogue created so far: before a language switch (so the page changes
 * language in one step instead of suspending half-way) and before an area's first render.
 */
export function loadLocale(locale: Locale): Promise<unknown> {
  return Promise.all([...catalogues].map((catalogue) => catalogue.load(locale)));
}

/** Tests and Storybook: every language of every catalogue created so far, so nothing waits in them. */
export function loadEveryLocale(): Promise<unknown> {
  return Promise.all(LOCALES.map(loadLocale));
}

/**
 * A catalogue's messages in every language as one object, for tests and stories that compare texts.
 * Read it after `loadEveryLocale()` (the test setups and Storybook's loaders call it).
 */
export function everyLocaleOf<M>(catalogue: MessageCatalogue<M>): Record<Locale, M> {
  const read = (locale: Locale) => {
    const messages = catalogue.peek(locale);
    if (!messages) throw new Error(`Messages for "${locale}" are read before loadEveryLocale() loaded them.`);
    return messages;
  };
  return Object.defineProperties({} as Record<Locale, M>, {
    en: { get: () => read('en'), enumerable: true },
    ar: { get: () => read('ar'), enumerable: true },
    pl: { get: () => read('pl'), enumerable: true },
  });
}
