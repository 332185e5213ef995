import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import { IntlMessageFormat } from 'intl-messageformat';
import type en from './locales/en.json';

export type PrayerMessageId = keyof typeof en;

/** A locale file as the bundle delivers it: ICU strings in tests and Storybook, precompiled AST in a build. */
export type PrayerMessages = Record<PrayerMessageId, string>;

/** Each language its own chunk: the display and the timetable download only the one they show. */
export const PRAYER_MESSAGE_LOADERS: Record<Locale, () => Promise<{ default: PrayerMessages }>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
};

export type PrayerText = (id: PrayerMessageId, values?: Record<string, string | number>) => string;

/**
 * The prayer pages' messages in `locale` without React (the display has none): ICU plurals by the
 * language's rules, numbers in Latin digits as everywhere on the site (docs/decisions/0014).
 */
export function prayerText(locale: Locale, messages: PrayerMessages): PrayerText {
  const formats = new Map<PrayerMessageId, IntlMessageFormat>();
  const numbering = latinDigitsLocale(locale);
  return (id, values) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id], numbering);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/**
 * The city as the language names it ('Warszawa', 'وارسو') from its identifier ('Warsaw'); a city
 * without a message yet keeps its identifier rather than showing a message id.
 */
export function cityName(messages: PrayerMessages, t: PrayerText, city: string): string {
  const id = `prayer.cityName.${city}`;
  return Object.hasOwn(messages, id) ? t(id as PrayerMessageId) : city;
}
