import { ApiError } from '@minbar/api/errors';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { inStoryLanguage, storyFixture } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createIntl } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  BOOKING_FACTS_MESSAGES,
  type BookingFactsMessageId,
} from '../features/events/booking-page/booking-page-intl';
import type {
  BookingPaymentAnswer,
  BookingStatus,
  EventsApi,
  PublicEvent,
  RegistrationAnswer,
} from '../features/events/data/events-api';
import { EventsProvider } from '../features/events/data/events-provider';
import { EVENTS_MESSAGES, type EventsMessageId } from '../features/events/events-intl';
import { AppIntlProvider } from '../lib/app-intl';
import { TEST_PAYMENT_CONFIG } from './story-support';
import '../app/public-layout.css';
import '../features/events/events.css';

/** The day the stories live on, so "open" and "deadline passed" never depend on the real clock. */
export const STORY_TODAY = '2026-11-23';
const storyToday = () => STORY_TODAY;

/** An events message in the story's language, formatted with its values (plurals included). */
export function eventsText(
  globals: Record<string, unknown>,
  id: EventsMessageId,
  values: Record<string, string | number> = {},
): string {
  const locale = storyLocale(globals);
  return createIntl({ locale: latinDigitsLocale(locale), messages: EVENTS_MESSAGES[locale] }).formatMessage(
    { id },
    values,
  );
}

/** A message of the booking page's own catalogue as the story's language writes it. */
export function factsText(
  globals: Record<string, unknown>,
  id: BookingFactsMessageId,
  values: Record<string, string | number> = {},
): string {
  const locale = storyLocale(globals);
  return createIntl({
    locale: latinDigitsLocale(locale),
    messages: BOOKING_FACTS_MESSAGES[locale],
  }).formatMessage({ id }, values);
}

/**
 * An amount in złoty as the page writes it in the story's language, its spaces (no-break ones too)
 * as single spaces, the way Testing Library's queries read text.
 */
export function storyMoney(globals: Record<string, unknown>, amount: number): string {
  return new Intl.NumberFormat(latinDigitsLocale(storyLocale(globals)), {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  })
    .format(amount)
    .replace(/\s+/g, ' ');
}

export const neverSettles = <T,>() => new Promise<T>(() => {});

