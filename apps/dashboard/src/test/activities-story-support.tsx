import type { Activity } from '@minbar/api/schemas/activities';
import { ACTIVITIES_MESSAGES } from '../features/activities/activities-intl';
import { inLanguages, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const activitiesText = featureStoryText(ACTIVITIES_MESSAGES);

/** Pictures Storybook serves itself, so no story reaches for a server's uploads. */
const PHOTOS = ['/fallback/category-1.svg', '/fallback/category-2.svg', '/fallback/category-3.svg'];

const WEEKLY: Words = {
  en: 'A weekly gathering open to everyone, with tea afterwards in the community hall.',
  ar: 'لقاء أسبوعي مفتوح للجميع، يليه شاي في قاعة الجالية.',
  pl: 'Cotygodniowe spotkanie otwarte dla wszystkich, potem herbata w sali wspólnoty.',
};

const CENTRE: Words = {
  en: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
  ar: 'المركز الإسلامي، شارع فييرتنيتشا 103، وارسو',
  pl: 'Centrum Islamskie, ul. Wiertnicza 103, Warszawa',
};

const NO_PLACE: Words = { en: '', ar: '', pl: '' };

type ActivityTexts = { title: Words; description?: Words; location?: Words };

/** An activity whose title, description and place read in the story's language. */
export function storyActivity(
  id: number,
  texts: ActivityTexts | Words,
  overrides: Partial<Omit<Activity, 'title' | 'description' | 'location'>> = {},
): Activity {
  const { title, description = WEEKLY, location = CENTRE } = 'title' in texts ? texts : { title: texts };
  return inLanguages(
    {
      id,
      title: title.en,
      description: description.en,
      location: location.en,
      video_link: null,
      photo: PHOTOS[id % PHOTOS.length] ?? null,
      date: '2030-06-12',
      time: '18:00',
      ...overrides,
    },
    { title, description, location },
  );
}

export const YOUTUBE_ACTIVITY = storyActivity(
  1,
  {
    title: {
      en: 'Quran recitation for children every Saturday morning',
      ar: 'تلاوة القرآن للأطفال كل صباح سبت',
      pl: 'Recytacja Koranu dla dzieci w każdą sobotę rano',
    },
    location: {
      en: 'Main prayer hall, ground floor of the Islamic Centre',
      ar: 'قاعة الصلاة الرئيسية، الطابق الأرضي في المركز الإسلامي',
      pl: 'Główna sala modlitw, parter Centrum Islamskiego',
    },
  },
  { video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s' },
);
export const FACEBOOK_ACTIVITY = storyActivity(
  2,
  { en: 'Iftar for neighbours', ar: 'إفطار للجيران', pl: 'Iftar dla sąsiadów' },
  {
    video_link: 'https://www.facebook.com/watch/?v=10153231379946729',
    date: '2030-03-14',
    time: null,
  },
);
export const LINK_ACTIVITY = storyActivity(
  3,
  {
    en: 'Arabic calligraphy workshop',
    ar: 'ورشة الخط العربي',
    pl: 'Warsztaty kaligrafii arabskiej',
  },
  { video_link: 'https://vimeo.com/76979871', date: null, time: null },
);
export const NO_VIDEO_ACTIVITY = storyActivity(4, {
  title: { en: 'Winter clothes collection', ar: 'جمع الملابس الشتوية', pl: 'Zbiórka zimowych ubrań' },
  location: NO_PLACE,
});

export const STORY_ACTIVITIES: Activity[] = [
  YOUTUBE_ACTIVITY,
  FACEBOOK_ACTIVITY,
  LINK_ACTIVITY,
  NO_VIDEO_ACTIVITY,
];

export const LONG_TITLE: Words = {
  en: 'An afternoon of nasheeds, storytelling and shared food for families, new Muslims and neighbours of the centre',
  ar: 'أمسية أناشيد وحكايات وطعام مشترك للعائلات والمسلمين الجدد وجيران المركز',
  pl: 'Popołudnie nasheedów, opowieści i wspólnego posiłku dla rodzin, nowo nawróconych muzułmanów i sąsiadów',
};

export const LONG_PLACE: Words = {
  en: 'The large hall on the second floor of the Islamic Cultural Centre, entrance from the courtyard, ul. Wiertnicza 103, 02-952 Warsaw',
  ar: 'القاعة الكبرى في الطابق الثاني من المركز الثقافي الإسلامي، المدخل من الفناء، ul. Wiertnicza 103, 02-952 Warszawa',
  pl: 'Duża sala na drugim piętrze Centrum Kultury Muzułmańskiej, wejście od podwórza, ul. Wiertnicza 103, 02-952 Warszawa',
};

export const LONG_DESCRIPTION: Words = {
  en: `${'Families come together for an afternoon of nasheeds and stories, then share a meal prepared by volunteers. '.repeat(8)}Everyone is welcome.`,
  ar: `${'تجتمع العائلات في أمسية من الأناشيد والحكايات، ثم يتشاركون وجبة أعدها المتطوعون. '.repeat(8)}الجميع مرحب بهم.`,
  pl: `${'Rodziny spotykają się na popołudniu nasheedów i opowieści, a potem dzielą się posiłkiem przygotowanym przez wolontariuszy. '.repeat(8)}Wszyscy są mile widziani.`,
};
