import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { TimeField, type TimeFieldProps } from './time-field';

const TEXT = {
  en: {
    fajr: 'Fajr',
    order: 'Times must follow the order of the prayers',
    dhuhr: 'Dhuhr, 3 March',
  },
  ar: {
    fajr: 'الفجر',
    order: 'يجب أن تتبع الأوقات ترتيب الصلوات',
    dhuhr: 'الظهر، 3 مارس',
  },
  pl: {
    fajr: 'Fadżr',
    order: 'Godziny muszą następować w kolejności modlitw',
    dhuhr: 'Zuhr, 3 marca',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

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
  args: { label: arg('fajr'), value: '', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t().fajr });
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
    const group = within(canvasElement).getByRole('group', { name: t().fajr });
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
    const group = within(canvasElement).getByRole('group', { name: t().fajr });
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
    const group = within(canvasElement).getByRole('group', { name: t().fajr });
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
  args: { value: '04:30', error: arg('order') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t().order)).toBeVisible();
    // react-aria describes the field by its value too; the error is added to that description.
    await expect(canvas.getByRole('group', { name: t().fajr })).toHaveAccessibleDescription(
      new RegExp(`${t().order}$`),
    );
  },
};

export const HiddenLabel: Story = {
  args: { value: '12:10', hideLabel: true, label: arg('dhuhr') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: t().dhuhr })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: '12:10', disabled: true },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    for (const segment of segments) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};
