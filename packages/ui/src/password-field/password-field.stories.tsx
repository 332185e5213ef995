import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { PasswordField, type PasswordFieldProps } from './password-field';

const TEXT = {
  en: {
    password: 'Password',
    tooShort: 'The password must have at least 8 characters.',
  },
  ar: {
    password: 'كلمة المرور',
    tooShort: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  },
  pl: {
    password: 'Hasło',
    tooShort: 'Hasło musi mieć co najmniej 8 znaków.',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

function ControlledPasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'From the input to the show/hide button'],
        ['Enter, Space', 'Shows or hides the password (`aria-pressed`)'],
      ],
      rightToLeft:
        'The show/hide button sits at the inline end of the input (left in Arabic); the password itself is always typed left to right.',
    },
  },
  render: (args) => <ControlledPasswordField {...args} />,
  args: {
    label: arg('password'),
    name: 'password',
    value: '',
    onChange: fn(),
    autoComplete: 'current-password',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToggleVisibility: Story = {
  args: { value: 'sabr-and-salah' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t().password);
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: storyUiMessage(globals, 'ui.passwordField.show') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('sabr-and-salah');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Invalid: Story = {
  args: { value: 'short', error: arg('tooShort') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(t().password);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t().tooShort);
  },
};

export const Disabled: Story = {
  args: { value: 'secret-value', disabled: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t().password)).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: storyUiMessage(globals, 'ui.passwordField.show') }),
    ).toBeDisabled();
  },
};
