import ar from '../../intl/ar.json';
import en from '../../intl/en.json';
import pl from '../../intl/pl.json';

export const LOCALES = ['en', 'ar', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export type Direction = 'ltr' | 'rtl';

export type UiMessageId = keyof typeof en;

/** The widgets' own messages per locale. `satisfies` makes a missing key in ar or pl a type error. */
export const UI_MESSAGES = { en, ar, pl } satisfies Record<Locale, Record<UiMessageId, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
