import type { DonationAnswer } from '@minbar/api/schemas/donations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CAMPAIGN,
  declined,
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
    category: CAMPAIGN,
    amount: 25,
    config: TEST_PAYMENT_CONFIG,
    pay: fn(() => never<DonationAnswer>()),
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

/** Paid: the thank-you, with the way home. */
export const Success: Story = {
  args: {
    pay: fn(async () => ({
      message: 'Thank you for your donation',
      donation: {
        id: 1,
        category_id: 11,
        amount: 25,
        currency: 'PLN',
        frequency: 'one-time',
        status: 'succeeded',
        date: '2026-11-23T10:00:00Z',
      },
    })),
  },
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
