import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { DateField, type DateFieldProps } from './date-field';

const TEXT = {
  en: {
    effectiveFrom: 'Effective from',
    enterDate: 'Enter the date.',
  },
  ar: {
    effectiveFrom: 'يسري من',
    enterDate: 'أدخل التاريخ.',
  },
  pl: {
    effectiveFrom: 'Obowiązuje od',
    enterDate: 'Wpisz datę.',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

function ControlledDateField(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateField
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
  title: 'UI/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves between the day, month and year segments'],
        ['Arrow Up, Arrow Down', 'Change the focused segment'],
        ['Arrow Left, Arrow Right', 'Move between segments in visual order'],
        ['Digits', 'Type the value; the field moves on when a segment is full'],
        ['Backspace', 'Clears the segment'],
      ],
      rightToLeft:
        "Segments follow the language's order and separators; digits stay Latin in Arabic so what is shown matches the `YYYY-MM-DD` value.",
    },
  },
  render: (args) => <ControlledDateField {...args} />,
  args: { label: arg('effectiveFrom'), value: '', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t().effectiveFrom });
    const segments = within(group).getAllByRole('spinbutton');
    // Day, month and year, in the order of the page's language (not the browser's).
    await expect(segments).toHaveLength(3);
    for (const segment of segments) await expect(segment).toHaveAttribute('data-placeholder', 'true');
  },
};

export const Filled: Story = {
  args: { value: '2025-03-09' },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: t().effectiveFrom });
    await expect(group.textContent).toMatch(/2025/);
    await expect(group.textContent).not.toMatch(ARABIC_INDIC_DIGIT);
    const types = within(group)
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('data-type'));
    // Polish and Arabic write the day first; English (US) the month.
    if (globals.locale === 'en') await expect(types).toEqual(['month', 'day', 'year']);
    else await expect(types).toEqual(['day', 'month', 'year']);
  },
};

export const KeyboardStep: Story = {
  args: { value: '2025-03-31' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: t().effectiveFrom });
    const day = within(group)
      .getAllByRole('spinbutton')
      .find((segment) => segment.getAttribute('data-type') === 'day');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-30');
  },
};

export const Invalid: Story = {
  args: { value: '', error: arg('enterDate'), required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: new RegExp(t().effectiveFrom) });
    await expect(group).toHaveAccessibleDescription(t().enterDate);
  },
};
