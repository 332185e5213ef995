import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { wallClockFormat } from '../../../lib/wall-clock';
import {
  bookingStatus,
  eventsText,
  factsText,
  neverSettles,
  storyEventsApi,
  storyMoney,
  withEventsPage,
} from '../../../test/events-story-support';
import { siteText } from '../../../test/story-support';
import type { BookingStatus } from '../data/events-api';
import BookingPageRoute from './booking-page-route';

/** A booking's page as the router mounts it. */
function BookingPage() {
  return <Route path="/events/:eventId/bookings/:id" component={BookingPageRoute} />;
}

const meta = {
  title: 'Public/Events/BookingStatusPage',
  component: BookingPage,
  decorators: [withEventsPage],
  parameters: { path: '/events/5/bookings/41?token=story-booking-token-0001', layout: 'fullscreen' },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking the page is answered with: `change` made when it answers, so in the story's language. */
const withBooking = (change: Partial<BookingStatus> | (() => Partial<BookingStatus>)) => ({
  eventsApi: storyEventsApi({
    bookingStatus: async () => bookingStatus(typeof change === 'function' ? change() : change),
  }),
});

/**
 * A refusal as the server passes it on: the payment provider's own words, which are English; the page
 * reads a known one to the visitor in their language.
 */
const DECLINED = 'Your card was declined.';

/** The longest booking a page shows, in each language. */
const LONG_BOOKING = {
  en: {
    event_name:
      'An evening of recitation, reflection and shared dinner for families, students and neighbours of the centre, with guests from abroad',
    event_place:
      'The large prayer hall on the first floor, entrance from the courtyard, Centrum Kulturalno-Oświatowe, ul. Wiertnicza 103, 02-952 Warszawa',
    payment_failure: 'The card was declined by the issuing bank: insufficient funds on the account used.',
  },
  ar: {
    event_name:
      'أمسية تلاوة وتدبّر وعشاء مشترك للعائلات والطلاب وجيران المركز، بحضور ضيوف من الخارج ومشاركة أطفال المدرسة الأسبوعية',
    event_place: 'قاعة الصلاة الكبرى في الطابق الأول، المدخل من الفناء، ul. Wiertnicza 103, 02-952 Warszawa',
    payment_failure: 'رفض البنك المُصدِر البطاقة: الرصيد في الحساب المستخدم غير كافٍ.',
  },
  pl: {
    event_name:
      'Wieczór recytacji, refleksji i wspólnej kolacji dla rodzin, studentów i sąsiadów centrum, z gośćmi z zagranicy i dziećmi ze szkoły weekendowej',
    event_place:
      'Duża sala modlitw na pierwszym piętrze, wejście od dziedzińca, Centrum Kulturalno-Oświatowe, ul. Wiertnicza 103, 02-952 Warszawa',
    payment_failure:
      'Bank wydawca odrzucił kartę: niewystarczające środki na rachunku, z którego zlecono płatność.',
  },
};

type Globals = Record<string, unknown>;
type Canvas = ReturnType<typeof within>;

/** The booking's facts as the page lists them: the event's day, time and place, the party, the price. */
async function expectDetails(canvas: Canvas, globals: Globals, booking = bookingStatus()) {
  const format = wallClockFormat(storyLocale(globals));
  const details = within(
    canvas.getByRole('region', { name: factsText(globals, 'bookingFacts.detailsTitle') }),
  );
  for (const text of [
    booking.event_name,
    format.when(booking.event_date ?? '', null),
    format.time(booking.event_time ?? ''),
    booking.event_place,
    factsText(globals, 'bookingFacts.partyValue', {
      adults: booking.party?.adults ?? 0,
      above: booking.party?.children_above_3 ?? 0,
      below: booking.party?.children_below_3 ?? 0,
    }),
    storyMoney(globals, booking.price),
  ])
    await expect(
      details.getByText(text, { normalizer: (value) => value.replace(/\s+/g, ' ') }),
    ).toBeVisible();
}

/** The calendar file's link: the booking's, by its token, in the page's language. */
async function expectCalendarLink(canvas: Canvas, globals: Globals, label: Parameters<typeof factsText>[1]) {
  const link = canvas.getByRole('link', { name: factsText(globals, label) });
  await expect(link).toHaveAttribute(
    'href',
    `/api/events/5/registrations/41/calendar.ics?token=story-booking-token-0001&language=${storyLocale(globals)}`,
  );
  await expect(link).toHaveAttribute('download', 'event-5.ics');
}

const ACCOUNT = '\u2066PL61 1090 1014 0000 0712 1981 2874\u2069';

/**
 * Not paid yet: the booking's facts, then one way to pay, online now, with the alternatives the
 * mosque accepts (a transfer to its account with the booking's number, cash at the door).
 */
export const Unpaid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    await expectDetails(canvas, globals);
    const ways = within(canvas.getByRole('region', { name: factsText(globals, 'bookingFacts.waysTitle') }));
    await expect(
      ways.getByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toHaveAttribute('href', '/events/5/bookings/41/pay?token=story-booking-token-0001');
    await expect(
      ways.getByText(factsText(globals, 'bookingFacts.wayTransfer', { account: ACCOUNT, id: 41 })),
    ).toBeVisible();
    await expect(ways.getByText(factsText(globals, 'bookingFacts.wayDoor'))).toBeVisible();
    await expectCalendarLink(canvas, globals, 'bookingFacts.addToCalendar');
  },
};

