import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { TOAST_DURATION_MS, ToastProvider, type ToastTone, useToast } from './toast';

const TEXT = {
  en: {
    roleUpdated: 'The role was updated.',
    notDeleted: 'The account could not be deleted.',
    codeSent: 'A new code has been sent to your email.',
    showSuccess: 'Show success',
    showError: 'Show error',
    showInfo: 'Show info',
  },
  ar: {
    roleUpdated: 'تم تحديث الدور.',
    notDeleted: 'تعذّر حذف الحساب.',
    codeSent: 'أُرسل رمز جديد إلى بريدك الإلكتروني.',
    showSuccess: 'إظهار رسالة نجاح',
    showError: 'إظهار رسالة خطأ',
    showInfo: 'إظهار رسالة معلومات',
  },
  pl: {
    roleUpdated: 'Rola została zmieniona.',
    notDeleted: 'Nie udało się usunąć konta.',
    codeSent: 'Nowy kod został wysłany na Twój adres e-mail.',
    showSuccess: 'Pokaż powodzenie',
    showError: 'Pokaż błąd',
    showInfo: 'Pokaż informację',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);

/** Each button's label, by the tone of the notification it shows. */
const SHOW: Record<ToastTone, () => string> = {
  success: () => t().showSuccess,
  error: () => t().showError,
  info: () => t().showInfo,
};

function ToastButtons() {
  const toast = useToast();
  const samples: Array<{ tone: ToastTone; message: string }> = [
    { tone: 'success', message: t().roleUpdated },
    { tone: 'error', message: t().notDeleted },
    { tone: 'info', message: t().codeSent },
  ];
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {samples.map((sample) => (
        <Button key={sample.tone} variant="secondary" onClick={() => toast.show(sample)}>
          {SHOW[sample.tone]()}
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
    await userEvent.click(canvas.getByRole('button', { name: t().showSuccess }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(t().roleUpdated);
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
    await userEvent.click(canvas.getByRole('button', { name: t().showError }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t().notDeleted);
  },
};

export const DismissAndPause: Story = {
  tags: ['!autodocs'],
  args: { duration: 400 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t().showInfo }));
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
    await userEvent.click(canvas.getByRole('button', { name: t().showSuccess }));
    await userEvent.click(canvas.getByRole('button', { name: t().showInfo }));
    await userEvent.click(canvas.getByRole('button', { name: t().showError }));
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
