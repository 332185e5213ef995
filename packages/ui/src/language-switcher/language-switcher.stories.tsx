import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves through the three language buttons'],
        ['Enter, Space', 'Switches language; the current one is marked `aria-pressed`'],
      ],
      rightToLeft:
        "The buttons show the codes EN, AR and PL and follow the reading order, so EN is on the right in Arabic; screen readers hear each language's name in the page's language.",
    },
  },
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
