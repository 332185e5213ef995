import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type en from './locales/en.json';

export type PaperMessageId = keyof typeof en;

/**
 * The printed certificate's own texts, apart from the dashboard's: staff print in the language the
 * certificate is asked in, whatever language they work in, so the paper reads its catalogue in the
 * language chosen on the print view. PAPER_MESSAGES holds every language for tests and stories.
 */
const paperCatalogue = createMessageCatalogue<Record<PaperMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

export const PAPER_MESSAGES = everyLocaleOf(paperCatalogue);

/** The paper's texts in `language` (suspends the first time a language is asked for, while it loads). */
export function PaperIntlProvider({ language, children }: { language: Locale; children: ReactNode }) {
  const messages = paperCatalogue.useMessages(language);
  return (
    <IntlProvider locale={language} defaultLocale="pl" messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** A typed formatter over the paper's keys: an unknown id is a compile error. */
export function usePaperT(): (id: PaperMessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
