import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { uiCatalogue } from './ui-catalogue';
import { UiLocaleProvider } from './ui-locale';
import { setEnglishFallback, type UiMessages, useUiLocaleValue } from './ui-locale-context';
import type { Locale, UiMessageId } from './ui-messages';

export { uiCatalogue } from './ui-catalogue';
export {
  UiLocaleProvider,
  type UiLocaleProviderProps,
  type UiMessage,
  type UiMessages,
  useDirection,
  useUiLocale,
  useUiText,
} from './ui-locale';
export { type Direction, directionOf, isLocale, LOCALES, type Locale } from './ui-messages';

// Not bundled into the pages: a Polish or Arabic page never downloads the English file, so English is
// read only once something (a test setup, Storybook) has loaded it.
setEnglishFallback(() => uiCatalogue.peek('en'));

const cache = createIntlCache();
/*
 * One react-intl instance per loaded language, kept beside its messages. The widgets format through
 * their own instance, never an app's IntlProvider, so an app's messages nested inside UiProvider can
 * never hide the widgets' messages.
 */
const instances = new WeakMap<UiMessages, IntlShape>();
const EMPTY = {} as UiMessages;

function intlFor(locale: Locale, messages: UiMessages = EMPTY): IntlShape {
  let intl = instances.get(messages);
  if (!intl || intl.locale !== locale) {
    intl = createIntl({ locale, messages: messages as Record<string, string>, defaultLocale: 'en' }, cache);
    instances.set(messages, intl);
  }
  return intl;
}

export interface UiProviderProps {
  /** The language of every widget below: `en`, `pl` (left to right) or `ar` (right to left). */
  locale: Locale;
  /**
   * The widgets' messages in `locale`, already loaded (`@minbar/ui/intl/<locale>.json`, or
   * `await uiCatalogue.load(locale)`). With them UiProvider renders at once, on the server too
   * (`renderToString`); without them it loads the language's file and suspends until it has arrived.
   */
  messages?: UiMessages | undefined;
  /** The app, or the part of it in that language. */
  children: ReactNode;
}

function LoadedUiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Suspends (throws the loading promise) the first time a language is asked for: wrap UiProvider
  // in <Suspense>, or load the language before the first render.
  const messages = uiCatalogue.useMessages(locale);
  return (
    <UiLocaleProvider locale={locale} messages={messages}>
      {children}
    </UiLocaleProvider>
  );
}

/**
 * Sets the language of every widget: their messages (react-intl), Radix's direction and
 * `<html lang dir>` (through UiLocaleProvider), so the whole document mirrors for Arabic
 * (docs/decisions/0014). Without `messages` it suspends on its first render until the language's
 * messages have loaded: place it inside a `<Suspense>` boundary.
 */
export function UiProvider({ locale, messages, children }: UiProviderProps) {
  if (messages) {
    return (
      <UiLocaleProvider locale={locale} messages={messages}>
        {children}
      </UiLocaleProvider>
    );
  }
  return <LoadedUiProvider locale={locale}>{children}</LoadedUiProvider>;
}

/** Formats one of the widgets' own messages in the active locale. */
export function useUiMessage(): (id: UiMessageId, values?: Record<string, string | number>) => string {
  const { locale, messages } = useUiLocaleValue();
  const intl = intlFor(locale, messages);
  return (id, values) => intl.formatMessage({ id }, values);
}
