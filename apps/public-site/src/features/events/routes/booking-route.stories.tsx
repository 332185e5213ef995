import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
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

/**
 * The page was left open (or reloaded) after the deadline: the event is no longer listed, and the one
 * the list handed over says its deadline has passed.
 */
export const DeadlinePassed: Story = {
  parameters: { eventsApi: storyEventsApi({ upcoming: async () => STORY_EVENTS.slice(1) }) },
  beforeEach: () => {
    window.history.replaceState(
      { event: { ...FAMILY_DAY, registration_deadline: '2026-11-20' }, locale: 'en' },
      '',
    );
    return () => window.history.replaceState(null, '');
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.closedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(FAMILY_DAY.event_name))).toBeVisible();
  },
};

/** A direct link to an event no longer open (deadline passed or canceled): closed, with the way to the events. */
export const DirectLinkClosed: Story = {
  parameters: { path: '/events/77/book' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(eventsText(globals, 'booking.closed.unknown'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'booking.closedLink') }),
    ).toHaveAttribute('href', '/events');
  },
};
