import type { Locale } from '@minbar/ui/provider/ui-provider';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type en from './locales/en.json';

export type PaperMessageId = keyof typeof en;
export type PaperMessages = Record<PaperMessageId, string>;

/**
 * The printed certificate's own texts, apart from the dashboard's: staff print in the language the
 * certificate is asked in, whatever language they work in. Each language is its own chunk, loaded
 * the first time the print view asks for it. They stay out of the app's catalogues on purpose: a
 * switch of the interface's language neither waits for them nor loads them.
 */
const LOADERS: Record<Locale, () => Promise<{ default: PaperMessages }>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
};
const loaded: Partial<Record<Locale, PaperMessages>> = {};
const pending: Partial<Record<Locale, Promise<PaperMessages>>> = {};

function loadPaperMessages(language: Locale): Promise<PaperMessages> {
  pending[language] ??= LOADERS[language]().then((module) => {
    loaded[language] = module.default;
    return module.default;
  });
  return pending[language];
}

/**
 * The paper's texts in `language`, or undefined while that language's chunk is on its way. It waits
 * in an effect rather than suspending, so changing the language never blanks the request page
 * around the preview.
 */
export function usePaperMessages(language: Locale): PaperMessages | undefined {
  const messages = loaded[language];
  const [, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadPaperMessages(language).then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [language, messages]);
  return messages;
}

/** The paper's texts in `language`, from usePaperMessages. */
export function PaperIntlProvider({
  language,
  messages,
  children,
}: {
  language: Locale;
  messages: PaperMessages;
  children: ReactNode;
}) {
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
