import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import {
  bookingStatus,
  eventsText,
  neverSettles,
  storyEventsApi,
  withEventsPage,
} from '../../../test/events-story-support';
import { siteText } from '../../../test/story-support';
import type { BookingPaymentAnswer } from '../data/events-api';
import BookingPageRoute from './booking-page-route';
import BookingPayRoute from './booking-pay-route';

/** The payment page as the router mounts it, beside the booking's page it leads to. */
function PayPage() {
  return (
    <Switch>
      <Route path="/events/:eventId/bookings/:id/pay" component={BookingPayRoute} />
      <Route path="/events/:eventId/bookings/:id" component={BookingPageRoute} />
    </Switch>
  );
}

const meta = {
  title: 'Public/Events/BookingPaymentPage',
  component: PayPage,
  decorators: [withEventsPage],
  parameters: { path: '/events/5/bookings/41/pay?token=story-booking-token-0001', layout: 'fullscreen' },
} satisfies Meta<typeof PayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking, what it costs, the test provider's card and BLIK, and the reminder that the door takes it too. */
export const Form: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: eventsText(globals, 'bookingPay.title') });
    await expect(canvas.getByRole('tab', { name: siteText(globals, 'payment.method.blik') })).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'bookingPay.atTheDoor'))).toBeVisible();
  },
};

const paying = fn(() => neverSettles<BookingPaymentAnswer>());

/** Paying: the card goes with the page's token, and Pay waits. */
export const Paying: Story = {
  parameters: { eventsApi: storyEventsApi({ payBooking: paying }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: siteText(globals, 'payment.card') }),
      '4242424242424242',
    );
    await userEvent.click(canvas.getByRole('button', { name: /181/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      siteText(globals, 'payment.processing'),
    );
    await expect(paying).toHaveBeenCalledWith(
      5,
      41,
      expect.objectContaining({ token: 'story-booking-token-0001', payment_method: '4242424242424242' }),
      expect.any(String),
    );
  },
};

/** Nothing typed: the card's message, and nothing sent. */
export const CardMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /181/ }));
    await expect(await canvas.findByText(siteText(globals, 'payment.cardRequired'))).toBeVisible();
  },
};

/** Already paid (a second tab): the booking's page instead of the form. */
export const AlreadyPaid: Story = {
  parameters: {
    eventsApi: storyEventsApi({
      bookingStatus: async () => bookingStatus({ payment_status: 'paid', paid_via: 'cash' }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: eventsText(globals, 'bookingPage.paidTitle') });
  },
};
