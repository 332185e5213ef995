import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { donationsText, STORY_GIFTS } from '../../../test/donations-story-support';
import { inLanguages, overriding, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { RefundDialog } from './refund-dialog';

const GIFT = overriding(STORY_GIFTS[2] as (typeof STORY_GIFTS)[number], { amount: 100, refunded_amount: 40 });

const GIVEN_TWICE = {
  en: 'Given twice by mistake',
  ar: 'تم التبرع مرتين بالخطأ',
  pl: 'Wpłacono dwukrotnie przez pomyłkę',
};
const DONOR_ASKED = { en: 'Donor asked', ar: 'بطلب من المتبرع', pl: 'Na prośbę darczyńcy' };

const meta = {
  title: 'Dashboard/Donations/Refund dialog',
  component: RefundDialog,
  decorators: withFeatureMessages(DonationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: { gift: GIFT, onRefund: fn(), onClose: fn() },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The gift and what is left of it: the amount starts at all that is left, the reason is asked for. */
export const Form: Story = {
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(
      open.getByRole('textbox', { name: donationsText(globals, 'donations.refund.amount') }),
    ).toHaveValue('60');
    await expect(
      open.getByRole('textbox', { name: donationsText(globals, 'donations.refund.reason') }),
    ).toHaveValue('');
  },
};

/** More than is left, and no reason: each field says why, and nothing is asked of the provider. */
export const ValidationErrors: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    const amount = open.getByRole('textbox', { name: donationsText(globals, 'donations.refund.amount') });
    await userEvent.clear(amount);
    await userEvent.type(amount, '75');
    await userEvent.click(
      open.getByRole('button', { name: donationsText(globals, 'donations.refund.next') }),
    );
    await expect(await open.findByText(donationsText(globals, 'donations.refund.tooLarge'))).toBeVisible();
    await expect(open.getByText(donationsText(globals, 'donations.refund.reasonRequired'))).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** A part, with a reason: the confirmation names the amount, and only Refund there gives the money back. */
export const ConfirmPart: Story = {
  play: async ({ globals, args }) => {
    const open = within(await dialog());
    const amount = open.getByRole('textbox', { name: donationsText(globals, 'donations.refund.amount') });
    await userEvent.clear(amount);
    await userEvent.type(amount, '25,50');
    await userEvent.type(
      open.getByRole('textbox', { name: donationsText(globals, 'donations.refund.reason') }),
      wordsIn(globals, GIVEN_TWICE),
    );
    await userEvent.click(
      open.getByRole('button', { name: donationsText(globals, 'donations.refund.next') }),
    );
    const confirm = within(await dialog());
    await waitFor(() =>
      expect(
        confirm.getByRole('heading', { name: donationsText(globals, 'donations.refund.confirmTitle') }),
      ).toBeVisible(),
    );
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: /25[.,]50/ }));
    await expect(args.onRefund).toHaveBeenCalledWith({ amount: 25.5, reason: wordsIn(globals, GIVEN_TWICE) });
  },
};

/** The refund on its way: the buttons wait. */
export const Refunding: Story = {
  args: {
    refunding: true,
    startReviewing: true,
    initialValues: inLanguages({ amount: '60', reason: '' }, { reason: DONOR_ASKED }),
  },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(
      open.getByRole('button', { name: donationsText(globals, 'donations.refund.back') }),
    ).toBeDisabled();
  },
};

/** The provider did not answer: say that pressing again is safe, and keep the confirmation open. */
export const ProviderDidNotAnswer: Story = {
  args: {
    startReviewing: true,
    initialValues: inLanguages({ amount: '60', reason: '' }, { reason: DONOR_ASKED }),
    failure: { id: 'donations.refund.unknown' },
  },
  play: async ({ globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.refund.unknown'),
    );
  },
};

/**
 * Reopened after a refund whose answer was lost: it opens at that refund's confirmation, says it is
 * being checked, and cannot be changed (Back waits), so Refund asks for the same refund again.
 */
export const CheckingALostAnswer: Story = {
  args: { checking: inLanguages({ amount: 25.5, reason: '' }, { reason: GIVEN_TWICE }) },
  play: async ({ args, globals }) => {
    const open = within(await dialog());
    await expect(open.getByRole('status')).toHaveTextContent(/25[.,]50/);
    await expect(
      open.getByRole('button', { name: donationsText(globals, 'donations.refund.back') }),
    ).toBeDisabled();
    await userEvent.click(open.getByRole('button', { name: /25[.,]50/ }));
    await expect(args.onRefund).toHaveBeenCalledWith({ amount: 25.5, reason: wordsIn(globals, GIVEN_TWICE) });
  },
};
