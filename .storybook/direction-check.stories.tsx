/*
 * The direction check's own tests, run with the other stories in Chromium: in right-to-left text it
 * must name a phone number, a signed amount and a code left bare, and none isolated by `dir`, <bdi>
 * or isolate marks. Hidden from the sidebar and the contact sheet: they show the check, not the product.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findUnisolatedRuns } from './direction-check';

const meta = {
  title: 'Storybook/Direction check',
  tags: ['!dev', '!autodocs', 'self-test'],
  // These stories draw broken text on purpose, with English notes in their fixtures; the check runs in
  // their play functions.
  parameters: {
    directionCheck: { disable: true },
    defaultLook: { disable: true },
    englishCheck: { disable: true },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FindsBareRuns: Story = {
  render: () => (
    <div dir="rtl" lang="ar" data-testid="fixture">
      <p>الهاتف: +48 22 000 00 00</p>
      <p>
        خصم العائلة <strong>−10 PLN</strong>
      </p>
      <ul>
        <li>بطاقة تطلب التحقق (3-D Secure)</li>
      </ul>
      <input aria-label="الهاتف" placeholder="+48 600 100 200" />
      <input aria-label="الهاتف" defaultValue="+48 511 222 333" />
      <input aria-label="الهاتف" dir="ltr" defaultValue="+48 700 800 900" />
      <p dir="ltr">Tel. +48 22 000 00 00 (a left-to-right block is not read)</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fixture = canvasElement.querySelector('[data-testid="fixture"]') as HTMLElement;
    await expect(findUnisolatedRuns(fixture)).toEqual([
      '+48 22 000 00 00',
      '−10 PLN',
      '3-D Secure)',
      '+48 600 100 200',
      '+48 511 222 333',
    ]);
  },
};

export const PassesIsolatedRuns: Story = {
  render: () => (
    <div dir="rtl" lang="ar" data-testid="fixture">
      <p>
        الهاتف: <span dir="ltr">+48 22 000 00 00</span>
      </p>
      <p>
        خصم العائلة <bdi>−10 PLN</bdi>
      </p>
      <p>{'بطاقة تطلب التحقق (\u20663-D Secure\u2069)'}</p>
      <p>المبلغ: 1,250.00 PLN، في 2026-03-20 الساعة 18:30</p>
      <p dir="rtl">
        <span dir="rtl">رقم الحجز 2048</span>
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fixture = canvasElement.querySelector('[data-testid="fixture"]') as HTMLElement;
    await expect(findUnisolatedRuns(fixture)).toEqual([]);
  },
};

/** An element of its own right-to-left direction is read on its own, so what it holds bare is found. */
export const ReadsNestedRightToLeft: Story = {
  render: () => (
    <div dir="ltr" data-testid="fixture">
      <p>An English line with +48 22 000 00 00 is not read.</p>
      <p dir="rtl">الهاتف: +48 22 000 00 00</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fixture = canvasElement.querySelector('[data-testid="fixture"]') as HTMLElement;
    await expect(findUnisolatedRuns(fixture)).toEqual(['+48 22 000 00 00']);
  },
};
