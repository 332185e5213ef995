import { ApiError } from '@minbar/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  giftText,
  LONG_CAMPAIGN,
  MONTHLY_GIFT,
  never,
  PAUSED_MONTHLY_GIFT,
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

/** A lower amount saved: said in a status line, from the next payment on. */
export const AmountSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = await amountField(canvas, globals);
    await userEvent.clear(field);
    await userEvent.type(field, '35');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.save') }));
    await waitFor(() => expect(canvasElement.querySelector('.monthly-page__status')).toHaveTextContent(/35/));
  },
};

/**
 * A higher amount is never made through the link: the button says a confirmation is mailed, and the
 * status line says nothing changed until the donor opens it from their mailbox.
 */
export const RaiseConfirmationSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = await amountField(canvas, globals);
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    await expect(canvas.queryByRole('button', { name: giftText(globals, 'monthly.save') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.askRaise') }));
    const status = canvasElement.querySelector('.monthly-page__status');
    await waitFor(() => expect(status).toHaveTextContent(/anna@example\.org/));
    await expect(status).toHaveTextContent(/120/);
    // The gift still gives the old amount.
    await expect(canvas.getByText(/\b50\b/, { selector: '.donate-page__for' })).toBeVisible();
  },
};

/** A paused gift: nothing is taken, no next payment, and Resume instead of Pause. */
export const Paused: Story = {
  parameters: { api: storyApi({ monthlyGift: async () => ({ kind: 'gift', gift: PAUSED_MONTHLY_GIFT }) }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: giftText(globals, 'monthly.pausedTitle') });
    await expect(canvas.getByRole('note')).toHaveTextContent(giftText(globals, 'monthly.pausedText'));
    await expect(canvas.getByRole('button', { name: giftText(globals, 'monthly.resume') })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: giftText(globals, 'monthly.pause') })).toBeNull();
  },
};

/** Paused from the page: the heading says so and takes focus; the status line says until when. */
export const PausedNow: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.pause') }));
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: giftText(globals, 'monthly.pausedTitle'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvasElement.querySelector('.monthly-page__status')).toHaveTextContent(
      giftText(globals, 'monthly.pausedNow'),
    );
  },
};

/** Stopped meanwhile (by the centre): a pause changes nothing, and the page says why. */
export const PauseRefused: Story = {
  parameters: {
    api: storyApi({
      pauseMonthlyGift: async () => {
        throw new ApiError({ kind: 'http', status: 409, detail: 'stopped' });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.pause') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(giftText(globals, 'monthly.notOpen'));
  },
};

/** Revoking asks once more, saying the gift goes on and where a new link can be sent. */
export const RevokeAsked: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.revoke') }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5_000 });
    await expect(dialog).toHaveTextContent(giftText(globals, 'monthly.revokeTitle'));
    await expect(dialog).toHaveTextContent('anna@example.org');
  },
};

/** Revoked from the page: this link opens nothing more, and a new one is offered by address. */
export const Revoked: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: giftText(globals, 'monthly.revoke') }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, { timeout: 5_000 });
    await userEvent.click(
      within(dialog).getByRole('button', { name: giftText(globals, 'monthly.revokeConfirm') }),
    );
    const heading = await canvas.findByRole('heading', { name: giftText(globals, 'monthly.revokedTitle') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: giftText(globals, 'monthly.requestEmail') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: giftText(globals, 'monthly.stop') })).toBeNull();
  },
};

/** A link revoked earlier (by the donor or the centre): said so, with a new one offered by address. */
export const RevokedLink: Story = {
  parameters: { api: storyApi({ monthlyGift: async () => ({ kind: 'revoked' }) }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: giftText(globals, 'monthly.revokedTitle') });
    await expect(
      canvas.getByRole('button', { name: giftText(globals, 'monthly.requestSubmit') }),
    ).toBeEnabled();
  },
};

/** A new link asked for: the same words whatever the address, so nobody learns who gives. */
export const NewLinkRequested: Story = {
  parameters: RevokedLink.parameters,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: giftText(globals, 'monthly.requestEmail') }),
      'anna@example.org',
    );
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.requestSubmit') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      giftText(globals, 'monthly.requestSent', { email: 'anna@example.org' }),
    );
  },
};

/** Too many requests for a new link: said, and the address typed stays. */
export const NewLinkTooMany: Story = {
  parameters: {
    api: storyApi({
      monthlyGift: async () => ({ kind: 'expired' }),
      requestMonthlyLink: async () => {
        throw new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 600 });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: giftText(globals, 'monthly.requestEmail') });
    await userEvent.type(email, 'anna@example.org');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.requestSubmit') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(giftText(globals, 'monthly.requestTooMany')),
    );
    await expect(email).toHaveValue('anna@example.org');
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
    await userEvent.type(field, '40');
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'monthly.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(giftText(globals, 'monthly.offline'));
    await expect(field).toHaveValue('40');
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
