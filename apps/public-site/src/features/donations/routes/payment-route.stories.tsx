import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CAMPAIGN, never, siteText, storyApi, withPublicSite } from '../../../test/story-support';
import PaymentRoute from './payment-route';

/** The payment page as /donate opens it: the category and amount in the history entry's state. */
const handedOver = () => {
  // A copy: the history entry's state is cloned, and the fixture follows the story's language.
  window.history.replaceState({ category: { ...CAMPAIGN }, locale: 'en', amount: 25 }, '');
  return () => window.history.replaceState(null, '');
};

const meta = {
  title: 'Public/Donations/PaymentPage',
  component: PaymentRoute,
  decorators: [withPublicSite],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  beforeEach: handedOver,
} satisfies Meta<typeof PaymentRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the server says which provider takes the card. */
export const ConfigLoading: Story = {
  parameters: { api: storyApi({ paymentConfig: never }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      siteText(globals, 'payment.loading'),
    );
  },
};

/** The payment settings could not be loaded: the message and Try again. */
export const ConfigError: Story = {
  parameters: {
    api: storyApi({
      paymentConfig: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(siteText(globals, 'payment.configFailed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** The test provider's form once the settings arrived. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: siteText(globals, 'payment.card') }),
    ).toBeVisible();
  },
};

/** Visited directly, without a category and amount: the way home. */
export const VisitedDirectly: Story = {
  beforeEach: () => {
    window.history.replaceState(null, '');
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: siteText(globals, 'common.backHome') }),
    ).toHaveAttribute('href', '/');
  },
};