/** A mosque that gave no bank account: online now, or cash at the door, and no transfer. */
export const UnpaidWithoutBankAccount: Story = {
  parameters: withBooking({ bank_account: null }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    const ways = within(canvas.getByRole('region', { name: factsText(globals, 'bookingFacts.waysTitle') }));
    await expect(ways.getAllByRole('listitem')).toHaveLength(1);
    await expect(ways.getByText(factsText(globals, 'bookingFacts.wayDoor'))).toBeVisible();
  },
};

/** The event's day passed unpaid: nothing is offered, the centre is the one to ask. */
export const UnpaidEventOver: Story = {
  parameters: withBooking({ online_payment_bar: 'event_over' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      factsText(globals, 'bookingFacts.overText', { name: bookingStatus().event_name }),
    );
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: factsText(globals, 'bookingFacts.waysTitle') }),
    ).toBeNull();
  },
};

/** The event was moved after it was announced: the page says the facts shown are the new ones. */
export const EventMoved: Story = {
  parameters: withBooking({ event_moved: true, event_time: '18:00' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(factsText(globals, 'bookingFacts.moved'));
    await expectDetails(canvas, globals, bookingStatus({ event_time: '18:00' }));
    await expectCalendarLink(canvas, globals, 'bookingFacts.addToCalendar');
  },
};

/** The event was cancelled after the booking was paid online: it will be refunded, and nothing is to pay. */
export const EventCancelled: Story = {
  parameters: withBooking({
    event_status: 'canceled',
    payment_status: 'paid',
    paid_via: 'online',
    method: 'card',
    online_payment_bar: 'event_canceled',
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: factsText(globals, 'bookingFacts.canceledTitle') });
    await expect(
      canvas.getByText(
        factsText(globals, 'bookingFacts.canceledText', {
          money: 'refund_online',
          price: storyMoney(globals, 181),
        }),
        { normalizer: (value) => value.replace(/\s+/g, ' ') },
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
    await expectCalendarLink(canvas, globals, 'bookingFacts.markCancelled');
  },
};

/** An unpaid booking of a cancelled event: nothing to pay, nothing offered. */
export const EventCancelledUnpaid: Story = {
  parameters: withBooking({ event_status: 'canceled', online_payment_bar: 'event_canceled' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      factsText(globals, 'bookingFacts.canceledText', { money: 'nothing_paid', price: '' }),
    );
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
  },
};

/** The longest texts: a long event name, place and address wrap inside the page, never past it. */
export const LongText: Story = {
  parameters: withBooking(() => ({
    ...inStoryLanguage(LONG_BOOKING),
    party: { adults: 12, children_above_3: 22, children_below_3: 5 },
    price: 12345.5,
    method: 'card',
    event_moved: true,
  })),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The last online payment was refused: its reason, and the way to pay again. */
export const LastPaymentRefused: Story = {
  parameters: withBooking({ method: 'card', payment_failure: DECLINED }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    await expect(
      canvas.getByText(
        eventsText(globals, 'bookingPage.lastRefused', {
          reason: siteText(globals, 'payment.reason.declined'),
        }),
      ),
    ).toBeVisible();
  },
};

/** Paid online (or at the door): how it was paid, the booking's facts, and no way to pay again. */
export const Paid: Story = {
  parameters: withBooking({
    payment_status: 'paid',
    paid_via: 'online',
    method: 'blik',
    online_payment_bar: 'nothing_to_pay',
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.paidTitle') });
    await expectDetails(canvas, globals);
    await expect(
      canvas.getByText(
        factsText(globals, 'bookingFacts.paymentState', {
          state: 'paid',
          via: eventsText(globals, 'bookingPage.via.online'),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: factsText(globals, 'bookingFacts.waysTitle') }),
    ).toBeNull();
    await expectCalendarLink(canvas, globals, 'bookingFacts.addToCalendar');
  },
};

/** The bank has it (BLIK): the page says so and follows it. */
export const WaitingForTheBank: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      bookingStatus: (() => {
        let first = true;
        return () => {
          if (!first) return neverSettles<BookingStatus>();
          first = false;
          return Promise.resolve(bookingStatus({ method: 'blik' }));
        };
      })(),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.waitingTitle') });
    await expect(canvas.getByRole('status')).toHaveTextContent(eventsText(globals, 'bookingPage.updating'));
  },
};

/** Given back: said so, the payment line says it too, and nothing is offered to pay. */
export const Refunded: Story = {
  parameters: withBooking({
    payment_status: 'refunded',
    paid_via: 'cash',
    online_payment_bar: 'nothing_to_pay',
  }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.refundedTitle') });
    await expect(
      canvas.getByText(factsText(globals, 'bookingFacts.paymentState', { state: 'refunded', via: '' })),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
  },
};

export const Free: Story = {
  parameters: withBooking({ payment_status: 'free', price: 0, online_payment_bar: 'nothing_to_pay' }),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: eventsText(globals, 'bookingPage.freeTitle') });
  },
};

export const Loading: Story = {
  parameters: { eventsApi: storyEventsApi({ bookingStatus: () => neverSettles() }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      eventsText(globals, 'bookingPage.loading'),
    );
  },
};

export const LoadError: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      bookingStatus: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      eventsText(globals, 'bookingPage.loadFailed'),
    );
  },
};

/** An address that names no booking (a cut link, another booking's token). */
export const NotFound: Story = {
  parameters: { eventsApi: storyEventsApi({ bookingStatus: async () => null }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', {
      name: eventsText(globals, 'bookingPage.notFoundTitle'),
    });
  },
};
