import type { TestBankPayment } from '@minbar/api/schemas/donations';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BANK_CATEGORY_NAME,
  BANK_PAYMENT,
  giftText,
  never,
  storyApi,
  withPublicSite,
} from '../../../test/story-support';
import TestBankRoute from './test-bank-route';

const meta = {
  title: 'Public/Donations/TestBankPage',
  component: TestBankRoute,
  decorators: [withPublicSite],
  parameters: {
    layout: 'fullscreen',
    path: '/test-bank/pi_test_1_story?return=%2Fthanks%2F7%3Ftoken%3Dstory-receipt-token-0001',
  },
  args: { params: { id: 'pi_test_1_story' } },
} satisfies Meta<typeof TestBankRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo's stand-in for a bank's 3-D Secure page: what is paid, in the page's language (the
 * category's name as the server gives it in that language), Approve and Refuse.
 */
export const AwaitingConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'bank.title') });
    const name = BANK_CATEGORY_NAME[storyLocale(globals)];
    const purpose = canvasElement.querySelector('[data-slot="bank-purpose"]');
    await expect(purpose).toBeVisible();
    await expect(purpose?.textContent).toBe(
      giftText(globals, 'bank.purpose.donation', { name: isolateText(name) }),
    );
    // Not the provider's English line, on an Arabic or a Polish page alike.
    if (storyLocale(globals) !== 'en') await expect(purpose?.textContent).not.toContain('Donation');
    await expect(canvas.getByRole('button', { name: giftText(globals, 'bank.approve') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: giftText(globals, 'bank.fail') })).toBeEnabled();
  },
};

const answering = fn(() => never<TestBankPayment>());

/** The answer is on its way: both buttons wait, so it is given once. */
export const Answering: Story = {
  parameters: { api: storyApi({ authorizeTestPayment: answering }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'bank.approve') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: giftText(globals, 'bank.fail') })).toBeDisabled(),
    );
    await expect(answering).toHaveBeenCalledWith('pi_test_1_story', true, expect.any(String));
  },
};

/** The answer did not reach the bank: say so, and let the donor answer again. */
export const AnswerFailed: Story = {
  parameters: {
    api: storyApi({
      authorizeTestPayment: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'bank.fail') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(giftText(globals, 'bank.answerFailed'));
    await expect(canvas.getByRole('button', { name: giftText(globals, 'bank.fail') })).toBeEnabled();
  },
};

/** A monthly gift's first payment: said to be monthly, with its category's name. */
export const MonthlyGift: Story = {
  parameters: {
    api: storyApi({
      testBankPayment: async (_id, locale) => ({
        ...BANK_PAYMENT,
        purpose: { kind: 'monthly', name: BANK_CATEGORY_NAME[locale] },
      }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'bank.title') });
    await expect(canvasElement.querySelector('[data-slot="bank-purpose"]')?.textContent).toBe(
      giftText(globals, 'bank.purpose.monthly', {
        name: isolateText(BANK_CATEGORY_NAME[storyLocale(globals)]),
      }),
    );
  },
};

/** Without a record to name (it is gone), the provider's own line stands in. */
export const PurposeUnknown: Story = {
  parameters: {
    api: storyApi({ testBankPayment: async () => ({ ...BANK_PAYMENT, purpose: null }) }),
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'bank.title') });
    await expect(canvasElement.querySelector('[data-slot="bank-purpose"]')).toHaveTextContent(
      BANK_PAYMENT.description,
    );
  },
};

/** Opened again after answering: the way back to the gift. */
export const AlreadyAnswered: Story = {
  parameters: {
    api: storyApi({ testBankPayment: async () => ({ ...BANK_PAYMENT, awaiting_confirmation: false }) }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'bank.answeredTitle') });
    await expect(canvas.getByRole('link', { name: giftText(globals, 'bank.backToGift') })).toHaveAttribute(
      'href',
      '/thanks/7?token=story-receipt-token-0001',
    );
  },
};

/** While the payment loads. */
export const Loading: Story = {
  parameters: { api: storyApi({ testBankPayment: never }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      giftText(globals, 'bank.loading'),
    );
  },
};

/** The payment could not be loaded. */
export const LoadError: Story = {
  parameters: {
    api: storyApi({
      testBankPayment: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'bank.loadFailed'),
    );
  },
};
