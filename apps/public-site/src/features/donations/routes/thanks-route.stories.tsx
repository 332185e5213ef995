import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  donationReceipt,
  giftText,
  LONG_CAMPAIGN,
  MONTHLY_GIFT,
  never,
  siteText,
  storyApi,
  withPublicSite,
} from '../../../test/story-support';
import ThanksRoute from './thanks-route';

const meta = {
  title: 'Public/Donations/ThankYouPage',
  component: ThanksRoute,
  decorators: [withPublicSite],
  parameters: { layout: 'fullscreen', path: '/thanks/7?token=story-receipt-token-0001' },
  args: { params: { id: '7' } },
} satisfies Meta<typeof ThanksRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiptOf = (change: Parameters<typeof donationReceipt>[0]) =>
  storyApi({ receipt: async () => donationReceipt(change) });

/** Received: thanks, where the receipt went, and giving again as a new gift from the cause's page. */
export const Received: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: giftText(globals, 'thanks.receivedTitle') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/amina@example\.org/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: giftText(globals, 'thanks.giveAgain') })).toHaveAttribute(
      'href',
      '/donation/11',
    );
    await expect(canvas.queryByRole('button', { name: /25/ })).toBeNull();
  },
};

/** With the bank (BLIK, a pending card): the page says so and follows the gift by itself. */
export const Processing: Story = {
  parameters: {
    api: storyApi({
      receipt: (() => {
        let first = true;
        return () => {
          if (!first) return never();
          first = false;
          return Promise.resolve(donationReceipt({ status: 'processing', method: 'blik' }));
        };
      })(),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'thanks.processingTitle') });
    await expect(canvas.getByRole('status')).toHaveTextContent(giftText(globals, 'thanks.updating'));
  },
};

/** A monthly gift's first gift received: what comes each month, and where to change or stop it. */
export const MonthlyReceived: Story = {
  parameters: {
    api: receiptOf({
      frequency: 'monthly',
      // Read when the page asks, so in the story's language.
      get category_name() {
        return MONTHLY_GIFT.category_name;
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'thanks.receivedTitle') });
    await expect(
      canvas.getByText(new RegExp(MONTHLY_GIFT.category_name), { selector: '.payment-page__monthly' }),
    ).toBeVisible();
  },
};

/** Refused (at the bank's page, or a BLIK code): nothing taken, and a way to try again. */
export const Failed: Story = {
  parameters: { api: receiptOf({ status: 'failed' }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'thanks.failedTitle') });
    await expect(canvas.getByRole('link', { name: giftText(globals, 'thanks.tryAgain') })).toHaveAttribute(
      'href',
      '/donation/11',
    );
  },
};

/** Given back by the centre. */
export const Refunded: Story = {
  parameters: { api: receiptOf({ status: 'refunded', refunded_amount: 25 }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'thanks.refundedTitle') });
  },
};

/** A long cause's name wraps inside the page at any width. */
export const LongCauseName: Story = {
  parameters: {
    api: receiptOf({
      // Read when the page asks, so in the story's language.
      get category_name() {
        return LONG_CAMPAIGN.name;
      },
      amount: 1250.5,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(new RegExp(LONG_CAMPAIGN.name.slice(0, 20))),
    ).toBeVisible();
  },
};

/** While the gift loads. */
export const Loading: Story = {
  parameters: { api: storyApi({ receipt: never }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      giftText(globals, 'thanks.loading'),
    );
  },
};

/** The gift could not be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: {
    api: storyApi({
      receipt: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(giftText(globals, 'thanks.loadFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }));
    // Trying again while still offline ends on the same message, ready to try once more.
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'thanks.loadFailed'),
    );
  },
};

/** An address the server does not know (a cut link, another gift's token). */
export const NotFound: Story = {
  parameters: { api: storyApi({ receipt: async () => null }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'thanks.notFoundTitle') });
  },
};
