import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { storyUiMessage } from '../provider/story-locale';
import { TOAST_DURATION_MS, ToastProvider, type ToastTone, useToast } from './toast';

function ToastButtons() {
  const toast = useToast();
  const samples: Array<{ tone: ToastTone; message: string }> = [
    { tone: 'success', message: 'The role was updated.' },
    { tone: 'error', message: 'The account could not be deleted.' },
    { tone: 'info', message: 'A new code has been sent to your email.' },
  ];
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {samples.map((sample) => (
        <Button key={sample.tone} variant="secondary" onClick={() => toast.show(sample)}>
          Show {sample.tone}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  // Every state draws the page's one "Notifications" region: the docs page shows the first, whose
  // controls reach the others; each state stays a story of its own (a page with two would fail axe).
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', "Reaches a notification's close button"],
        ['Enter, Space', 'Closes it'],
        ['(hover or focus)', 'Pauses the timer while a notification is read'],
      ],
      rightToLeft: 'Notifications stack at the inline end of the screen (the left in Arabic).',
    },
  },
  args: { children: <ToastButtons /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosesAfterThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('The role was updated.');
    await expect(status).toHaveAttribute('data-tone', 'success');

    // Still shown just before the 3 s; gone shortly after.
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 500));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const ErrorIsAnAlert: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The account could not be deleted.');
  },
};

export const DismissAndPause: Story = {
  tags: ['!autodocs'],
  args: { duration: 400 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const status = await canvas.findByRole('status');

    // Hovering pauses the countdown, so the message outlives its duration.
    await userEvent.hover(status);
    await waitFor(() => expect(status).toHaveAttribute('data-paused'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.getByRole('status')).toBeInTheDocument();

    await userEvent.click(
      within(status).getByRole('button', { name: storyUiMessage(globals, 'ui.toast.dismiss') }),
    );
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  tags: ['!autodocs'],
  args: { duration: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
