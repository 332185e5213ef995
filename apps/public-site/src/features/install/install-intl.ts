import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type en from './locales/en.json';

export type InstallMessageId = keyof typeof en;

/* The install page's messages load with its chunk, one language at a time, never with the home. */
const installCatalogue = createMessageCatalogue<Record<InstallMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

export function loadInstallMessages(locale: Locale): Promise<unknown> {
  return installCatalogue.load(locale);
}

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const INSTALL_MESSAGES = everyLocaleOf(installCatalogue);

const cache = createIntlCache();

export type InstallMessage = (id: InstallMessageId, values?: Record<string, string | number>) => string;

/** The install page's messages in the active language. */
export function useInstallMessages(): InstallMessage {
  const locale = useUiLocale();
  const messages = use(installCatalogue.load(locale));
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
