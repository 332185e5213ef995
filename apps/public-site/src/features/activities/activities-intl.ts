import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type en from './locales/en.json';

export type ActivitiesMessageId = keyof typeof en;

/* The Activities page's messages load with its chunk, one language at a time, never with the home. */
const activitiesCatalogue = createMessageCatalogue<Record<ActivitiesMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** Loads a language's messages before the page renders (src/app/page-starts.ts), so it never waits for them. */
export function loadActivitiesMessages(locale: Locale): Promise<unknown> {
  return activitiesCatalogue.load(locale);
}

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const ACTIVITIES_MESSAGES = everyLocaleOf(activitiesCatalogue);

const cache = createIntlCache();

export type ActivitiesMessage = (id: ActivitiesMessageId, values?: Record<string, string | number>) => string;

/** The Activities page's messages in the active language; plural counts are written with Latin digits. */
export function useActivitiesMessages(): ActivitiesMessage {
  const locale = useUiLocale();
  const messages = use(activitiesCatalogue.load(locale));
  const intl = useMemo(
    () => createIntl({ locale: latinDigitsLocale(locale), defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
