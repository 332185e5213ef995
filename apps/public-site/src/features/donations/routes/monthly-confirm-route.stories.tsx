import { ApiError } from '@minbar/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { giftText, MONTHLY_GIFT, never, storyApi, withPublicSite } from '../../../test/story-support';
import MonthlyConfirmRoute from './monthly-confirm-route';

const TOKEN = 'eyJnaWZ0Ijo3LCJ0byI6MTIwfQ.c2lnbmF0dXJl';

const meta = {
  title: 'Public/Donations/MonthlyRaisePage',
  component: MonthlyConfirmRoute,
  decorators: [withPublicSite],
  parameters: { layout: 'fullscreen', path: `/monthly/confirm/${TOKEN}` },
  args: { params: { token: TOKEN } },
} satisfies Meta<typeof MonthlyConfirmRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const raiseButton = (canvas: HTMLElement) => within(canvas).findByRole('button', { name: /120/ });

/** Opened from the mail: the new amount and the old, raised only when the donor presses the button. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: giftText(globals, 'monthly.raiseTitle') });
    await expect(await raiseButton(canvasElement)).toBeEnabled();
    await expect(canvas.getByText(/50/, { selector: '.donate-page__for' })).toBeVisible();
  },
};

/** While the confirmation is read. */
export const Loading: Story = {
  parameters: { api: storyApi({ monthlyRaise: () => never() }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(giftText(globals, 'monthly.raiseLoading')),
    ).toBeVisible();
  },
};

/** Confirmed: the new amount from the next payment on; the heading takes focus. */
export const Confirmed: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await raiseButton(canvasElement));
    const heading = await within(canvasElement).findByRole('heading', {
      name: giftText(globals, 'monthly.raisedTitle'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The amount changed after the mail was sent: nothing is raised, and the page says so. */
export const Stale: Story = {
  parameters: {
    api: storyApi({
      confirmMonthlyRaise: async () => {
        throw new ApiError({ kind: 'http', status: 409, detail: 'changed' });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await raiseButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'monthly.raiseStale'),
    );
  },
};

/** Opened after its day: nothing is raised; asked again on the gift's page, a new one is mailed. */
export const Expired: Story = {
  parameters: { api: storyApi({ monthlyRaise: async () => ({ kind: 'expired' }) }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', {
      name: giftText(globals, 'monthly.raiseExpiredTitle'),
    });
  },
};

/** Opened once already: the amount is the new one, so the page says it is raised. */
export const AlreadyRaised: Story = {
  parameters: {
    api: storyApi({
      monthlyRaise: async () => ({
        kind: 'raise',
        raise: {
          gift: { ...MONTHLY_GIFT, amount: 120 },
          amount: 120,
          expires_at: '2026-11-28T10:00:00.000Z',
        },
      }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { name: giftText(globals, 'monthly.raisedTitle') });
  },
};
