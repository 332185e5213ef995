import { ApiError } from '@minbar/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { giftText, siteText, storyApi, withPublicSite } from '../../../test/story-support';
import MonthlyRequestRoute from './monthly-request-route';

const meta = {
  title: 'Public/Donations/MonthlyLinkRequestPage',
  component: MonthlyRequestRoute,
  decorators: [withPublicSite],
  parameters: { layout: 'fullscreen', path: '/monthly' },
} satisfies Meta<typeof MonthlyRequestRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
async function ask(canvas: HTMLElement, globals: Globals, email: string) {
  const box = await within(canvas).findByRole('textbox', { name: giftText(globals, 'monthly.requestEmail') });
  if (email) await userEvent.type(box, email);
  await userEvent.click(
    within(canvas).getByRole('button', { name: giftText(globals, 'monthly.requestSubmit') }),
  );
  return box;
}

/** The form: the address the receipts go to. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: giftText(globals, 'monthly.requestTitle') });
    await expect(
      canvas.getByRole('textbox', { name: giftText(globals, 'monthly.requestEmail') }),
    ).toHaveValue('');
  },
};

/** Asked: the same words whatever the address, so nobody learns here who gives monthly. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    await ask(canvasElement, globals, 'anna@example.org');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      giftText(globals, 'monthly.requestSent', { email: 'anna@example.org' }),
    );
  },
};

/** An address that is not one: said at the field, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    await ask(canvasElement, globals, 'anna@');
    await expect(
      await within(canvasElement).findByText(siteText(globals, 'payment.emailInvalid')),
    ).toBeVisible();
  },
};

/** No connection: said, and the address typed stays. */
export const Offline: Story = {
  parameters: {
    api: storyApi({
      requestMonthlyLink: async () => {
        throw new ApiError({ kind: 'network' });
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const box = await ask(canvasElement, globals, 'anna@example.org');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        giftText(globals, 'monthly.requestOffline'),
      ),
    );
    await expect(box).toHaveValue('anna@example.org');
  },
};
