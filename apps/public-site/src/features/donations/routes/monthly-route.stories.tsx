import { ApiError } from '@minbar/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  giftText,
  LONG_CAMPAIGN,
  MONTHLY_GIFT,
  never,
  STOPPED_MONTHLY_GIFT,
  siteText,
  storyApi,
  withPublicSite,
} from '../../../test/story-support';
import MonthlyRoute from './monthly-route';

const TOKEN = 'eyJnaWZ0Ijo3fQ.c2lnbmF0dXJl';

const meta = {
  title: 'Public/Donations/MonthlyGiftPage',
  component: MonthlyRoute,
  decorators: [withPublicSite],
  parameters: { layout: 'fullscreen', path: `/monthly/${TOKEN}` },
  args: { params: { token: TOKEN } },
} satisfies Meta<typeof MonthlyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) =>
  canvas.findByRole('textbox', { name: giftText(globals, 'monthly.amountLabel') });

/** An active monthly gift: what it gives, the next payment, the amount to change and Stop. */
export const Active: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'monthly.title') });
    await expect(await amountField(canvas, globals)).toHaveValue('50');
    await expect(canvas.getByText('anna@example.org')).toBeVisible();
    await expect(canvas.getByRole('button', { name: giftText(globals, 'monthly.stop') })).toBeEnabled();
  },
};

/** While the link is read. */
export const Loading: Story = {
  parameters: { api: storyApi({ monthlyGift: () => never() }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(giftText(globals, 'monthly.loading'))).toBeVisible();
  },
};

/** The gift could not be read (offline): a Retry. */
export const LoadFailed: Story = {
  parameters: {
    api: storyApi({
      monthlyGift: async () => {
        throw new ApiError({ kind: 'network' });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(giftText(globals, 'monthly.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: siteText(globals, 'common.retry') })).toBeVisible();
  },
};

/** A link altered or cut: it opens nothing and says where a good one is. */
export const InvalidLink: Story = {
  parameters: { api: storyApi({ monthlyGift: async () => ({ kind: 'invalid' }) }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'monthly.invalidTitle') });
  },
};

/** A link past its 90 days: the latest receipt has a fresh one. */
export const ExpiredLink: Story = {
  parameters: { api: storyApi({ monthlyGift: async () => ({ kind: 'expired' }) }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'monthly.expiredTitle') });
  },
};

/** The last month's payment was refused: the page says when it is tried again. */
export const Retrying: Story = {
  parameters: {
    api: storyApi({
      monthlyGift: async () => ({
        kind: 'gift',
        gift: { ...MONTHLY_GIFT, state: 'retrying', next_charge_at: '2026-11-30T10:00:00.000Z' },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="note"]')).toBeVisible());
  },
};

/** A new amount below the minimum: the minimum is said, and nothing is sent. */
export const AmountTooSmall: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = await amountField(canvas, globals);
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.save') }));
    await expect(
      canvas.getByText(new RegExp(siteText(globals, 'donate.minimum').split('{')[0] ?? '')),
    ).toBeVisible();
  },
};

/** A new amount saved: said in a status line, from the next payment on. */
export const AmountSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = await amountField(canvas, globals);
    await userEvent.clear(field);
    await userEvent.type(field, '75');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.save') }));
    await waitFor(() => expect(canvasElement.querySelector('.monthly-page__status')).toHaveTextContent(/75/));
  },
};

/** No connection when saving: said, and the amount typed stays. */
export const SaveOffline: Story = {
  parameters: {
    api: storyApi({
      changeMonthlyAmount: async () => {
        throw new ApiError({ kind: 'network' });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = await amountField(canvas, globals);
    await userEvent.clear(field);
    await userEvent.type(field, '80');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(giftText(globals, 'monthly.offline'));
    await expect(field).toHaveValue('80');
  },
};

/** Stop asks once more, in a dialog. */
export const StopAsked: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.stop') }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5_000 });
    await expect(dialog).toHaveTextContent(giftText(globals, 'monthly.stopTitle'));
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'monthly.keep') }),
    ).toBeVisible();
  },
};

/** Stopped after the question: no form any more, a way to give again. */
export const Stopped: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.stop') }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5_000 });
    await userEvent.click(
      within(dialog).getByRole('button', { name: giftText(globals, 'monthly.stopConfirm') }),
    );
    const heading = await canvas.findByRole('heading', { name: giftText(globals, 'monthly.stoppedTitle') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: giftText(globals, 'thanks.giveAgain') })).toHaveAttribute(
      'href',
      '/donation/4',
    );
  },
};

/** Lapsed after refused payments: said so, with a way to give again. */
export const Lapsed: Story = {
  parameters: {
    api: storyApi({
      monthlyGift: async () => ({ kind: 'gift', gift: { ...STOPPED_MONTHLY_GIFT, state: 'lapsed' } }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(giftText(globals, 'monthly.lapsedText'))).toBeVisible();
  },
};

/** A long cause and a long address: they wrap on a phone. */
export const LongText: Story = {
  parameters: {
    api: storyApi({
      monthlyGift: async () => ({
        kind: 'gift',
        gift: {
          ...MONTHLY_GIFT,
          category_name: LONG_CAMPAIGN.name,
          amount: 1250.5,
          donor_email: 'aleksandra.kowalska-abdelrahman.long.address@subdomain.example.org',
        },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/aleksandra\.kowalska/);
  },
};
