import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyUiMessage } from '../provider/story-locale';
import { FailureBanner } from './failure-banner';

const meta = {
  title: 'UI/FailureBanner',
  component: FailureBanner,
  args: {
    message: 'The list could not be loaded.',
    reason: 'No connection. Check the network and try again.',
  },
} satisfies Meta<typeof FailureBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list that did not load: what failed, why, and a retry. */
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The list could not be loaded.');
    await expect(alert).toHaveTextContent('No connection.');
    await userEvent.click(
      within(alert).getByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(
      within(alert).queryByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.dismiss') }),
    ).toBeNull();
  },
};

/** A change that failed and may simply be made again: dismissed, not retried. */
export const WithDismiss: Story = {
  args: { message: 'The status could not be changed.', onDismiss: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(
      within(alert).getByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(
      within(alert).queryByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.retry') }),
    ).toBeNull();
  },
};

/** No reason known and nothing to do: the message alone, with no buttons. */
export const MessageOnly: Story = {
  args: { reason: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelectorAll('p')).toHaveLength(1);
    await expect(within(alert).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Long words wrap inside the banner and the buttons go below rather than out of it. */
export const LongText: Story = {
  args: {
    message: 'The registrations of the Ramadan iftar for families and their children could not be loaded.',
    reason: 'https://example.org/a/very/long/address/without/any/spaces/that/must/still/wrap/inside',
    onRetry: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(within(alert).getAllByRole('button')).toHaveLength(2);
  },
};
