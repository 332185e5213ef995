import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyUiMessage } from '../provider/story-locale';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      modal: 'title-button',
      keyboard: [
        ['Tab, Shift+Tab', "Cycle between the dialog's buttons; focus cannot leave it"],
        ['Escape', 'Cancels and closes'],
        ['Enter, Space', 'Press the focused button'],
      ],
      rightToLeft:
        'The buttons sit at the inline end (the left in Arabic); the dialog receives `dir` again because it is portalled.',
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Confirm Logout',
    message: 'Do you want to log out?',
    confirmLabel: 'Log out',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog).toHaveAccessibleDescription('Do you want to log out?');

    await userEvent.click(body.getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(
      body.getByRole('button', { name: storyUiMessage(globals, 'ui.confirmDialog.cancel') }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete account',
    message: 'The account of Yusuf Nowak will be deleted. This cannot be undone.',
    confirmLabel: undefined,
  },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('button', {
      name: storyUiMessage(globals, 'ui.confirmDialog.confirm'),
    });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await expect(
      body.getByRole('button', { name: storyUiMessage(globals, 'ui.confirmDialog.cancel') }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
  },
};
