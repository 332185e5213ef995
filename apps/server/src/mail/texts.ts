import { IntlMessageFormat } from 'intl-messageformat';
import ar from './messages/ar.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

/** The languages a mail is written in: the product's three. */
export type MailLanguage = 'en' | 'ar' | 'pl';
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['en', 'ar', 'pl'];

export type MailMessageId = keyof typeof en;

/** Every language carries every message (checked by the type, and by the tests per language). */
const CATALOGUES: Record<MailLanguage, Record<MailMessageId, string>> = { en, ar, pl };

/*
 * Arabic mails keep Latin digits, as the apps do (docs/decisions/0014): amounts, dates and booking
 * numbers read the same in the mail as on the centre's screens and bank statements.
 */
export const MAIL_LOCALES: Record<MailLanguage, string> = { en: 'en', ar: 'ar-u-nu-latn', pl: 'pl' };

export function isMailLanguage(value: unknown): value is MailLanguage {
  return value === 'en' || value === 'ar' || value === 'pl';
}

export type MailValues = Record<string, string | number>;

/**
 * What people wrote (a name, an event's title, a reason), isolated by FSI and PDI: a Latin name in
 * an Arabic sentence, or an Arabic one in a Polish sentence, keeps its own direction without
 * reordering the punctuation and numbers around it. The marks are invisible; '' stays ''.
 */
export function isolate(text: string): string {
  return text ? `\u2068${text}\u2069` : '';
}

/**
 * A text without the invisible direction marks (the isolates above, LRM, RLM, ALM, embeddings and
 * overrides), for a mail's subject: mail lists, notifications and search show a subject outside the
 * mail, where some print the marks as boxes or match nothing when a reader searches the name.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}

/**
 * A value that reads left to right in every language (a phone number, a signed amount, a code),
 * isolated by LRI and PDI: in an Arabic line '+48 22 000 00 00' keeps its order instead of being drawn
 * '00 00 000 22 48+'. The marks are invisible; '' stays ''.
 */
export function isolateLtr(text: string): string {
  return text ? `\u2066${text}\u2069` : '';
}

/** One message in a language, its ICU arguments filled in. */
export function mailText(language: MailLanguage, id: MailMessageId, values: MailValues = {}): string {
  const format = new IntlMessageFormat(CATALOGUES[language][id], MAIL_LOCALES[language]);
  return String(format.format(values));
}

/** A calendar date (YYYY-MM-DD) as the reader writes it; the date has no time zone of its own. */
export function mailDate(date: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(MAIL_LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An amount as the reader writes it in their language, with its currency. */
export function mailAmount(amount: number, currency: string, language: MailLanguage): string {
  return new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'currency', currency }).format(amount);
}
