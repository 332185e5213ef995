/**
 * The religions a conversion certificate names most often, which the paper prints in its own
 * language. The request keeps the previous religion as staff typed it (free text, in any of the
 * three languages); when it is one of these, written as people write it in English, Polish or
 * Arabic, the paper shows the name in the certificate's language instead ("Judaism" reads
 * "اليهودية" on an Arabic certificate). Anything else prints as typed.
 */
export const KNOWN_RELIGIONS = [
  'christianity',
  'catholicism',
  'orthodoxy',
  'protestantism',
  'judaism',
  'buddhism',
  'hinduism',
  'sikhism',
  'atheism',
  'none',
] as const;
export type KnownReligion = (typeof KNOWN_RELIGIONS)[number];

/** How each is written, in English, Polish and Arabic: the name of the faith and of its follower. */
const WRITTEN: Record<KnownReligion, readonly string[]> = {
  christianity: [
    'christianity',
    'christian',
    'chrześcijaństwo',
    'chrześcijanin',
    'chrześcijanka',
    'chrześcijańska',
    'المسيحية',
    'مسيحي',
    'مسيحية',
    'النصرانية',
  ],
  catholicism: [
    'catholicism',
    'catholic',
    'roman catholic',
    'roman catholicism',
    'katolicyzm',
    'katolik',
    'katoliczka',
    'katolicka',
    'rzymskokatolicka',
    'rzymskokatolickie',
    'الكاثوليكية',
    'كاثوليكي',
    'كاثوليكية',
  ],
  orthodoxy: [
    'orthodoxy',
    'orthodox',
    'orthodox christianity',
    'eastern orthodox',
    'prawosławie',
    'prawosławny',
    'prawosławna',
    'الأرثوذكسية',
    'أرثوذكسي',
    'أرثوذكسية',
  ],
  protestantism: [
    'protestantism',
    'protestant',
    'lutheran',
    'protestantyzm',
    'protestantka',
    'luteranizm',
    'البروتستانتية',
    'بروتستانتي',
    'بروتستانتية',
  ],
  judaism: [
    'judaism',
    'jewish',
    'jew',
    'judaizm',
    'żyd',
    'żydówka',
    'żydowska',
    'اليهودية',
    'يهودي',
    'يهودية',
  ],
  buddhism: ['buddhism', 'buddhist', 'buddyzm', 'buddysta', 'buddystka', 'البوذية', 'بوذي', 'بوذية'],
  hinduism: ['hinduism', 'hindu', 'hinduizm', 'hinduista', 'hinduistka', 'الهندوسية', 'هندوسي', 'هندوسية'],
  sikhism: ['sikhism', 'sikh', 'sikhizm', 'السيخية', 'سيخي'],
  atheism: ['atheism', 'atheist', 'ateizm', 'ateista', 'ateistka', 'الإلحاد', 'ملحد', 'ملحدة'],
  none: [
    'none',
    'no religion',
    'no faith',
    'not religious',
    'brak',
    'bez wyznania',
    'bezwyznaniowy',
    'bezwyznaniowa',
    'brak wyznania',
    'لا دين',
    'بلا دين',
  ],
};

/** Case, surrounding and repeated spaces, a final full stop, and tatweel make no difference. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('pl')
    .replace(/\u0640/gu, '')
    .replace(/[.\s]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

const BY_WRITING = new Map<string, KnownReligion>(
  KNOWN_RELIGIONS.flatMap((religion) => WRITTEN[religion].map((written) => [normalise(written), religion])),
);

/** The known religion a typed previous religion names, or null when it is none of them. */
export function knownReligion(text: string | null | undefined): KnownReligion | null {
  return text ? (BY_WRITING.get(normalise(text)) ?? null) : null;
}
