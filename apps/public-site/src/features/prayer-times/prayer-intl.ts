import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import {
  cityName,
  PRAYER_MESSAGE_LOADERS,
  type PrayerMessages,
  type PrayerText,
  prayerText,
} from './prayer-messages';

/* The prayer pages' messages load with the timetable's chunk, one language at a time, never with the home. */
const prayerCatalogue = createMessageCatalogue<PrayerMessages>(PRAYER_MESSAGE_LOADERS);

/** Loads a language's messages before the page renders (src/app/page-starts.ts), so it never waits for them. */
export function loadPrayerMessages(locale: Locale): Promise<unknown> {
  return prayerCatalogue.load(locale);
}

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const PRAYER_MESSAGES = everyLocaleOf(prayerCatalogue);

export interface PrayerIntl {
  t: PrayerText;
  /** The city as the language names it. */
  city: (city: string) => string;
}

/** The prayer pages' messages in the active language (the same files the hall's display reads). */
export function usePrayerIntl(): PrayerIntl {
  const locale = useUiLocale();
  const messages = use(prayerCatalogue.load(locale));
  return useMemo(() => {
    const t = prayerText(locale, messages);
    return { t, city: (city: string) => cityName(messages, t, city) };
  }, [locale, messages]);
}
