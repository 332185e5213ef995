import { use } from 'react';
import type { Locale } from './ui-messages';

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

/**
 * One set of messages per language, each its own chunk: a page downloads only the active language.
 * `preloaded` holds catalogues already in memory (the test and Storybook builds pass every locale,
 * so nothing suspends there); in a production build it is empty and each locale loads on first use.
 */
export function createMessageCatalogue<M>(
  loaders: Record<Locale, () => Promise<LocaleModule<M>>>,
  preloaded: Partial<Record<Locale, M>> = {},
): MessageCatalogue<M> {
  const loaded: Partial<Record<Locale, M>> = { ...preloaded };
  const pending: Partial<Record<Locale, Promise<M>>> = {};

  function load(locale: Locale): Promise<M> {
    const ready = loaded[locale];
    if (ready) return Promise.resolve(ready);
    pending[locale] ??= loaders[locale]().then((module) => {
      loaded[locale] = module.default;
      return module.default;
    });
    return pending[locale];
  }

  return {
    load,
    peek: (locale) => loaded[locale],
    useMessages: (locale) => loaded[locale] ?? use(load(locale)),
  };
}

/**
 * Every locale of a glob, keyed by locale: what `createMessageCatalogue` takes as `preloaded` outside a
 * production build. The glob's keys are file paths ending in `/<locale>.json`.
 */
export function byLocale<M>(modules: Record<string, M>): Partial<Record<Locale, M>> {
  const result: Partial<Record<Locale, M>> = {};
  for (const [path, messages] of Object.entries(modules)) {
    const locale = path.slice(path.lastIndexOf('/') + 1, -'.json'.length) as Locale;
    result[locale] = messages;
  }
  return result;
}
