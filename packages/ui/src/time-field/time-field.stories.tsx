import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField, type TimeFieldProps } from './time-field';

function ControlledTimeField(props: TimeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

const meta = {
  title: 'UI/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves between the hour and minute segments (and AM/PM)'],
        ['Arrow Up, Arrow Down', 'Change the focused segment'],
        ['Digits', 'Type the value'],
      ],
      rightToLeft:
        'Segments follow the language (24-hour in Arabic and Polish); digits stay Latin in Arabic to match the `HH:mm` value.',
    },
  },
  render: (args) => <ControlledTimeField {...args} />,
  args: { label: 'Fajr', value: '', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Fajr' });
    const segments = within(group).getAllByRole('spinbutton');
    // Hour and minute at least; a day period where the language writes one.
    await expect(segments.length).toBeGreaterThanOrEqual(2);
    const editable = segments.filter((segment) => segment.getAttribute('data-type') !== 'literal');
    for (const segment of editable) await expect(segment).toHaveAttribute('data-placeholder', 'true');
  },
};

export const Filled: Story = {
  args: { value: '16:05' },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Fajr' });
    await expect(group.textContent).toMatch(/05/);
    // Latin digits in every language, so the field matches the payload (docs/decisions/0014).
    await expect(group.textContent).not.toMatch(ARABIC_INDIC_DIGIT);
    if (globals.locale === 'pl') await expect(group.textContent).toMatch(/16/);
    else await expect(group.textContent).toMatch(/0?4/);
  },
};

export const KeyboardStep: Story = {
  args: { value: '04:30' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Fajr' });
    const minute = within(group)
      .getAllByRole('spinbutton')
      .find((segment) => segment.getAttribute('data-type') === 'minute');
    if (!minute) throw new Error('no minute segment');
    await userEvent.click(minute);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('04:31');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(minute).toHaveAttribute('data-placeholder', 'true');
  },
};

export const TypedDigits: Story = {
  args: { value: '04:30' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Fajr' });
    const minute = within(group)
      .getAllByRole('spinbutton')
      .find((segment) => segment.getAttribute('data-type') === 'minute');
    if (!minute) throw new Error('no minute segment');
    await userEvent.click(minute);
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith('04:45');
  },
};

export const Invalid: Story = {
  args: { value: '04:30', error: 'Times must follow the order of the prayers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times must follow the order of the prayers')).toBeVisible();
    // react-aria describes the field by its value too; the error is added to that description.
    await expect(canvas.getByRole('group', { name: 'Fajr' })).toHaveAccessibleDescription(
      /Times must follow the order of the prayers$/,
    );
  },
};

export const HiddenLabel: Story = {
  args: { value: '12:10', hideLabel: true, label: 'Dhuhr, 3 March' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Dhuhr, 3 March' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: '12:10', disabled: true },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    for (const segment of segments) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};
