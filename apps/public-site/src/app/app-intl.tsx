import type { Locale } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export type MessageId = keyof typeof en;

const MESSAGES: Record<Locale, Record<MessageId, string>> = { en, ar, pl };

const cache = createIntlCache();

/*
 * The app's messages live in their own context rather than a second IntlProvider: UiProvider already
 * provides react-intl for the widgets' messages, and nesting providers would hide one set from the other.
 */
const AppIntlContext = createContext<IntlShape | null>(null);

export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale: 'en', messages: MESSAGES[locale] }, cache),
    [locale],
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
