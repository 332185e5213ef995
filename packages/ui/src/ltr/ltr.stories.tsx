import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Ltr, ltrText } from './ltr';

const PHONE = '+48 22 000 00 00';

const meta = {
  title: 'UI/Ltr',
  component: Ltr,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['(none)', 'Not interactive']],
      rightToLeft:
        'The reason it exists: a phone number, a signed amount or a code is isolated left to right (`dir="ltr"`), so in an Arabic line it keeps its order and its sign stays in front.',
    },
  },
  args: { children: PHONE },
  // The line is Arabic whatever the story's language, so the value always sits in right-to-left text.
  render: (args) => (
    <p data-testid="line" dir="rtl" lang="ar">
      الهاتف: <Ltr {...args} />
    </p>
  ),
} satisfies Meta<typeof Ltr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box of `part` inside the text node `node`. */
function boxOf(node: Text, part: string): DOMRect {
  const start = (node.textContent ?? '').indexOf(part);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + part.length);
  return range.getBoundingClientRect();
}

/** A phone number in an Arabic line: the sign, then the groups, from left to right. */
export const PhoneNumber: Story = {
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByTestId('line').querySelector('[data-slot="ltr"]');
    await expect(value?.getAttribute('dir')).toBe('ltr');
    const text = value?.firstChild as Text;
    await expect(boxOf(text, '+').right).toBeLessThanOrEqual(boxOf(text, '48').left + 1);
    await expect(boxOf(text, '48').right).toBeLessThanOrEqual(boxOf(text, '22').left + 1);
  },
};

/** An amount taken off, its sign in front of it. */
export const SignedAmount: Story = {
  args: { children: '−10.00 PLN' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('line').querySelector('[data-slot="ltr"]')
      ?.firstChild as Text;
    await expect(boxOf(text, '−').right).toBeLessThanOrEqual(boxOf(text, '10').left + 1);
  },
};

/** The string form, for a translated message: the isolate marks keep the code in order. */
export const IsolatedString: Story = {
  render: () => (
    <p data-testid="line" dir="rtl" lang="ar">
      {`بطاقة تطلب التحقق (${ltrText('3-D Secure')})`}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('line').firstChild as Text;
    await expect(boxOf(text, '3-').right).toBeLessThanOrEqual(boxOf(text, 'D Secure').left + 1);
  },
};
