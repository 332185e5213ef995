import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { StatCard } from './stat-card';

const TEXT = {
  en: {
    administrators: 'Administrators',
    parents: 'Parents',
    imams: 'Imams',
    teachers: 'Teachers of the weekend Quran and Arabic language school',
    noData: 'No data',
  },
  ar: {
    administrators: 'المشرفون',
    parents: 'أولياء الأمور',
    imams: 'الأئمة',
    teachers: 'معلمو مدرسة نهاية الأسبوع لتحفيظ القرآن واللغة العربية',
    noData: 'لا توجد بيانات',
  },
  pl: {
    administrators: 'Administratorzy',
    parents: 'Rodzice',
    imams: 'Imamowie',
    teachers: 'Nauczyciele weekendowej szkoły Koranu i języka arabskiego',
    noData: 'Brak danych',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['(none)', 'Not interactive']],
      rightToLeft: 'The icon sits at the inline start; numbers keep Latin digits.',
    },
  },
  args: { label: arg('administrators'), value: 3 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t().administrators)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="value"]')).toHaveTextContent('3');
  },
};

export const LargeNumberKeepsLatinDigits: Story = {
  args: { label: arg('parents'), value: 12345 },
  play: async ({ canvasElement }) => {
    // Grouping follows the locale, digits stay Latin (docs/decisions/0014).
    await expect(canvasElement.querySelector('[data-slot="value"]')?.textContent).toMatch(/^12\D?345$/);
  },
};

export const WithIcon: Story = {
  args: {
    label: arg('imams'),
    value: 2,
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4 4-7 8-7s8 3 8 7" fill="currentColor" />
      </svg>
    ),
  },
};

export const LongText: Story = {
  args: { label: arg('teachers'), value: arg('noData') },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};
