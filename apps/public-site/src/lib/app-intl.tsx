import { createMessageCatalogue } from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type en from '../locales/en.json';

export type MessageId = keyof typeof en;

/** The site's messages, one chunk per language; a key missing from ar or pl is a type error. */
const publicCatalogue = createMessageCatalogue<Record<MessageId, string>>({
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
  pl: () => import('../locales/pl.json'),
});

const cache = createIntlCache();

/*
 * The app's messages live in their own context rather than a second IntlProvider: UiProvider already
 * provides react-intl for the widgets' messages, and nesting providers would hide one set from the other.
 */
const AppIntlContext = createContext<IntlShape | null>(null);

export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = publicCatalogue.useMessages(locale);
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return <AppIntlContext value={intl}>{children}</AppIntlContext>;
}

export type AppMessage = (id: MessageId, values?: Record<string, string | number>) => string;

export function useAppMessages(): AppMessage {
  const intl = use(AppIntlContext);
  if (!intl) {
    throw new Error('useAppMessages must be used inside AppIntlProvider.');
  }
  return (id, values) => intl.formatMessage({ id }, values);
}
