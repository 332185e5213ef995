import type { EventListItem } from '@minbar/api/schemas/events';
import type { EventPrices } from '@minbar/domain/events/pricing';
import { fn } from 'storybook/test';
import { EventDetails } from '../features/events/components/event-details';
import { EVENTS_MESSAGES } from '../features/events/events-intl';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const eventsText = featureStoryText(EVENTS_MESSAGES);

/** The day the stories call today: the calendar opens on its month. */
export const STORY_TODAY = '2030-06-10';

export function storyEvent(
  id: number,
  name: string,
  date: string,
  overrides: Partial<EventListItem> = {},
): EventListItem {
  return {
    id,
    event_name: name,
    address: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
    date,
    time: '18:00',
    registration_deadline: date,
    photo: null,
    status: 'active',
    registrations_count: 12,
    ...overrides,
  };
}

export const STORY_EVENTS: EventListItem[] = [
  storyEvent(1, 'Family picnic in the park with games for all ages', '2030-06-02', {
    time: '12:00',
    address: 'Park Skaryszewski, Warsaw',
    registrations_count: 40,
  }),
  storyEvent(2, 'Quran recitation evening', '2030-06-12', { time: '19:30' }),
  storyEvent(3, 'Charity bazaar', '2030-06-12', {
    time: '10:00',
    status: 'canceled',
    registrations_count: 0,
  }),
  storyEvent(4, 'Youth football tournament', '2030-06-14', { time: '09:00' }),
  storyEvent(5, 'Eid al-Adha prayer and breakfast', '2030-06-21', { time: '07:30' }),
  storyEvent(6, 'Arabic reading circle', '2030-06-28', { time: null }),
];

export const LONG_NAME =
  'An evening of recitation, nasheeds and shared dinner for families, new Muslims and neighbours of the centre, with childcare';

export const LONG_ADDRESS =
  'The large hall on the second floor of the Islamic Cultural Centre, entrance from the courtyard, ul. Wiertnicza 103, 02-952 Warsaw';

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
