import type { Locale } from '@minbar/ui/provider/ui-messages';
import type { Words } from './story-content';

/*
 * The people the dashboard's stories show (sign-in names, accounts, administrators, parents) as a
 * mosque in Poland has them: Arabic names in Arabic, Polish names and Polish spellings of Muslim
 * names with their diacritics, and the e-mail addresses and phone numbers people type in Latin
 * letters and digits whatever their language.
 */

/** One person of the stories: a name to sign in with, an e-mail and a phone number. */
export interface StoryPerson {
  username: string;
  email: string;
  phone: string;
}

/** The person signing in to the stories' screens, in each language. */
export const SIGNED_IN: Record<Locale, StoryPerson> = {
  en: { username: 'amina', email: 'amina@example.org', phone: '+48 600 100 200' },
  ar: { username: 'أمينة الحسيني', email: 'amina.alhusseini@example.org', phone: '+48 600 100 200' },
  pl: {
    username: 'Małgorzata Wiśniewska',
    email: 'malgorzata.wisniewska@example.pl',
    phone: '+48 600 100 200',
  },
};

/** A password as someone of the language would type one: words of their own alphabet. */
export const PASSWORD: Words = {
  en: 'correct horse',
  ar: 'حصان صحيح',
  pl: 'zażółć gęślą jaźń',
};

/** Ten names for a page of accounts, in each language (the same people, as their language writes them). */
export const ACCOUNT_NAMES: Record<Locale, readonly string[]> = {
  en: ['amina', 'yusuf', 'fatima', 'omar', 'khadija', 'bilal', 'maryam', 'hassan', 'zaynab', 'idris'],
  ar: ['أمينة', 'يوسف', 'فاطمة', 'عمر', 'خديجة', 'بلال', 'مريم', 'حسن', 'زينب', 'إدريس'],
  pl: [
    'amina.kowalska',
    'jusuf.nowak',
    'fatima.wiśniewska',
    'omar.wójcik',
    'chadidża.kamińska',
    'bilal.lewandowski',
    'marjam.zielińska',
    'hasan.szymański',
    'zajnab.woźniak',
    'idris.dąbrowski',
  ],
};

/** The e-mail of an account named in ACCOUNT_NAMES: Latin letters in every language. */
export const ACCOUNT_EMAILS: readonly string[] = [
  'amina',
  'yusuf',
  'fatima',
  'omar',
  'khadija',
  'bilal',
  'maryam',
  'hassan',
  'zaynab',
  'idris',
];

/**
 * Names written in the other script from the page's: Latin names in the Arabic page, an Arabic name
 * in the others, and the longest realistic Polish name, double-barrelled, with its diacritics.
 */
export const OTHER_SCRIPT_NAMES: Record<
  Locale,
  readonly [Omit<StoryPerson, 'phone'>, Omit<StoryPerson, 'phone'>]
> = {
  en: [
    { username: 'عبد الرحمن الشامي', email: 'abdulrahman.alshami@example.org' },
    { username: 'Maximilian Alexander Wójcik-Kowalski', email: 'maximilian@example.org' },
  ],
  ar: [
    { username: 'Emily Carter', email: 'emily.carter@example.org' },
    { username: 'Maximilian Alexander Wójcik-Kowalski', email: 'maximilian@example.org' },
  ],
  pl: [
    { username: 'عبد الرحمن الشامي', email: 'abdulrahman.alshami@example.org' },
    { username: 'Konstanty Przybyszewski-Brzęczyszczykiewicz', email: 'konstanty@example.pl' },
  ],
};
