import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, withDashboard } from '../../../test/story-decorators';
import { SessionRestoring } from './session-restoring';

const meta = {
  title: 'Dashboard/Shell/Session restoring',
  component: SessionRestoring,
  decorators: [withDashboard],
  args: { failed: false, onRetry: fn() },
} satisfies Meta<typeof SessionRestoring>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText(globals, 'app.loading'),
    );
  },
};

export const Offline: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.network'));
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
