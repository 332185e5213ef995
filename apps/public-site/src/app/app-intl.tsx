import { byLocale, createMessageCatalogue } from '@minbar/ui/provider/message-catalogue';
import { type Locale, uiCatalogue } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type en from '../locales/en.json';

export type MessageId = keyof typeof en;
type PublicCatalogue = Record<MessageId, string>;

/**
 * The site's messages, one chunk per language (every language at once outside a production build, so
 * tests and stories never wait); a key missing from ar or pl is a type error.
 */
const publicCatalogue = createMessageCatalogue<PublicCatalogue>(
  {
    en: () => import('../locales/en.json'),
    ar: () => import('../locales/ar.json'),
    pl: () => import('../locales/pl.json'),
  },
  import.meta.env.PROD
    ? {}
    : byLocale(import.meta.glob<PublicCatalogue>('../locales/*.json', { eager: true, import: 'default' })),
);

/** Whether `locale` can be shown at once, without waiting for its messages. */
export function messagesReady(locale: Locale): boolean {
  return Boolean(uiCatalogue.peek(locale) && publicCatalogue.peek(locale));
}

/** Loads the widgets' and the site's messages of `locale`; a language switch waits for it. */
export function loadMessages(locale: Locale): Promise<unknown> {
  return Promise.all([uiCatalogue.load(locale), publicCatalogue.load(locale)]);
}

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

export function useAppMessages(): (id: MessageId) => string {
  const intl = use(AppIntlContext);
  if (!intl) {
    throw new Error('useAppMessages must be used inside AppIntlProvider.');
  }
  return (id) => intl.formatMessage({ id });
}
