import { fixtureArg } from '@minbar/ui/provider/story-content';
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
import { BookingScreen } from './booking-screen';
import { EMPTY_BOOKING } from './booking-values';

const meta = {
  title: 'Public/Events/BookingForm',
  component: BookingScreen,
  decorators: [withEventsPage],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: {
    event: fixtureArg(FAMILY_DAY),
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
    event: fixtureArg(LONG_EVENT),
    initialValues: { ...EMPTY_BOOKING, name: 'Aleksandra Katarzyna Wiśniewska-Abdulrahman al-Hashimi' },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 1250.5));
  },
};

/**
 * "I am a student" says what it is for: the price stays the adult one (students have no price of
 * their own), and the box tells the centre how many students come.
 */
export const StudentSamePrice: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const student = canvas.getByRole('checkbox', { name: eventsText(globals, 'booking.student') });
    await expect(student).toHaveAccessibleDescription(eventsText(globals, 'booking.studentHint'));
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 50));
    await userEvent.click(student);
    await expect(student).toBeChecked();
    await expect(total(canvasElement)).toHaveTextContent(storyMoney(globals, 50));
  },
};

/** On a phone the price stands between the last field and Book, so it is read before booking. */
export const PriceAboveBookOnAPhone: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { initialValues: FAMILY },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    const price = canvas.getByRole('complementary', { name: eventsText(globals, 'booking.priceTitle') });
    const book = submitButton(canvasElement, globals);
    const city = canvas.getByRole('checkbox', { name: eventsText(globals, 'booking.familyTransport') });
    await expect(price.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      city.getBoundingClientRect().bottom,
    );
    await expect(book.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      price.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
