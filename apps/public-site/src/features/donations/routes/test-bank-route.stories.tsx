import type { TestBankPayment } from '@minbar/api/schemas/donations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANK_PAYMENT, giftText, never, storyApi, withPublicSite } from '../../../test/story-support';
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

/** The demo's stand-in for a bank's 3-D Secure page: what is paid, Approve and Refuse. */
export const AwaitingConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'bank.title') });
    await expect(canvas.getByText('Donation: Roof repair')).toBeVisible();
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
