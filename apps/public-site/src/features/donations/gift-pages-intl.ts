import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type en from './locales/en.json';

export type GiftPagesMessageId = keyof typeof en;

/*
 * The messages of a gift's own pages (the payment form's dedication, the thank-you page and the
 * demo bank's page) load with those pages, one language at a time, never with the home: the home's budget has no room for them
 * (docs/decisions/0019). A language switch loads them with the site's own messages.
 */
const giftPagesCatalogue = createMessageCatalogue<Record<GiftPagesMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/**
 * Loads a language's messages ahead of a part that shows later (a campaign's news): once it has
 * settled, useGiftPagesMessages reads them without suspending the page around it.
 */
export function loadGiftPagesMessages(locale: Locale): Promise<unknown> {
  return giftPagesCatalogue.load(locale);
}

/** Every language's messages, for tests and stories (read after loadEveryLocale()). */
export const GIFT_PAGES_MESSAGES = everyLocaleOf(giftPagesCatalogue);

const cache = createIntlCache();

export type GiftPagesMessage = (id: GiftPagesMessageId, values?: Record<string, string | number>) => string;

/** The gift pages' messages in the active language; plural counts are written with Latin digits. */
export function useGiftPagesMessages(): GiftPagesMessage {
  const locale = useUiLocale();
  // Always read through use(): the same promise per language, settled after the first load, so a
  // page that suspended for its messages reads them the same way once they have arrived.
  const messages = use(giftPagesCatalogue.load(locale));
  const intl = useMemo(
    () => createIntl({ locale: latinDigitsLocale(locale), defaultLocale: 'en', messages }, cache),
    [locale, messages],
  );
  return (id, values) => intl.formatMessage({ id }, values);
}
