import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { Button } from './button';

const SAVE = { en: 'Save', ar: 'حفظ', pl: 'Zapisz' };
const VARIANTS = {
  en: ['Primary', 'Secondary', 'Delete', 'Ghost', 'Small'],
  ar: ['أساسي', 'ثانوي', 'حذف', 'شفاف', 'صغير'],
  pl: ['Główny', 'Drugorzędny', 'Usuń', 'Przezroczysty', 'Mały'],
};

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves focus to the button; a loading button stays focusable'],
        ['Enter, Space', 'Presses it; nothing happens while `loading`'],
      ],
      rightToLeft:
        'The label and spinner sit in reading order, so the spinner comes first on the right in Arabic; padding uses logical properties.',
    },
  },
  args: { children: byLanguage(SAVE), onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inStoryLanguage(SAVE) }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => {
    const [primary, secondary, danger, ghost, small] = inStoryLanguage(VARIANTS);
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button {...args} variant="primary">
          {primary}
        </Button>
        <Button {...args} variant="secondary">
          {secondary}
        </Button>
        <Button {...args} variant="danger">
          {danger}
        </Button>
        <Button {...args} variant="ghost">
          {ghost}
        </Button>
        <Button {...args} size="sm">
          {small}
        </Button>
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: inStoryLanguage(SAVE) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inStoryLanguage(SAVE) });
    await expect(button).toHaveAccessibleDescription(storyUiMessage(globals, 'ui.common.loading'));
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: byLanguage({
      en: 'Send the verification code again to the address given at sign-up',
      ar: 'أعد إرسال رمز التحقق إلى العنوان الذي سُجّل عند إنشاء الحساب',
      pl: 'Wyślij ponownie kod weryfikacyjny na adres podany przy rejestracji',
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
