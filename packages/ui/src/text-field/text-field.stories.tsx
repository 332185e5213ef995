import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { TextField, type TextFieldProps } from './text-field';

const TEXT = {
  en: {
    emailOrPhone: 'Email or phone',
    sendCode: 'We send the verification code to this address.',
    invalidEmail: 'Enter a valid email address.',
    longLabel: 'Email address or phone number used when the account was first registered at the centre',
    alreadyRegistered: 'This email address is already registered. Sign in or reset your password instead.',
    phone: 'Phone',
  },
  ar: {
    emailOrPhone: 'البريد الإلكتروني أو الهاتف',
    sendCode: 'نرسل رمز التحقق إلى هذا العنوان.',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    longLabel: 'البريد الإلكتروني أو رقم الهاتف المستخدم عند تسجيل الحساب لأول مرة في المركز',
    alreadyRegistered: 'هذا البريد الإلكتروني مسجّل من قبل. سجّل الدخول أو أعد تعيين كلمة المرور.',
    phone: 'الهاتف',
  },
  pl: {
    emailOrPhone: 'E-mail lub telefon',
    sendCode: 'Wyślemy kod weryfikacyjny na ten adres.',
    invalidEmail: 'Wpisz poprawny adres e-mail.',
    longLabel:
      'Adres e-mail lub numer telefonu podany przy pierwszej rejestracji konta w Centrum Kultury Muzułmańskiej',
    alreadyRegistered: 'Ten adres e-mail jest już zarejestrowany. Zaloguj się albo ustaw hasło ponownie.',
    phone: 'Telefon',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

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
    label: arg('emailOrPhone'),
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
    const input = within(canvasElement).getByLabelText(t().emailOrPhone);
    await userEvent.type(input, 'imam@example.org');
    await expect(input).toHaveValue('imam@example.org');
    await expect(args.onChange).toHaveBeenLastCalledWith('imam@example.org');
  },
};

export const WithDescription: Story = {
  args: { description: arg('sendCode') },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(t().emailOrPhone);
    await expect(input).toHaveAccessibleDescription(t().sendCode);
  },
};

export const Invalid: Story = {
  args: { value: 'not-an-email', error: arg('invalidEmail'), required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t().invalidEmail);
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
    label: arg('longLabel'),
    value: 'a.very.long.address.for.the.community.education.centre@example.org',
    error: arg('alreadyRegistered'),
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
  args: { label: arg('phone'), name: 'phone', type: 'tel', autoComplete: 'tel', value: '+48 22 000 00 00' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(t().phone);
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).direction).toBe('ltr');
  },
};
