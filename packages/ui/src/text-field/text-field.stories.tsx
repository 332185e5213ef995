import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './text-field';

function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
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
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['Tab', 'Focuses the input, then its end adornment if any']],
      rightToLeft:
        'Label, required marker and message follow the reading order; an end adornment sits at the inline end. Email, phone and web addresses, and numbers, are typed left to right (aligned with the form).',
    },
  },
  render: (args) => <ControlledTextField {...args} />,
  args: {
    label: 'Email or phone',
    name: 'email',
    value: '',
    onChange: fn(),
    type: 'email',
    autoComplete: 'email',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email or phone');
    await userEvent.type(input, 'imam@example.org');
    await expect(input).toHaveValue('imam@example.org');
    await expect(args.onChange).toHaveBeenLastCalledWith('imam@example.org');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the verification code to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email or phone');
    await expect(input).toHaveAccessibleDescription('We send the verification code to this address.');
  },
};

export const Invalid: Story = {
  args: { value: 'not-an-email', error: 'Enter a valid email address.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { value: 'imam@example.org', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Email address or phone number used when the account was first registered at the centre',
    value: 'a.very.long.address.for.the.community.education.centre@example.org',
    error: 'This email address is already registered. Sign in or reset your password instead.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** A phone number: typed left to right in every language, so in Arabic it keeps its '+' in front. */
export const PhoneNumber: Story = {
  args: { label: 'Phone', name: 'phone', type: 'tel', autoComplete: 'tel', value: '+48 22 000 00 00' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};
