import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { inStoryLanguage, storyFixture } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { ACTIVITIES_MESSAGES, type ActivitiesMessageId } from '../features/activities/activities-intl';
import type { ActivitiesApi, Activity } from '../features/activities/data/activities-api';
import { ActivitiesProvider } from '../features/activities/data/activities-provider';
import { AppIntlProvider } from '../lib/app-intl';
import '../app/public-layout.css';
import '../features/activities/activities.css';

/** An activities message in the story's language, formatted with its values (plurals included). */
export function activitiesText(
  globals: Record<string, unknown>,
  id: ActivitiesMessageId,
  values: Record<string, string | number> = {},
): string {
  const locale = storyLocale(globals);
  return createIntl({
    locale: latinDigitsLocale(locale),
    messages: ACTIVITIES_MESSAGES[locale],
  }).formatMessage({ id }, values);
}

/** The activities' titles, descriptions and places in each language (the demo seed's wording where it fits). */
const ACTIVITY_TEXT = {
  quran: {
    en: {
      title: 'Quran circle for adults',
      description: 'Weekly reading with tajweed, for beginners and those who read already.',
      location: 'Main prayer hall',
    },
    ar: {
      title: 'حلقة القرآن للكبار',
      description: 'قراءة أسبوعية مع التجويد، للمبتدئين ولمن يقرأ من قبل.',
      location: 'قاعة الصلاة الرئيسية',
    },
    pl: {
      title: 'Krąg Koranu dla dorosłych',
      description: 'Cotygodniowa lektura z tadżwidem, dla początkujących i dla tych, którzy już czytają.',
      location: 'Główna sala modlitw',
    },
  },
  openDay: {
    en: {
      title: 'Open mosque day',
      description: 'Neighbours, schools and anyone curious can visit and ask the imam anything.',
      location: 'The whole mosque',
    },
    ar: {
      title: 'يوم المسجد المفتوح',
      description: 'يمكن للجيران والمدارس وكل من يحب الاطلاع أن يزور المسجد ويسأل الإمام عن أي شيء.',
      location: 'المسجد كله',
    },
    pl: {
      title: 'Dzień otwarty meczetu',
      description: 'Sąsiedzi, szkoły i wszyscy ciekawi mogą nas odwiedzić i zapytać imama o wszystko.',
      location: 'Cały meczet',
    },
  },
  hajj: {
    en: { title: 'Preparing for hajj', description: 'A lecture series on the rites of hajj and umrah.' },
    ar: { title: 'الاستعداد للحج', description: 'سلسلة محاضرات عن مناسك الحج والعمرة.' },
    pl: { title: 'Przygotowanie do hadżdżu', description: 'Cykl wykładów o obrzędach hadżdżu i umry.' },
  },
  food: {
    en: {
      title: 'Winter food drive',
      description: 'We collect rice, oil, tinned food and tea for families in need.',
    },
    ar: { title: 'حملة الغذاء الشتوية', description: 'نجمع الأرز والزيت والمعلبات والشاي للأسر المحتاجة.' },
    pl: {
      title: 'Zimowa zbiórka żywności',
      description: 'Zbieramy ryż, olej, konserwy i herbatę dla potrzebujących rodzin.',
    },
  },
  long: {
    en: {
      title:
        'Annual community gathering with lectures, workshops for the youth, a charity bazaar and a dinner for everyone',
      location:
        'Centrum Kultury Zamek, Sala Wielka, ulica Święty Marcin 80/82, 61-809 Poznań, entrance from the courtyard',
      description:
        'A whole day together: morning lectures, workshops for young people in the afternoon, a bazaar whose income goes to the winter coats campaign and a dinner for all families. Pneumonoultramicroscopicsilicovolcanoconiosis.',
    },
    ar: {
      title: 'الملتقى السنوي للجالية مع محاضرات وورش عمل للشباب وسوق خيري وعشاء للجميع في قاعة المركز الكبرى',
      location: 'مركز الثقافة زامك، القاعة الكبرى، ul. Święty Marcin 80/82, 61-809 Poznań، المدخل من الفناء',
      description:
        'يوم كامل معًا: محاضرات في الصباح، وورش عمل للشباب بعد الظهر، وسوق خيري يذهب ريعه إلى حملة معاطف الشتاء، وعشاء لكل العائلات. للتسجيل: zapisy@centrum.example.',
    },
    pl: {
      title:
        'Doroczne spotkanie społeczności z wykładami, warsztatami dla młodzieży, kiermaszem dobroczynnym i kolacją dla wszystkich',
      location:
        'Centrum Kultury Zamek, Sala Wielka, ulica Święty Marcin 80/82, 61-809 Poznań, wejście od dziedzińca',
      description:
        'Cały dzień razem: rano wykłady, po południu warsztaty dla młodzieży, kiermasz na rzecz zbiórki zimowych kurtek i kolacja dla wszystkich rodzin. Współorganizatorzy: Konstantynopolitańczykowianeczka.',
    },
  },
};

/** An activity in the language the story renders in (or the one a fixture is being made in). */
export function publicActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    ...inStoryLanguage(ACTIVITY_TEXT.quran),
    video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    photo: null,
    date: null,
    time: '18:30',
    ...overrides,
  };
}

/** One of each kind of video: YouTube, Facebook, another site's link, and none. */
export const STORY_ACTIVITIES: Activity[] = storyFixture(() => [
  publicActivity(),
  publicActivity({
    id: 2,
    ...inStoryLanguage(ACTIVITY_TEXT.openDay),
    video_link: 'https://www.facebook.com/watch/?v=1234567890123',
    date: '2026-12-12',
    time: '11:00',
  }),
  publicActivity({
    id: 3,
    ...inStoryLanguage(ACTIVITY_TEXT.hajj),
    video_link: 'https://vimeo.com/76979871',
    date: '2026-12-20',
    time: '19:00',
  }),
  publicActivity({
    id: 4,
    ...inStoryLanguage(ACTIVITY_TEXT.food),
    location: '',
    video_link: null,
    date: '2026-11-26',
    time: null,
  }),
]);

export const LONG_ACTIVITY = storyFixture(() =>
  publicActivity({
    id: 9,
    ...inStoryLanguage(ACTIVITY_TEXT.long),
    video_link: 'https://example.org/a/very/long/address/that/goes/on/and/on/without/any/break/in/it/at/all',
  }),
);

export const neverSettles = <T,>() => new Promise<T>(() => {});

/** The activities call answered from the story, never from a server. */
export function storyActivitiesApi(
  list: ActivitiesApi['list'] = async () => STORY_ACTIVITIES,
): ActivitiesApi {
  return { list };
}

function StoryFrame({ api, children }: { api: ActivitiesApi; children: ReactNode }) {
  const locale = useUiLocale();
  return (
    <AppIntlProvider locale={locale}>
      <ActivitiesProvider api={api}>
        <div className="public-layout__main">{children}</div>
      </ActivitiesProvider>
    </AppIntlProvider>
  );
}

/** The Activities page's providers for a story, its call from `parameters.activitiesApi`. */
export const withActivitiesPage: Decorator = (Story, context) => (
  <StoryFrame api={(context.parameters.activitiesApi as ActivitiesApi | undefined) ?? storyActivitiesApi()}>
    <Story />
  </StoryFrame>
);
