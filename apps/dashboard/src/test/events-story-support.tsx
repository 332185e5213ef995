import type { EventListItem } from '@minbar/api/schemas/events';
import type { EventPrices } from '@minbar/domain/events/pricing';
import { fn } from 'storybook/test';
import { EventDetails } from '../features/events/components/event-details';
import { EVENTS_MESSAGES } from '../features/events/events-intl';
import { inLanguages, type Words } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const eventsText = featureStoryText(EVENTS_MESSAGES);

/** The day the stories call today: the calendar opens on its month. */
export const STORY_TODAY = '2030-06-10';

/** The centre's own address, where most events are held. */
export const CENTRE_ADDRESS: Words = {
  en: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
  ar: 'المركز الإسلامي، شارع فييرتنيتشا 103، وارسو',
  pl: 'Centrum Islamskie, ul. Wiertnicza 103, Warszawa',
};

/** The stories' events by what they are, each name written in the three languages. */
export const EVENT_NAMES = {
  picnic: {
    en: 'Family picnic in the park with games for all ages',
    ar: 'نزهة عائلية في الحديقة مع ألعاب لجميع الأعمار',
    pl: 'Rodzinny piknik w parku z zabawami dla dzieci i dorosłych',
  },
  recitation: {
    en: 'Quran recitation evening',
    ar: 'أمسية تلاوة القرآن',
    pl: 'Wieczór recytacji Koranu',
  },
  bazaar: { en: 'Charity bazaar', ar: 'بازار خيري', pl: 'Kiermasz dobroczynny' },
  football: {
    en: 'Youth football tournament',
    ar: 'دوري كرة القدم للشباب',
    pl: 'Młodzieżowy turniej piłki nożnej',
  },
  eid: {
    en: 'Eid al-Adha prayer and breakfast',
    ar: 'صلاة عيد الأضحى والفطور',
    pl: 'Modlitwa Id al-Adha i wspólne śniadanie',
  },
  reading: {
    en: 'Arabic reading circle',
    ar: 'حلقة القراءة العربية',
    pl: 'Krąg czytania po arabsku',
  },
} satisfies Record<string, Words>;

export function storyEvent(
  id: number,
  name: Words,
  date: string,
  overrides: Partial<EventListItem> & { place?: Words } = {},
): EventListItem {
  const { place, ...rest } = overrides;
  return inLanguages(
    {
      id,
      event_name: name.en,
      address: CENTRE_ADDRESS.en,
      date,
      time: '18:00',
      registration_deadline: date,
      photo: null,
      status: 'active',
      registrations_count: 12,
      ...rest,
    },
    { event_name: name, address: place ?? CENTRE_ADDRESS },
  );
}

export const STORY_EVENTS: EventListItem[] = [
  storyEvent(1, EVENT_NAMES.picnic, '2030-06-02', {
    time: '12:00',
    place: {
      en: 'Park Skaryszewski, Warsaw',
      ar: 'حديقة سكاريشيفسكي، وارسو',
      pl: 'Park Skaryszewski, Warszawa',
    },
    registrations_count: 40,
  }),
  storyEvent(2, EVENT_NAMES.recitation, '2030-06-12', { time: '19:30' }),
  storyEvent(3, EVENT_NAMES.bazaar, '2030-06-12', {
    time: '10:00',
    status: 'canceled',
    registrations_count: 0,
  }),
  storyEvent(4, EVENT_NAMES.football, '2030-06-14', { time: '09:00' }),
  storyEvent(5, EVENT_NAMES.eid, '2030-06-21', { time: '07:30' }),
  storyEvent(6, EVENT_NAMES.reading, '2030-06-28', { time: null }),
];

/** The longest name a centre writes: in Polish, long words with diacritics that must wrap, not cut. */
export const LONG_NAME: Words = {
  en: 'An evening of recitation, nasheeds and shared dinner for families, new Muslims and neighbours of the centre, with childcare',
  ar: 'أمسية تلاوة وأناشيد وعشاء مشترك للعائلات والمسلمين الجدد وجيران المركز، مع رعاية للأطفال طوال الأمسية',
  pl: 'Międzypokoleniowy wieczór recytacji, nasheedów i wspólnej kolacji dla rodzin, nowych muzułmanów i sąsiadów',
};

/** A long address; in Arabic the street and postcode stay in Latin letters, as the post writes them. */
export const LONG_ADDRESS: Words = {
  en: 'The large hall on the second floor of the Islamic Cultural Centre, entrance from the courtyard, ul. Wiertnicza 103, 02-952 Warsaw',
  ar: 'القاعة الكبرى في الطابق الثاني من المركز الثقافي الإسلامي، المدخل من الفناء، ul. Wiertnicza 103, 02-952 Warszawa',
  pl: 'Duża sala na drugim piętrze Centrum Kultury Muzułmańskiej, wejście od podwórza, ul. Wiertnicza 103, 02-952 Warszawa',
};

export const STORY_PRICES: EventPrices = {
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
};

/** The details card as the route gives it, with the prices already loaded. */
export const storyDetails = (event: EventListItem) => (
  <EventDetails event={event} prices={STORY_PRICES} onEdit={fn()} />
);
