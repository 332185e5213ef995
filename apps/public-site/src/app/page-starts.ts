import type { Locale } from '@minbar/ui/provider/ui-provider';
import { preloadCampaignImage } from '../features/donations/campaign-image';
import { CAMPAIGNS_SHOWN } from '../features/donations/data/http-donations';
import { EVENT_PHOTO_SIZES } from '../features/events/event-photo-sizes';
import { type EarlyRead, startEarly } from '../lib/early-fetch';
import { preloadFirstEventPhoto } from '../lib/preload-photo';
import { PAGE_PATHS } from './page-paths';

/*
 * Each page's code, the one place it is named: the routes render it lazily (public-routes.tsx) and the
 * entry starts it, with the page's data module and first reads, before React has rendered anything
 * (docs/decisions/0048-pages-start-their-data.md). Without this the page's chunk was asked for after
 * the first render, its API client after the page's first render, and its data after that.
 */
export const pageCode = {
  category: () => import('../features/donations/routes/category-route'),
  donate: () => import('../features/donations/routes/donate-route'),
  payment: () => import('../features/donations/routes/payment-route'),
  thanks: () => import('../features/donations/routes/thanks-route'),
  testBank: () => import('../features/donations/routes/test-bank-route'),
  statement: () => import('../features/donations/routes/statement-route'),
  monthly: () => import('../features/donations/routes/monthly-route'),
  monthlyRequest: () => import('../features/donations/routes/monthly-request-route'),
  monthlyConfirm: () => import('../features/donations/routes/monthly-confirm-route'),
  events: () => import('../features/events/routes/events-route'),
  booking: () => import('../features/events/routes/booking-route'),
  bookingPage: () => import('../features/events/routes/booking-page-route'),
  bookingPay: () => import('../features/events/routes/booking-pay-route'),
  activities: () => import('../features/activities/routes/activities-route'),
  prayerTimes: () => import('../features/prayer-times/routes/prayer-times-route'),
  install: () => import('../features/install/routes/install-route'),
  reminders: () => import('../features/prayer-times/reminders/reminders-route'),
  notFound: () => import('./not-found-route'),
};

/** The data modules the pages' first calls load (the API client and the contract's schemas). */
const donationsData = () => import('../features/donations/data/http-donations-api');
const eventsData = () => import('../features/events/data/http-events-api');
const activitiesData = () => import('../features/activities/data/http-activities-api');
const prayerData = () =>
  Promise.all([
    import('../features/prayer-times/data/prayer-times-source'),
    import('../lib/public-api-clients'),
  ]);

/**
 * The messages of a page's own area, which its first render reads: asked for with its code, not by
 * the render that finds them missing (a round trip after the data's).
 */
const giftPagesMessages = (locale: Locale) =>
  import('../features/donations/gift-pages-intl').then((intl) => intl.loadGiftPagesMessages(locale));
const eventsMessages = (locale: Locale) =>
  import('../features/events/events-intl').then((intl) => intl.loadEventsMessages(locale));
const activitiesMessages = (locale: Locale) =>
  import('../features/activities/activities-intl').then((intl) => intl.loadActivitiesMessages(locale));
const prayerMessages = (locale: Locale) =>
  import('../features/prayer-times/prayer-intl').then((intl) => intl.loadPrayerMessages(locale));

interface PageStart {
  path: RegExp;
  code: ((locale: Locale) => Promise<unknown>)[];
  /** The reads the page makes first, with the very address and language its own calls use. */
  reads: (match: RegExpExecArray, locale: Locale) => EarlyRead[];
  /** What to ask for once the first read has answered, before the page has rendered it. */
  afterFirst?: (first: unknown) => void;
}

const inLanguage = (locale: Locale) => (url: string) => ({ url, language: locale });

/** The pages worth starting early: the ones a visitor opens from a link or a search. */
const PAGE_STARTS: PageStart[] = [
  {
    path: PAGE_PATHS.home,
    code: [],
    reads: (_, locale) =>
      [`/api/main_categories/`, `/api/customized_categories/?page=1&per_page=${CAMPAIGNS_SHOWN}`].map(
        inLanguage(locale),
      ),
  },
  {
    path: PAGE_PATHS.campaign,
    code: [pageCode.category, donationsData, giftPagesMessages],
    afterFirst: (category) => {
      const { id, image } = (category ?? {}) as { id?: unknown; image?: unknown };
      if (typeof id === 'number') preloadCampaignImage(typeof image === 'string' ? image : null, id);
    },
    reads: ([, digits], locale) => {
      const id = Number(digits);
      return [
        `/api/categories/${id}/`,
        `/api/categories/${id}/updates/`,
        `/api/categories/${id}/recent-gifts/`,
      ].map(inLanguage(locale));
    },
  },
  {
    path: PAGE_PATHS.events,
    code: [pageCode.events, eventsData, eventsMessages],
    afterFirst: (events: unknown) => preloadFirstEventPhoto(events, EVENT_PHOTO_SIZES),
    reads: (_, locale) => [`/api/public/events`].map(inLanguage(locale)),
  },
  {
    path: PAGE_PATHS.activities,
    code: [pageCode.activities, activitiesData, activitiesMessages],
    reads: (_, locale) => [`/api/public/activities`].map(inLanguage(locale)),
  },
  {
    path: PAGE_PATHS.prayerTimes,
    code: [pageCode.prayerTimes, prayerData, prayerMessages],
    // The timetable's calls do not hang on the language; the times follow from the settings.
    reads: () => [
      { url: '/api/settings', language: null },
      { url: '/api/public/cities', language: null },
    ],
  },
];

/**
 * Starts the page at `pathname`: its chunks and data modules load and its first reads are asked for,
 * all at once, while the entry waits for the language's messages. The mosque's identity, which every
 * page's header and footer show, is read once for the page.
 */
export function startPage(pathname: string, locale: Locale): void {
  startEarly({ url: '/api/public/mosque', language: locale, kept: true });
  for (const page of PAGE_STARTS) {
    const match = page.path.exec(pathname);
    if (!match) continue;
    for (const load of page.code) void load(locale).catch(() => {});
    const [first, ...others] = page.reads(match, locale).map(startEarly);
    for (const other of others) other.catch(() => {});
    const afterFirst = page.afterFirst;
    first
      ?.then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((body) => (body !== null && afterFirst ? afterFirst(body) : undefined))
      .catch(() => {});
    return;
  }
}