/** The events' names, places and descriptions in each language (the demo seed's wording where it fits). */
const EVENT_TEXT = {
  familyDay: {
    en: {
      event_name: 'Family day at the lake',
      address: 'Lake Malta, Poznań',
      about: 'Games for the children, a shared lunch and the afternoon prayer together by the water.',
    },
    ar: {
      event_name: 'يوم العائلة على البحيرة',
      address: 'بحيرة مالطا، بوزنان',
      about: 'ألعاب للأطفال وغداء مشترك وصلاة العصر جماعةً بجانب الماء.',
    },
    pl: {
      event_name: 'Rodzinny dzień nad jeziorem',
      address: 'Jezioro Maltańskie, Poznań',
      about: 'Zabawy dla dzieci, wspólny obiad i popołudniowa modlitwa razem nad wodą.',
    },
  },
  seerah: {
    en: {
      event_name: 'Seerah evening: the Prophet’s early years',
      address: 'Main prayer hall',
      about: 'A talk in English with questions afterwards. Tea and dates are served.',
    },
    ar: {
      event_name: 'أمسية السيرة: سنوات النبي الأولى',
      address: 'قاعة الصلاة الرئيسية',
      about: 'محاضرة بالعربية يليها وقت للأسئلة. يُقدَّم الشاي والتمر.',
    },
    pl: {
      event_name: 'Wieczór siry: wczesne lata Proroka',
      address: 'Główna sala modlitw',
      about: 'Wykład po polsku, a po nim pytania. Podajemy herbatę i daktyle.',
    },
  },
  zakopane: {
    en: {
      event_name: 'Winter trip to Zakopane',
      address: 'Coach from the centre’s car park',
      about: 'Two days in the mountains for families.',
    },
    ar: {
      event_name: 'رحلة شتوية إلى زاكوباني',
      address: 'حافلة من موقف سيارات المركز',
      about: 'يومان في الجبال للعائلات.',
    },
    pl: {
      event_name: 'Zimowy wyjazd do Zakopanego',
      address: 'Autokar z parkingu centrum',
      about: 'Dwa dni w górach dla rodzin.',
    },
  },
  long: {
    en: {
      event_name:
        'Annual community gathering with lectures, workshops for the youth, a charity bazaar and a dinner for everyone',
      address:
        'Centrum Kultury Zamek, Sala Wielka, ulica Święty Marcin 80/82, 61-809 Poznań, entrance from the courtyard',
      about:
        'A whole day together: morning lectures, workshops for young people in the afternoon, a bazaar whose income goes to the winter coats campaign and a dinner for all families. Pneumonoultramicroscopicsilicovolcanoconiosis.',
    },
    ar: {
      event_name:
        'الملتقى السنوي للجالية مع محاضرات وورش عمل للشباب وسوق خيري وعشاء للجميع في قاعة المركز الكبرى',
      address: 'مركز الثقافة زامك، القاعة الكبرى، ul. Święty Marcin 80/82, 61-809 Poznań، المدخل من الفناء',
      about:
        'يوم كامل معًا: محاضرات في الصباح، وورش عمل للشباب بعد الظهر، وسوق خيري يذهب ريعه إلى حملة معاطف الشتاء، وعشاء لكل العائلات. للاستفسار: events@centrum.example أو +48 61 000 00 00.',
    },
    pl: {
      event_name:
        'Doroczne spotkanie społeczności z wykładami, warsztatami dla młodzieży, kiermaszem dobroczynnym i kolacją dla wszystkich',
      address:
        'Centrum Kultury Zamek, Sala Wielka, ulica Święty Marcin 80/82, 61-809 Poznań, wejście od dziedzińca',
      about:
        'Cały dzień razem: rano wykłady, po południu warsztaty dla młodzieży, kiermasz, z którego dochód trafi na zbiórkę zimowych kurtek, i kolacja dla wszystkich rodzin. Współorganizatorzy: Konstantynopolitańczykowianeczka.',
    },
  },
};

/** An event in the language the story renders in (or the one a fixture is being made in). */
export function publicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 1,
    ...inStoryLanguage(EVENT_TEXT.familyDay),
    date: '2026-12-12',
    time: '10:30',
    registration_deadline: '2026-12-05',
    photo: null,
    // Example prices, with a family discount on children over 3.
    price_adult_no_transport: 50,
    price_adult_with_transport: 70,
    price_child_above_3_no_transport: 30,
    price_child_above_3_with_transport: 50,
    price_child_below_3_no_transport: 0,
    price_child_below_3_with_transport: 20,
    discount_percentage_children_above_3_same_family: 10,
    ...overrides,
  };
}

export const FAMILY_DAY = storyFixture(() => publicEvent());

export const STORY_EVENTS: PublicEvent[] = storyFixture(() => [
  FAMILY_DAY,
  publicEvent({
    id: 2,
    ...inStoryLanguage(EVENT_TEXT.seerah),
    date: '2026-12-18',
    time: '19:00',
    registration_deadline: '2026-12-17',
    price_adult_no_transport: 0,
    price_adult_with_transport: 0,
    price_child_above_3_no_transport: 0,
    price_child_above_3_with_transport: 0,
    price_child_below_3_no_transport: 0,
    price_child_below_3_with_transport: 0,
    discount_percentage_children_above_3_same_family: 0,
  }),
  publicEvent({
    id: 3,
    ...inStoryLanguage(EVENT_TEXT.zakopane),
    date: '2027-01-16',
    time: null,
    registration_deadline: '2027-01-02',
    price_adult_no_transport: 120,
    price_adult_with_transport: 180,
    price_child_above_3_no_transport: 60,
    price_child_above_3_with_transport: 90,
    price_child_below_3_no_transport: 0,
    price_child_below_3_with_transport: 0,
    discount_percentage_children_above_3_same_family: 0,
  }),
]);

