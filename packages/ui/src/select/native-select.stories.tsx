import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inStoryLanguage } from '../provider/story-content';
import { NativeSelect } from './native-select';

const MONTHS = {
  en: ['January', 'February', 'March'],
  ar: ['يناير', 'فبراير', 'مارس'],
  pl: ['Styczeń', 'Luty', 'Marzec'],
};
const MONTH = { en: 'Month', ar: 'الشهر', pl: 'Miesiąc' };
const CHOOSE = { en: 'Choose a month', ar: 'اختر شهرًا', pl: 'Wybierz miesiąc' };

function MonthField({ invalid = false, onPick }: { invalid?: boolean; onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id}>{inStoryLanguage(MONTH)}</label>
      <NativeSelect
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          onPick(event.target.value);
        }}
      >
        <option value="" disabled>
          {inStoryLanguage(CHOOSE)}
        </option>
        {inStoryLanguage(MONTHS).map((month, index) => (
          <option key={month} value={String(index + 1)}>
            {month}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const meta = {
  title: 'UI/NativeSelect',
  component: MonthField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Focuses the select'],
        ['Arrow keys, letters', "Choose an option (the browser's own list)"],
      ],
      rightToLeft: 'The browser mirrors the native select in Arabic; its arrow sits at the inline end.',
      description: {
        component:
          "NativeSelect: the browser's own single-choice `<select>`, drawn like Select's trigger (border, radius, chevron, focus ring), for fields that need what only it has: a placeholder option that cannot be chosen again, validation through `aria-invalid`, and the phone's native picker. It takes every attribute of `<select>` except `multiple` and `size`; label it from outside. The stories show it as a month field.",
      },
    },
  },
  args: { onPick: fn() },
} satisfies Meta<typeof MonthField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on its placeholder, which cannot be chosen again; drawn like the Select trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: inStoryLanguage(MONTH) });
    await expect(select).toHaveValue('');
    await expect(select).toHaveClass('ui-select__trigger');
    await userEvent.selectOptions(select, '2');
    await expect(args.onPick).toHaveBeenCalledWith('2');
    await expect(select).toHaveValue('2');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: inStoryLanguage(MONTH) });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};
