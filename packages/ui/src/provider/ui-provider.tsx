import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { uiCatalogue } from './ui-catalogue';
import { type Direction, directionOf, type Locale, type UiMessageId } from './ui-messages';

export { uiCatalogue } from './ui-catalogue';
export { type Direction, directionOf, isLocale, LOCALES, type Locale } from './ui-messages';

interface UiContextValue {
  locale: Locale;
  direction: Direction;
  intl: IntlShape;
}

const cache = createIntlCache();

function createUiIntl(locale: Locale, messages: Record<UiMessageId, string>): IntlShape {
  return createIntl({ locale, messages, defaultLocale: 'en' }, cache);
}

/*
 * The widgets keep their react-intl instance in a context of their own, so an app's IntlProvider
 * (with the app's messages) nested inside UiProvider can never hide the widgets' messages.
 */
const UiContext = createContext<UiContextValue | null>(null);
let fallbackContext: UiContextValue | null = null;
const EMPTY = {} as Record<UiMessageId, string>;

function useUiContext(): UiContextValue {
  const context = useContext(UiContext);
  if (context) return context;
  // Widgets rendered without a provider (an app's unit test, whose setup loads every language) read
  // English. Not bundled into the pages: a Polish or Arabic page never downloads the English file.
  if (fallbackContext) return fallbackContext;
  const english = uiCatalogue.peek('en');
  const englishContext: UiContextValue = {
    locale: 'en',
    direction: 'ltr',
    intl: createUiIntl('en', english ?? EMPTY),
  };
  if (english) fallbackContext = englishContext;
  return englishContext;
}

export interface UiProviderProps {
  /** The language of every widget below: `en`, `pl` (left to right) or `ar` (right to left). */
  locale: Locale;
  /** The app, or the part of it in that language. */
  children: ReactNode;
}

/**
 * Sets the language of every widget: ui messages (react-intl), Radix's direction and `<html lang dir>`
 * (react-aria's widgets read it through AriaLocale) so the whole document mirrors for Arabic (docs/decisions/0014).
 */
export function UiProvider({ locale, children }: UiProviderProps) {
  const messages = uiCatalogue.useMessages(locale);
  const value = useMemo<UiContextValue>(
    () => ({ locale, direction: directionOf(locale), intl: createUiIntl(locale, messages) }),
    [locale, messages],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = value.direction;
  }, [locale, value.direction]);

  return (
    <UiContext.Provider value={value}>
      <DirectionProvider dir={value.direction}>{children}</DirectionProvider>
    </UiContext.Provider>
  );
}

export function useDirection(): Direction {
  return useUiContext().direction;
}

export function useUiLocale(): Locale {
  return useUiContext().locale;
}

/** Formats one of the widgets' own messages in the active locale. */
export function useUiMessage(): (id: UiMessageId, values?: Record<string, string | number>) => string {
  const { intl } = useUiContext();
  return (id, values) => intl.formatMessage({ id }, values);
}
