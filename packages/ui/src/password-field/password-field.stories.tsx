import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyUiMessage } from '../provider/story-locale';
import { PasswordField, type PasswordFieldProps } from './password-field';

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
  args: { label: 'Password', name: 'password', value: '', onChange: fn(), autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToggleVisibility: Story = {
  args: { value: 'sabr-and-salah' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
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
  args: { value: 'short', error: 'The password must have at least 8 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The password must have at least 8 characters.');
  },
};

export const Disabled: Story = {
  args: { value: 'secret-value', disabled: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: storyUiMessage(globals, 'ui.passwordField.show') }),
    ).toBeDisabled();
  },
};
