import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function ControlledTextArea(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextAreaField
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
  title: 'UI/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Focuses the text area'],
        ['Enter', 'Adds a line'],
      ],
      rightToLeft:
        "With `lang`, the text area takes that language's direction (right to left for Arabic) whatever the page's, for a field that expects text in one language; without it, the page's.",
    },
  },
  render: (args) => <ControlledTextArea {...args} />,
  args: { label: 'Response', name: 'response_en', value: '', onChange: fn(), required: true },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Response' });
    await userEvent.type(field, 'Yes, it is allowed.{enter}Second line.');
    await expect(field).toHaveValue('Yes, it is allowed.\nSecond line.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Yes, it is allowed.\nSecond line.');
    await expect(field).toBeRequired();
  },
};

/** A hint under the label, read with the field before any error. */
export const WithDescription: Story = {
  args: { description: 'Kept with the gift for the accounts.', error: 'Say why.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Response' });
    await expect(field).toHaveAccessibleDescription('Kept with the gift for the accounts. Say why.');
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Response' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This field is required.');
  },
};

/** Arabic text typed in a left-to-right page still runs right to left. */
export const ArabicText: Story = {
  args: { label: 'Response (Arabic)', lang: 'ar', value: 'نعم، يجوز للمسافر الجمع بين الصلاتين.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Response (Arabic)' });
    await expect(field).toHaveAttribute('dir', 'rtl');
    await expect(field).toHaveAttribute('lang', 'ar');
  },
};

export const Disabled: Story = {
  args: { value: 'Sending…', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
