import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { value: 'pl', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const polish = canvas.getByRole('button', { name: /^PL/ });
    await expect(polish).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(canvas.getByRole('button', { name: /^AR/ }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');

    await userEvent.click(polish);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ArabicSelected: Story = {
  args: { value: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^AR/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
