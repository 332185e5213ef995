import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import {
  bookingStatus,
  eventsText,
  neverSettles,
  storyEventsApi,
  withEventsPage,
} from '../../../test/events-story-support';
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

const withBooking = (change: Partial<BookingStatus>) => ({
  eventsApi: storyEventsApi({ bookingStatus: async () => bookingStatus(change) }),
});

/** Not paid yet: pay online now, or at the centre. */
export const Unpaid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toHaveAttribute('href', '/events/5/bookings/41/pay?token=story-booking-token-0001');
  },
};

/** The last online payment was refused: its reason, and the way to pay again. */
export const LastPaymentRefused: Story = {
  parameters: withBooking({ method: 'card', payment_failure: 'Your card was declined.' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.unpaidTitle') });
    await expect(canvas.getByText(/Your card was declined\./)).toBeVisible();
  },
};

/** Paid online (or at the door): how it was paid. */
export const Paid: Story = {
  parameters: withBooking({ payment_status: 'paid', paid_via: 'online', method: 'blik' }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPage.paidTitle') });
    await expect(
      canvas.queryByRole('link', { name: eventsText(globals, 'bookingPage.payOnline') }),
    ).toBeNull();
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

export const Refunded: Story = {
  parameters: withBooking({ payment_status: 'refunded', paid_via: 'cash' }),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', {
      name: eventsText(globals, 'bookingPage.refundedTitle'),
    });
  },
};

export const Free: Story = {
  parameters: withBooking({ payment_status: 'free', price: 0 }),
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
