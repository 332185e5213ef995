import { inStoryLanguage, storyFixture } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { wallClockFormat } from '../../../lib/wall-clock';
import {
  eventsText,
  FAMILY_DAY,
  neverSettles,
  STORY_EVENTS,
  storyEventsApi,
  withEventsPage,
} from '../../../test/events-story-support';
import type { PublicEvent } from '../data/events-api';
import BookingRoute from './booking-route';

/** The booking page as the router mounts it, at /events/{id}/book. */
function BookingPage() {
  return <Route path="/events/:id/book" component={BookingRoute} />;
}

const meta = {
  title: 'Public/Events/BookingPage',
  component: BookingPage,
  decorators: [withEventsPage],
  parameters: { path: '/events/1/book', layout: 'fullscreen' },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the list (or a link to an open event): the form for that event. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: eventsText(globals, 'booking.title') }),
    ).toBeVisible();
  },
};

/** While the event loads (a direct link). */
export const Loading: Story = {
  parameters: { eventsApi: storyEventsApi({ upcoming: () => neverSettles<PublicEvent[]>() }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      eventsText(globals, 'booking.loading'),
    );
  },
};

/** Text as Testing Library reads it: every space (the no-break ones of dates too) one space. */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** The message's paragraph names the event and its day (and the deadline where it passed). */
async function expectNamed(canvasElement: HTMLElement, globals: Record<string, unknown>, event: PublicEvent) {
  const format = wallClockFormat(storyLocale(globals));
  const section = canvasElement.querySelector<HTMLElement>('.booking-message');
  await expect(section).toHaveTextContent(event.event_name);
  await expect(section).toHaveTextContent(asRead(format.when(event.date, event.time)));
}

const PAST_DEADLINE: PublicEvent = storyFixture(() => ({
  ...FAMILY_DAY,
  registration_deadline: '2026-11-20',
}));

/**
 * A link to an event past its registration deadline (no longer listed): the server says so, and the
 * page names the event, its day and the deadline, and leads to the events still open.
 */
export const DeadlinePassed: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      upcoming: async () => STORY_EVENTS.slice(1),
      eventStatus: async () => ({ event: PAST_DEADLINE, booking: 'deadline_passed' }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.closed.deadlineTitle') }),
    ).toBeVisible();
    await expectNamed(canvasElement, globals, PAST_DEADLINE);
    await expect(canvasElement.querySelector('.booking-message')).toHaveTextContent(
      asRead(wallClockFormat(storyLocale(globals)).day(PAST_DEADLINE.registration_deadline)),
    );
    await expect(canvas.getByText(eventsText(globals, 'booking.closed.deadlineNext'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'booking.closedLink') }),
    ).toHaveAttribute('href', '/events');
  },
};

/** A link to a canceled event: said as canceled, naming the event and the day it was planned for. */
export const Canceled: Story = {
  parameters: {
    path: '/events/7/book',
    eventsApi: storyEventsApi({
      eventStatus: async () => ({ event: { ...FAMILY_DAY, id: 7 }, booking: 'canceled' }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.closed.canceledTitle') }),
    ).toBeVisible();
    await expectNamed(canvasElement, globals, FAMILY_DAY);
    await expect(canvas.getByText(eventsText(globals, 'booking.closed.canceledNext'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'booking.closedLink') }),
    ).toHaveAttribute('href', '/events');
  },
};

/** A link to an event that does not exist: cannot be found, with the way to the events still open. */
export const NotFound: Story = {
  parameters: { path: '/events/77/book', eventsApi: storyEventsApi({ eventStatus: async () => null }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.closed.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'booking.closed.notFound'))).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'booking.closed.notFoundNext'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'booking.closedLink') }),
    ).toHaveAttribute('href', '/events');
  },
};

const QURAN_EVENING = { en: 'Quran evening', ar: 'أمسية قرآنية', pl: 'Wieczór z Koranem' };

/** A link to an event opened after the list was read: the server's event is booked as usual. */
export const OpenedSinceListed: Story = {
  parameters: {
    path: '/events/8/book',
    eventsApi: storyEventsApi({
      eventStatus: async () => ({
        event: {
          ...FAMILY_DAY,
          id: 8,
          event_name: inStoryLanguage(QURAN_EVENING),
        },
        booking: 'open',
      }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(inStoryLanguage(QURAN_EVENING)))).toBeVisible();
  },
};
