import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Decorator } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import { FATWA_MESSAGES, FatwaIntlProvider, type FatwaMessageId } from '../features/fatwa/fatwa-intl';
import { DASHBOARD_MESSAGES } from '../lib/i18n';
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

export const SAMPLE_RESPONSE: FatwaResponse = {
  id: 501,
  question_by_language: 'Is it allowed to combine prayers while travelling?',
  response: 'Yes. A traveller may combine Dhuhr with Asr and Maghrib with Isha.',
  question_en: 'Is it allowed to combine prayers while travelling?',
  response_en: 'Yes. A traveller may combine Dhuhr with Asr and Maghrib with Isha.',
  question_ar: 'هل يجوز الجمع بين الصلاتين في السفر؟',
  response_ar: 'نعم، يجوز للمسافر الجمع بين الظهر والعصر وبين المغرب والعشاء.',
  question_pl: 'Czy wolno łączyć modlitwy w podróży?',
  response_pl: 'Tak. Podróżny może łączyć Dhuhr z Asr oraz Maghrib z Isha.',
  created_at: '2026-11-19T10:15:00Z',
  updated_at: '2026-11-19T10:15:00Z',
};

export function sampleQuestion(overrides: Partial<FatwaQuestion> = {}): FatwaQuestion {
  return {
    id: 101,
    question: 'Is it allowed to combine prayers while travelling?',
    language: 'en',
    username: 'Yusuf Nowak',
    is_anonymous: false,
    created_at: '2026-11-20T14:05:00Z',
    is_active: true,
    responses: [],
    ...overrides,
  };
}

const ASKERS = ['Amina', 'Bilal', 'Khadija', 'Omar', 'Maryam', 'Idris', 'Zaynab'];
const TEXTS = [
  'Is zakat due on gold jewellery that is worn?',
  'هل يجوز صيام الست من شوال قبل قضاء رمضان؟',
  'Czy można odmówić modlitwę w pociągu?',
  'What should I do if I missed Fajr because I overslept?',
];

/** `count` questions, newest first, a mix of waiting, answered, canceled and anonymous ones. */
export function manyQuestions(count: number): FatwaQuestion[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return sampleQuestion({
      id,
      question: `${TEXTS[index % TEXTS.length]} (#${id})`,
      username: index % 11 === 0 ? null : (ASKERS[index % ASKERS.length] ?? null),
      is_anonymous: index % 13 === 0,
      created_at: new Date(STORY_NOW.getTime() - index * 37 * 60_000).toISOString(),
      is_active: index % 9 !== 4,
      responses: index % 3 === 0 ? [{ ...SAMPLE_RESPONSE, id: 10_000 + id }] : [],
    });
  });
}