export const LONG_EVENT = storyFixture(() =>
  publicEvent({
    id: 9,
    ...inStoryLanguage(EVENT_TEXT.long),
    price_adult_no_transport: 1250.5,
    price_adult_with_transport: 1300.5,
  }),
);

export function registrationAnswer(price: number, id = 41): RegistrationAnswer {
  return {
    registration: { id, type: 'family', price, payment_status: price > 0 ? 'pending' : 'free' },
    price,
    currency: 'PLN',
    receipt_token: 'story-booking-token-0001',
  };
}

/** The booked event's name and place in each language. */
const BOOKED_EVENT = {
  en: { event_name: 'Family day at the centre', event_place: 'Main hall, ul. Wiertnicza 103, Warsaw' },
  ar: { event_name: 'يوم العائلة في المركز', event_place: 'القاعة الرئيسية، ul. Wiertnicza 103, Warszawa' },
  pl: { event_name: 'Dzień rodzinny w centrum', event_place: 'Sala główna, ul. Wiertnicza 103, Warszawa' },
};

/** A booking as its page reads it, in the story's language. */
export function bookingStatus(change: Partial<BookingStatus> = {}): BookingStatus {
  return {
    id: 41,
    event_id: 5,
    ...inStoryLanguage(BOOKED_EVENT),
    event_date: '2026-12-12',
    event_time: '16:30',
    event_status: 'active',
    event_moved: false,
    party: { adults: 2, children_above_3: 3, children_below_3: 1 },
    price: 181,
    currency: 'PLN',
    payment_status: 'pending',
    paid_via: null,
    method: null,
    payment_failure: null,
    email: 'amina@example.org',
    online_payment_bar: null,
    bank_account: 'PL61109010140000071219812874',
    ...change,
  };
}

/** The server's refusal of a booking after the registration deadline (409 with its detail). */
export function deadlinePassed(): ApiError {
  return new ApiError({
    kind: 'http',
    status: 409,
    detail: 'The registration deadline for this event has passed',
  });
}

/** The events calls answered from the story, never from a server. */
export function storyEventsApi(overrides: Partial<EventsApi> = {}): EventsApi {
  return {
    upcoming: async () => STORY_EVENTS,
    // An event not listed is, unless a story says otherwise, one that does not exist.
    eventStatus: async () => null,
    book: () => neverSettles<RegistrationAnswer>(),
    bookingStatus: async () => bookingStatus(),
    payBooking: () => neverSettles<BookingPaymentAnswer>(),
    paymentConfig: async () => TEST_PAYMENT_CONFIG,
    bookingCalendarUrl: (eventId, id, token, locale) =>
      `/api/events/${eventId}/registrations/${id}/calendar.ics?token=${token}&language=${locale}`,
    ...overrides,
  };
}

function StoryFrame({ api, path, children }: { api: EventsApi; path: string; children: ReactNode }) {
  const locale = useUiLocale();
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <AppIntlProvider locale={locale}>
      <EventsProvider api={api} today={storyToday}>
        <Router hook={location.hook}>
          <div className="public-layout__main">{children}</div>
        </Router>
      </EventsProvider>
    </AppIntlProvider>
  );
}

/**
 * The events pages' providers for a story: the site's and the events' messages in the toolbar's
 * language, the events calls from `parameters.eventsApi` (storyEventsApi()), a router in memory at
 * `parameters.path`, and the stories' fixed today.
 */
export const withEventsPage: Decorator = (Story, context) => (
  <StoryFrame
    api={(context.parameters.eventsApi as EventsApi | undefined) ?? storyEventsApi()}
    path={(context.parameters.path as string | undefined) ?? '/events'}
  >
    <Story />
  </StoryFrame>
);
