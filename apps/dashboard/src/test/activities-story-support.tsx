import type { Activity } from '@minbar/api/schemas/activities';
import { ACTIVITIES_MESSAGES } from '../features/activities/activities-intl';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const activitiesText = featureStoryText(ACTIVITIES_MESSAGES);

/** Pictures Storybook serves itself, so no story reaches for a server's uploads. */
const PHOTOS = ['/fallback/category-1.svg', '/fallback/category-2.svg', '/fallback/category-3.svg'];

export function storyActivity(id: number, title: string, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    title,
    description: 'A weekly gathering open to everyone, with tea afterwards in the community hall.',
    location: 'Islamic Centre, ul. Wiertnicza 103, Warsaw',
    video_link: null,
    photo: PHOTOS[id % PHOTOS.length] ?? null,
    date: '2030-06-12',
    time: '18:00',
    ...overrides,
  };
}

export const YOUTUBE_ACTIVITY = storyActivity(1, 'Quran recitation for children every Saturday morning', {
  video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s',
  location: 'Main prayer hall, ground floor of the Islamic Centre',
});
export const FACEBOOK_ACTIVITY = storyActivity(2, 'Iftar for neighbours', {
  video_link: 'https://www.facebook.com/watch/?v=10153231379946729',
  date: '2030-03-14',
  time: null,
});
export const LINK_ACTIVITY = storyActivity(3, 'Arabic calligraphy workshop', {
  video_link: 'https://vimeo.com/76979871',
  date: null,
  time: null,
});
export const NO_VIDEO_ACTIVITY = storyActivity(4, 'Winter clothes collection', { location: '' });

export const STORY_ACTIVITIES: Activity[] = [
  YOUTUBE_ACTIVITY,
  FACEBOOK_ACTIVITY,
  LINK_ACTIVITY,
  NO_VIDEO_ACTIVITY,
];

export const LONG_TITLE =
  'An afternoon of nasheeds, storytelling and shared food for families, new Muslims and neighbours of the centre';

export const LONG_PLACE =
  'The large hall on the second floor of the Islamic Cultural Centre, entrance from the courtyard, ul. Wiertnicza 103, 02-952 Warsaw';

export const LONG_DESCRIPTION = `${'Families come together for an afternoon of nasheeds and stories, then share a meal prepared by volunteers. '.repeat(8)}Everyone is welcome.`;
