import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type en from './locales/en.json';

export type EventsMessageId = keyof typeof en;

/*
 * The events pages' messages load with their chunk, one language at a time, never with the home:
 * the home's budget has no room for them (docs/decisions/0019). Once this chunk has run, a language
 * switch loads them with the site's own messages (loadLocale), so the page changes language at once.
 */
const eventsCatalogue = createMessageCatalogue<Record<EventsMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** Loads a language's messages before the page renders (src/app/page-starts.ts), so it never waits for them. */
export function loadEventsMessages(locale: Locale): Promise<unknown> {
  return eventsCatalogue.load(locale);
}

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const EVENTS_MESSAGES = everyLocaleOf(eventsCatalogue);

const cache = createIntlCache();

export type EventsMessage = (id: EventsMessageId, values?: Record<string, string | number>) => string;

/** The events pages' messages in the active language; plural counts are written with Latin digits. */
export function useEventsMessages(): EventsMessage {
  const locale = useUiLocale();
  // Always read through use(): the same promise per language, settled after the first load, so a
  // page that suspended for its messages reads them the same way once they have arrived.
  const messages = use(eventsCatalogue.load(locale));
  const intl = useMemo(
    () => createIntl({ locale: latinDigitsLocale(locale), defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
