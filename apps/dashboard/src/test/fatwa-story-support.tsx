import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Decorator } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { FATWA_MESSAGES, FatwaIntlProvider, type FatwaMessageId } from '../features/fatwa/fatwa-intl';
import { DASHBOARD_MESSAGES } from '../lib/i18n';
import { inLanguages, overriding, type Words } from './story-content';
import { withDashboard } from './story-decorators';

/** The dashboard's story providers plus this area's messages, in the toolbar's language. */
export const fatwaDecorators: Decorator[] = [
  (Story) => (
    <FatwaIntlProvider>
      <Story />
    </FatwaIntlProvider>
  ),
  withDashboard,
];

/** A desk message in the story's language, so play functions assert in en, ar and pl alike. */
export function fatwaText(
  globals: Record<string, unknown>,
  id: FatwaMessageId,
  values?: Record<string, string | number>,
): string {
  const locale = storyLocale(globals);
  return createIntl({
    locale,
    messages: { ...DASHBOARD_MESSAGES[locale], ...FATWA_MESSAGES[locale] },
  }).formatMessage({ id }, values);
}

/** A fixed "now" so the stories' times never depend on the day they run. */
export const STORY_NOW = new Date('2026-11-20T18:00:00Z');

/** The sample question, as asked in each language. */
export const ASKED = {
  en: 'Is it allowed to combine prayers while travelling?',
  ar: 'هل يجوز الجمع بين الصلاتين في السفر؟',
  pl: 'Czy wolno łączyć modlitwy w podróży?',
};
/** Its answer, in each language. */
export const ANSWER = {
  en: 'Yes. A traveller may combine Dhuhr with Asr and Maghrib with Isha.',
  ar: 'نعم، يجوز للمسافر الجمع بين الظهر والعصر وبين المغرب والعشاء.',
  pl: 'Tak. Podróżny może łączyć Dhuhr z Asr oraz Maghrib z Isha.',
};

/** An answer in three languages; the question and answer shown are those of the story's language. */
export const SAMPLE_RESPONSE: FatwaResponse = inLanguages(
  {
    id: 501,
    question_by_language: ASKED.en,
    response: ANSWER.en,
    question_en: ASKED.en,
    response_en: ANSWER.en,
    question_ar: ASKED.ar,
    response_ar: ANSWER.ar,
    question_pl: ASKED.pl,
    response_pl: ANSWER.pl,
    created_at: '2026-11-19T10:15:00Z',
    updated_at: '2026-11-19T10:15:00Z',
  },
  { question_by_language: ASKED, response: ANSWER },
);

/** The asker of the sample question, written as the story's language writes the name. */
export const ASKER: Words = { en: 'Yusuf Nowak', ar: 'يوسف نوفاك', pl: 'Jusuf Nowak' };

/** A question asked in the story's language, unless `overrides` says what and in which language. */
export function sampleQuestion(overrides: Partial<FatwaQuestion> = {}): FatwaQuestion {
  const texts: {
    question?: Words;
    language?: Words;
    username?: Words;
  } = {};
  if (!('question' in overrides)) texts.question = ASKED;
  if (!('language' in overrides)) texts.language = { en: 'en', ar: 'ar', pl: 'pl' };
  if (!('username' in overrides)) texts.username = ASKER;
  return inLanguages(
    {
      id: 101,
      question: ASKED.en,
      language: 'en',
      username: ASKER.en,
      is_anonymous: false,
      created_at: '2026-11-20T14:05:00Z',
      is_active: true,
      responses: [],
      ...overrides,
    },
    texts,
  );
}

/** A desk's askers, their names as each language writes them. */
const ASKERS: Words[] = [
  { en: 'Amina', ar: 'آمنة', pl: 'Amina' },
  { en: 'Bilal', ar: 'بلال', pl: 'Bilal' },
  { en: 'Khadija', ar: 'خديجة', pl: 'Chadidża' },
  { en: 'Omar', ar: 'عمر', pl: 'Omar' },
  { en: 'Maryam', ar: 'مريم', pl: 'Marjam' },
  { en: 'Idris', ar: 'إدريس', pl: 'Idris' },
  { en: 'Zaynab', ar: 'زينب', pl: 'Zajnab' },
];

type Asked = readonly [language: 'en' | 'ar' | 'pl', text: string];

/**
 * What reaches the desk, by the story's language: most questions in the desk's language, some in
 * another (an Arabic question in every desk, an English one in the Arabic and Polish desks), as a
 * Polish mosque's congregants write.
 */
const DESK_QUESTIONS: Array<Record<'en' | 'ar' | 'pl', Asked>> = [
  {
    en: ['en', 'Is zakat due on gold jewellery that is worn?'],
    ar: ['ar', 'هل تجب الزكاة في الذهب الملبوس؟'],
    pl: ['pl', 'Czy od noszonej złotej biżuterii należy się zakat?'],
  },
  {
    en: ['ar', 'هل يجوز صيام الست من شوال قبل قضاء رمضان؟'],
    ar: ['ar', 'هل يجوز صيام الست من شوال قبل قضاء رمضان؟'],
    pl: ['ar', 'هل يجوز صيام الست من شوال قبل قضاء رمضان؟'],
  },
  {
    en: ['pl', 'Czy można odmówić modlitwę w pociągu?'],
    ar: ['en', 'Can I pray in the train if there is no quiet place at the station?'],
    pl: ['pl', 'Czy można odmówić modlitwę w pociągu, jeśli na dworcu nie ma spokojnego miejsca?'],
  },
  {
    en: ['en', 'What should I do if I missed Fajr because I overslept?'],
    ar: ['ar', 'ماذا أفعل إذا فاتتني صلاة الفجر لأنني نمت؟'],
    pl: ['en', 'What should I do if I missed Fajr because I overslept?'],
  },
];

/** `count` questions, newest first, a mix of waiting, answered, canceled and anonymous ones. */
export function manyQuestions(count: number): FatwaQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const asked = DESK_QUESTIONS[index % DESK_QUESTIONS.length] as (typeof DESK_QUESTIONS)[number];
    const anonymous = index % 11 === 0;
    return inLanguages(
      sampleQuestion({
        id,
        question: '',
        language: 'en',
        username: null,
        is_anonymous: index % 13 === 0,
        created_at: new Date(STORY_NOW.getTime() - index * 37 * 60_000).toISOString(),
        is_active: index % 9 !== 4,
        responses: index % 3 === 0 ? [overriding(SAMPLE_RESPONSE, { id: 10_000 + id })] : [],
      }),
      {
        question: {
          en: `${asked.en[1]} (#${id})`,
          ar: `${asked.ar[1]} (#${id})`,
          pl: `${asked.pl[1]} (#${id})`,
        },
        language: { en: asked.en[0], ar: asked.ar[0], pl: asked.pl[0] },
        ...(anonymous ? {} : { username: ASKERS[index % ASKERS.length] }),
      },
    );
  });
}
