import type { DonationAnswer } from '@minbar/api/schemas/donations';
import { fixtureArg } from '@minbar/ui/provider/story-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CAMPAIGN,
  declined,
  donationAnswer,
  giftText,
  never,
  siteText,
  TEST_PAYMENT_CONFIG,
  withPublicSite,
} from '../../../test/story-support';
import { FlowMissing } from './flow-missing';
import { PaymentScreen } from './payment-screen';

const meta = {
  title: 'Public/Donations/Payment',
  component: PaymentScreen,
  decorators: [withPublicSite],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: {
    category: fixtureArg(CAMPAIGN),
    amount: 25,
    config: TEST_PAYMENT_CONFIG,
    pay: fn(() => never<DonationAnswer>()),
    leave: fn(),
  },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndPay(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  card = '4242424242424242',
) {
  const canvas = within(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: siteText(globals, 'payment.name') }),
    'Amina Kowalska',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: siteText(globals, 'payment.email') }),
    'amina@example.org',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: siteText(globals, 'payment.card') }), card);
  await userEvent.click(canvas.getByRole('button', { name: /25/ }));
}

/**
 * A monthly gift's first payment: what monthly means above the form, a card only (a BLIK code pays
 * once), and the gift sent as monthly.
 */
export const Monthly: Story = {
  args: { frequency: 'monthly', pay: fn(async () => donationAnswer('succeeded')) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const note = canvasElement.querySelector('.payment-page__monthly');
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(
      giftText(globals, 'payment.monthlyNote').split('{')[0]?.trim() ?? '',
    );
    await expect(canvas.queryByRole('tab', { name: siteText(globals, 'payment.method.blik') })).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.name') }),
      'Amina Kowalska',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.email') }),
      'amina@example.org',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.card') }),
      '4242424242424242',
    );
    await userEvent.click(canvas.getByRole('button', { name: /25/ }));
    await waitFor(() =>
      expect(args.pay).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'monthly' })),
    );
  },
};

/** Name, email, anonymous, and the test provider's card with its test cards listed. */
export const Form: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: siteText(globals, 'payment.anonymous') }),
    ).not.toBeChecked();
    await expect(canvas.getByText('4242424242424242')).toBeVisible();
  },
};

/** Pay with nothing typed: each missing field says so, and nothing is sent. */
export const MissingNameAndEmail: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.card') }),
      '4242424242424242',
    );
    await userEvent.click(canvas.getByRole('button', { name: /25/ }));
    await expect(canvas.getByText(siteText(globals, 'payment.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(siteText(globals, 'payment.emailRequired'))).toBeVisible();
    await expect(args.pay).not.toHaveBeenCalled();
  },
};

/** While the provider works: the processing message, and Pay cannot be pressed again. */
export const Processing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await fillAndPay(canvasElement, globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      siteText(globals, 'payment.processing'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /25/ }));
    await expect(args.pay).toHaveBeenCalledTimes(1);
  },
};

/** The provider refused the card: its reason in the donor's language, with everything typed kept. */
export const ProviderError: Story = {
  args: {
    pay: fn(async () => {
      throw declined();
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fillAndPay(canvasElement, globals, '4000000000000002');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteText(globals, 'payment.reason.declined'),
    );
    await expect(canvas.getByRole('textbox', { name: siteText(globals, 'payment.name') })).toHaveValue(
      'Amina Kowalska',
    );
  },
};

/** Paid: the page leaves for the gift's own thank-you page, replacing itself in the history. */
export const Success: Story = {
  args: { pay: fn(async () => donationAnswer()) },
  play: async ({ canvasElement, args, globals }) => {
    await fillAndPay(canvasElement, globals);
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith({
        kind: 'thanks',
        path: '/thanks/7?token=story-receipt-token-0001',
      }),
    );
  },
};

/** A card asking for 3-D Secure: the page sends the donor to the bank, which returns to the thank-you page. */
export const ThreeDSecure: Story = {
  args: { pay: fn(async () => donationAnswer('pending', { redirect_url: '/test-bank/pi_test_1' })) },
  play: async ({ canvasElement, args, globals }) => {
    await fillAndPay(canvasElement, globals, '4000002760003184');
    await waitFor(() =>
      expect(args.leave).toHaveBeenCalledWith({
        kind: 'bank',
        url: '/test-bank/pi_test_1?return=%2Fthanks%2F7%3Ftoken%3Dstory-receipt-token-0001',
      }),
    );
  },
};

/** BLIK chosen: the code field with the demo's code; a short code is refused before anything is sent. */
export const BlikInvalidCode: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: siteText(globals, 'payment.method.blik') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.name') }),
      'Amina Kowalska',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.email') }),
      'amina@example.org',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: siteText(globals, 'payment.blikCode') }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /25/ }));
    await expect(await canvas.findByText(siteText(globals, 'payment.blikInvalid'))).toBeVisible();
    await expect(canvas.getByText(siteText(globals, 'payment.testBlik', { code: '123456' }))).toBeVisible();
    await expect(args.pay).not.toHaveBeenCalled();
  },
};

/** BLIK paid: the code goes as the method, and the page leaves for the thank-you page, which waits for the bank. */
export const BlikSent: Story = {
  args: { pay: fn(async () => donationAnswer('processing')) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: siteText(globals, 'payment.method.blik') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.name') }),
      'Amina Kowalska',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.email') }),
      'amina@example.org',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: siteText(globals, 'payment.blikCode') }),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: /25/ }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.objectContaining({ kind: 'thanks' })));
    await expect(args.pay).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'blik:123456' }));
  },
};

/** A server that gives no thank-you address: the donor is thanked in place, with the way home. */
export const ThankedInPlace: Story = {
  args: { pay: fn(async () => ({ ...donationAnswer(), receipt_token: null })) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fillAndPay(canvasElement, globals);
    await expect(
      await canvas.findByRole('heading', { name: siteText(globals, 'payment.thanksTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: siteText(globals, 'common.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** /payment visited directly, with no amount chosen: the way home. */
export const NothingChosen: Story = {
  render: () => <FlowMissing step="payment" />,
};

/** A dedication goes with the gift, trimmed, for the receipt and the staff's history. */
export const WithDedication: Story = {
  args: { pay: fn(async () => donationAnswer()) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const dedication = canvas.getByRole('textbox', { name: giftText(globals, 'payment.dedication') });
    await expect(dedication).toHaveAccessibleDescription(giftText(globals, 'payment.dedicationHint'));
    await userEvent.type(dedication, '  In memory of my father Adam ');
    await fillAndPay(canvasElement, globals);
    await waitFor(() =>
      expect(args.pay).toHaveBeenCalledWith(
        expect.objectContaining({ dedication: 'In memory of my father Adam', donor_name: 'Amina Kowalska' }),
      ),
    );
  },
};

/** A dedication over its limit says so under the field, keeps what was typed, and nothing is sent. */
export const DedicationTooLong: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const dedication = canvas.getByRole('textbox', { name: giftText(globals, 'payment.dedication') });
    const long = 'In memory of '.repeat(11);
    await userEvent.click(dedication);
    await userEvent.paste(long);
    await fillAndPay(canvasElement, globals);
    await expect(
      await canvas.findByText(giftText(globals, 'payment.dedicationTooLong', { max: 140 })),
    ).toBeVisible();
    await expect(dedication).toHaveValue(long);
    await expect(args.pay).not.toHaveBeenCalled();
  },
};
