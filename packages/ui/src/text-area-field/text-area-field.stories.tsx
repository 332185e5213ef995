import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

const TEXT = {
  en: {
    response: 'Response',
    keptWithGift: 'Kept with the gift for the accounts.',
    sayWhy: 'Say why.',
    keptAndWhy: 'Kept with the gift for the accounts. Say why.',
    required: 'This field is required.',
    responseArabic: 'Response (Arabic)',
    sending: 'Sending…',
    typed: 'Yes, it is allowed.{enter}Second line.',
    typedValue: 'Yes, it is allowed.\nSecond line.',
  },
  ar: {
    response: 'الجواب',
    keptWithGift: 'يُحفظ مع التبرع لأغراض المحاسبة.',
    sayWhy: 'اذكر السبب.',
    keptAndWhy: 'يُحفظ مع التبرع لأغراض المحاسبة. اذكر السبب.',
    required: 'هذا الحقل مطلوب.',
    responseArabic: 'الجواب (بالعربية)',
    sending: 'جارٍ الإرسال…',
    typed: 'نعم، يجوز ذلك.{enter}السطر الثاني.',
    typedValue: 'نعم، يجوز ذلك.\nالسطر الثاني.',
  },
  pl: {
    response: 'Odpowiedź',
    keptWithGift: 'Zapisywane przy darowiźnie na potrzeby księgowości.',
    sayWhy: 'Podaj powód.',
    keptAndWhy: 'Zapisywane przy darowiźnie na potrzeby księgowości. Podaj powód.',
    required: 'To pole jest wymagane.',
    responseArabic: 'Odpowiedź (po arabsku)',
    sending: 'Wysyłanie…',
    typed: 'Tak, jest to dozwolone.{enter}Drugi wiersz.',
    typedValue: 'Tak, jest to dozwolone.\nDrugi wiersz.',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

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
  args: { label: arg('response'), name: 'response_en', value: '', onChange: fn(), required: true },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: t().response });
    await userEvent.type(field, t().typed);
    await expect(field).toHaveValue(t().typedValue);
    await expect(args.onChange).toHaveBeenLastCalledWith(t().typedValue);
    await expect(field).toBeRequired();
  },
};

/** A hint under the label, read with the field before any error. */
export const WithDescription: Story = {
  args: { description: arg('keptWithGift'), error: arg('sayWhy') },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: t().response });
    await expect(field).toHaveAccessibleDescription(t().keptAndWhy);
  },
};

export const Invalid: Story = {
  args: { error: arg('required') },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: t().response });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t().required);
  },
};

/** Arabic text typed in a left-to-right page still runs right to left. */
export const ArabicText: Story = {
  args: { label: arg('responseArabic'), lang: 'ar', value: 'نعم، يجوز للمسافر الجمع بين الصلاتين.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: t().responseArabic });
    await expect(field).toHaveAttribute('dir', 'rtl');
    await expect(field).toHaveAttribute('lang', 'ar');
  },
};

export const Disabled: Story = {
  args: { value: arg('sending'), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
