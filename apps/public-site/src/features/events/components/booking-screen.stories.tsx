import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  deadlinePassed,
  eventsText,
  FAMILY_DAY,
  LONG_EVENT,
  neverSettles,
  registrationAnswer,
  storyMoney,
  withEventsPage,
} from '../../../test/events-story-support';
import type { RegistrationAnswer } from '../data/events-api';
import { BookingClosed } from './booking-closed';
import { BookingScreen } from './booking-screen';
import { EMPTY_BOOKING } from './booking-values';

const meta = {
  title: 'Public/Events/BookingForm',
  component: BookingScreen,
  decorators: [withEventsPage],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: {
    event: FAMILY_DAY,
    book: fn(() => neverSettles<RegistrationAnswer>()),
  },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** A family of two adults, three children over 3 and one under 3, as typed by a parent. */
const FAMILY = {
  ...EMPTY_BOOKING,
  type: 'family' as const,
  name: 'Amina Kowalska',
  phone: '+48 512 345 678',
  email: 'amina@example.org',
  adults: '2',
  childrenAbove3: '3',
  childrenBelow3: '1',
};

const total = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('booking-total');

const submitButton = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('button', {
    name: new RegExp(eventsText(globals, 'booking.submitFree')),
  });

/** Nothing typed: "just me", one adult ticket priced. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: eventsText(globals, 'booking.type.personal') }),
    ).toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 50));
  },
};

/**
 * A family with its price: 2 × 50 + 3 × 30 − 10% of the children's 90 + 1 × 0 = 181 zł, a line per
 * ticket and the discount shown; with transport it follows at once.
 */
export const FamilyWithPrice: Story = {
  args: { initialValues: FAMILY },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 181));
    await expect(
      canvas.getByText(eventsText(globals, 'booking.priceDiscount', { percent: 10 })),
    ).toBeVisible();
    await expect(canvas.getByText(`−${storyMoney(globals, 9)}`)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: eventsText(globals, 'booking.familyTransport') }),
    );
    // 2 × 70 + 3 × 50 − 15 + 1 × 20 = 295
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 295));
    await expect(canvas.getByRole('textbox', { name: eventsText(globals, 'booking.city') })).toBeVisible();
  },
};

/** Book with nothing typed: each field says what it needs, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: eventsText(globals, 'booking.transport') }));
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(await canvas.findByText(eventsText(globals, 'booking.issue.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'booking.issue.phoneRequired'))).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'booking.issue.emailRequired'))).toBeVisible();
    await expect(canvas.getByText(eventsText(globals, 'booking.issue.cityRequired'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: eventsText(globals, 'booking.name') })).toHaveFocus();
    await expect(args.book).not.toHaveBeenCalled();
  },
};

/** A family with no adult and a count that is not a number. */
export const FamilyCountErrors: Story = {
  args: { initialValues: { ...FAMILY, adults: '0', childrenAbove3: '25' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(await canvas.findByText(eventsText(globals, 'booking.issue.adultsMin'))).toBeVisible();
  },
};

/** While the booking is sent: the processing line, and Book cannot be pressed twice. */
export const Processing: Story = {
  args: { initialValues: FAMILY },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(await canvas.findByText(eventsText(globals, 'booking.processing'))).toBeVisible();
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(args.book).toHaveBeenCalledTimes(1);
  },
};

/** The server refused: the deadline passed meanwhile. Said in the visitor's language; the form keeps what was typed. */
export const SubmitError: Story = {
  args: {
    initialValues: FAMILY,
    book: fn(async () => {
      throw deadlinePassed();
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      eventsText(globals, 'booking.failed.deadline'),
    );
    await expect(
      canvas.getByRole('textbox', { name: eventsText(globals, 'booking.parentName') }),
    ).toHaveValue('Amina Kowalska');
    await expect(canvas.getByRole('spinbutton', { name: eventsText(globals, 'booking.adults') })).toHaveValue(
      2,
    );
  },
};

/** Booked: the server's price and the booking's number, with the way back to the events. */
export const Confirmation: Story = {
  args: { initialValues: FAMILY, book: fn(async () => registrationAnswer(181)) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement, globals));
    await expect(
      await canvas.findByRole('heading', { name: eventsText(globals, 'booking.confirmedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(storyMoney(globals, 181)))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: eventsText(globals, 'booking.backToEvents') }),
    ).toHaveAttribute('href', '/events');
  },
};

/** A long event name and prices with grosze: everything wraps. */
export const LongText: Story = {
  args: {
    event: LONG_EVENT,
    initialValues: { ...EMPTY_BOOKING, name: 'Aleksandra Katarzyna Wiśniewska-Abdulrahman al-Hashimi' },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 1250.5));
  },
};

/** The event's registration deadline has passed: the page says so and leads to the open events. */
export const DeadlinePassed: Story = {
  render: () => (
    <BookingClosed reason="deadline_passed" event={{ ...FAMILY_DAY, registration_deadline: '2026-11-20' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: eventsText(globals, 'booking.closedTitle') }),
    ).toBeVisible();
  },
};

/** The event was canceled. */
export const Canceled: Story = {
  render: () => <BookingClosed reason="canceled" event={FAMILY_DAY} />,
};
