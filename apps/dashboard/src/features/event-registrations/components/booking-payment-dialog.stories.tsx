import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationsText } from '../../../test/event-registrations-story-support';
import { inLanguages, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { RegistrationsIntlProvider } from '../registrations-intl';
import { BookingPaymentDialog } from './booking-payment-dialog';

const meta = {
  title: 'Dashboard/Events/Booking payment dialog',
  component: BookingPaymentDialog,
  decorators: withFeatureMessages(RegistrationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: {
    action: 'mark-paid',
    // The booking's name as each desk's registrant wrote it: it is read out inside a sentence.
    booking: inLanguages(
      { name: 'Khadija Nowak', price: 147.5 },
      { name: { en: 'Khadija Nowak', ar: 'خديجة نوفاك', pl: 'Chadidża Nowak' } },
    ),
    onMarkPaid: fn(),
    onRefund: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookingPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const REASON = {
  en: 'Event moved',
  ar: 'تغيّر موعد الفعالية',
  pl: 'Wydarzenie przeniesione na inny termin',
};

const dialog = () => within(document.body).findByRole('dialog');

/** How the money came: cash by default, a transfer chosen, then Mark paid. */
export const MarkPaid: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await expect(
      open.getByRole('radio', { name: registrationsText(globals, 'registrations.markPaid.cash') }),
    ).toBeChecked();
    await userEvent.click(
      open.getByRole('radio', { name: registrationsText(globals, 'registrations.markPaid.transfer') }),
    );
    await userEvent.click(
      open.getByRole('button', { name: registrationsText(globals, 'registrations.markPaid.confirm') }),
    );
    await expect(args.onMarkPaid).toHaveBeenCalledWith('transfer');
  },
};

/** Giving money back asks why: without a reason nothing is sent. */
export const RefundNeedsReason: Story = {
  args: { action: 'refund' },
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: /147/ }));
    await expect(
      await open.findByText(registrationsText(globals, 'registrations.refund.reasonRequired')),
    ).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.type(
      open.getByRole('textbox', { name: registrationsText(globals, 'registrations.refund.reason') }),
      wordsIn(globals, REASON),
    );
    await userEvent.click(open.getByRole('button', { name: /147/ }));
    await expect(args.onRefund).toHaveBeenCalledWith(wordsIn(globals, REASON));
  },
};

/** On its way: the buttons wait. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(
      open.getByRole('button', { name: registrationsText(globals, 'registrations.payment.cancel') }),
    ).toBeDisabled();
  },
};

/** Someone else moved it first: said, and the dialog stays. */
export const AlreadyMoved: Story = {
  args: { failure: { id: 'registrations.payment.alreadyMoved' } },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('alert')).toHaveTextContent(
      registrationsText(globals, 'registrations.payment.alreadyMoved'),
    );
  },
};

/** Paid online while staff were marking it at the door: said in the user's words, nothing recorded. */
export const PaidOnlineMeanwhile: Story = {
  args: { failure: { id: 'registrations.payment.paidOnline' } },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('alert')).toHaveTextContent(
      registrationsText(globals, 'registrations.payment.paidOnline'),
    );
  },
};
