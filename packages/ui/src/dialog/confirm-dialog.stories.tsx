import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { ConfirmDialog } from './confirm-dialog';

const TEXT = {
  en: {
    confirmLogout: 'Confirm Logout',
    wantLogout: 'Do you want to log out?',
    logOut: 'Log out',
    deleteAccount: 'Delete account',
    accountDeleted: 'The account of Yusuf Nowak will be deleted. This cannot be undone.',
  },
  ar: {
    confirmLogout: 'تأكيد تسجيل الخروج',
    wantLogout: 'هل تريد تسجيل الخروج؟',
    logOut: 'تسجيل الخروج',
    deleteAccount: 'حذف الحساب',
    accountDeleted: 'سيُحذف حساب يوسف نوفاك. لا يمكن التراجع عن ذلك.',
  },
  pl: {
    confirmLogout: 'Potwierdź wylogowanie',
    wantLogout: 'Czy chcesz się wylogować?',
    logOut: 'Wyloguj',
    deleteAccount: 'Usuń konto',
    accountDeleted: 'Konto Jusufa Nowaka zostanie usunięte. Tego nie można cofnąć.',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

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
    title: arg('confirmLogout'),
    message: arg('wantLogout'),
    confirmLabel: arg('logOut'),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t().confirmLogout });
    await expect(dialog).toHaveAccessibleDescription(t().wantLogout);

    await userEvent.click(body.getByRole('button', { name: t().logOut }));
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
    title: arg('deleteAccount'),
    message: arg('accountDeleted'),
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
