import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type en from './locales/en.json';

export type BookingFactsMessageId = keyof typeof en;

/*
 * The words only a booking's own page shows (its facts, the ways to pay, the calendar file, a moved or
 * cancelled event): a catalogue of their own, loaded with that page, so the events list and the
 * booking form, which share the events messages, do not download them.
 */
const bookingFactsCatalogue = createMessageCatalogue<Record<BookingFactsMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const BOOKING_FACTS_MESSAGES = everyLocaleOf(bookingFactsCatalogue);

const cache = createIntlCache();

export type BookingFactsMessage = (
  id: BookingFactsMessageId,
  values?: Record<string, string | number>,
) => string;

/** The booking page's own messages in the active language; plural counts with Latin digits. */
export function useBookingFactsMessages(): BookingFactsMessage {
  const locale = useUiLocale();
  // As useEventsMessages: the same promise per language, read through use().
  const messages = use(bookingFactsCatalogue.load(locale));
  const intl = useMemo(
    () => createIntl({ locale: latinDigitsLocale(locale), defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
