import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, withDashboard } from '../test/story-decorators';
import { DashboardUnavailable } from './dashboard-unavailable';

const meta = {
  title: 'Dashboard/App/Dashboard unavailable',
  component: DashboardUnavailable,
  decorators: [withDashboard],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof DashboardUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's code did not arrive: the network message and a retry. */
export const NetworkFailed: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.network'));
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
