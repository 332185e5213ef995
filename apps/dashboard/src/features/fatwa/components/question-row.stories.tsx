import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ASKER,
  fatwaDecorators,
  fatwaText,
  SAMPLE_RESPONSE,
  STORY_NOW,
  sampleQuestion,
} from '../../../test/fatwa-story-support';
import { wordsIn } from '../../../test/story-content';
import { QuestionRow } from './question-row';

const meta = {
  title: 'Dashboard/Fatwa/QuestionRow',
  component: QuestionRow,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '22rem', blockSize: '6.5rem' }}>
        <Story />
      </div>
    ),
    ...fatwaDecorators,
  ],
  args: {
    question: sampleQuestion(),
    badge: 'unanswered',
    selected: false,
    now: STORY_NOW,
    onSelect: fn(),
  },
} satisfies Meta<typeof QuestionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const row = within(canvasElement).getByRole('button');
    await expect(row).toHaveTextContent(wordsIn(globals, ASKER));
    await expect(row.querySelector('.fatwa-row__text')).toHaveAttribute('lang', storyLocale(globals));
    await expect(row).toHaveTextContent('14:05');
    await expect(row).toHaveAccessibleName(
      expect.stringContaining(fatwaText(globals, 'fatwa.badge.unanswered')),
    );
    await expect(row.querySelector('[data-badge="unanswered"]')).toHaveTextContent(/^1/);
    await userEvent.click(row);
    await expect(args.onSelect).toHaveBeenCalledWith(args.question);
  },
};

export const Answered: Story = {
  args: { question: sampleQuestion({ responses: [SAMPLE_RESPONSE] }), badge: null, selected: true },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button');
    await expect(row.querySelector('.fatwa-row__badge')).toBeNull();
    await expect(row).toHaveAttribute('aria-current', 'true');
  },
};

export const Canceled: Story = {
  args: { question: sampleQuestion({ is_active: false }), badge: 'canceled' },
  play: async ({ canvasElement, globals }) => {
    const row = within(canvasElement).getByRole('button');
    await expect(row).toHaveAttribute('data-badge', 'canceled');
    await expect(row.querySelector('[data-badge="canceled"]')).toHaveTextContent(/^C/);
    await expect(row).toHaveAccessibleName(
      expect.stringContaining(fatwaText(globals, 'fatwa.badge.canceled')),
    );
  },
};

export const Anonymous: Story = {
  args: { question: sampleQuestion({ username: null, is_anonymous: true }) },
  play: async ({ canvasElement, globals }) => {
    const name = fatwaText(globals, 'fatwa.asker.anonymous');
    const row = within(canvasElement).getByRole('button');
    await expect(row).toHaveTextContent(name);
    await expect(row.querySelector('.fatwa-avatar')).toHaveTextContent(Array.from(name)[0] ?? '');
  },
};

export const UnknownUser: Story = {
  args: { question: sampleQuestion({ username: null, is_anonymous: false }), badge: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      fatwaText(globals, 'fatwa.asker.unknown'),
    );
  },
};

export const LongArabicText: Story = {
  args: {
    question: sampleQuestion({
      username: 'عبد الرحمن بن عبد الله الهاشمي',
      language: 'ar',
      created_at: '2026-10-02T07:45:00Z',
      question:
        'السلام عليكم، أعمل في شركة تعطي الموظفين مكافأة سنوية تُودَع في حساب ادخار بفائدة، ولا أستطيع سحبها قبل التقاعد. هل تجب عليّ الزكاة في هذا المال كل سنة، أم عند قبضه فقط؟ وماذا أفعل بالفوائد التي تُضاف إليه؟',
    }),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button');
    const text = row.querySelector('.fatwa-row__text');
    await expect(text).toHaveAttribute('dir', 'auto');
    // Two lines at most: the row keeps the fixed height the virtual list counts on.
    await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(104);
    await expect(row).toHaveTextContent('07:45');
    await expect(row.querySelector('.fatwa-row__asker')).toHaveAttribute(
      'title',
      'عبد الرحمن بن عبد الله الهاشمي',
    );
    // Cut on purpose, so the contact sheet lists it apart with its tooltip, not as a flag.
    await expect(row.querySelector('.fatwa-row__asker')).toHaveAttribute('data-cut-by-design', 'long-name');
  },
};

/**
 * A question asked in English reaches the Arabic (or Polish) desk as written: its text is marked
 * English, so it reads left to right and a screen reader speaks it in English, in any desk.
 */
export const AskedInEnglish: Story = {
  args: {
    question: sampleQuestion({
      username: 'Sarah Thompson',
      language: 'en',
      question: 'Can I pray in the train if there is no quiet place at the station? My shift ends at 21:40.',
    }),
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('button').querySelector('.fatwa-row__text');
    await expect(text).toHaveAttribute('lang', 'en');
    await expect(text).toHaveAttribute('dir', 'auto');
  },
};
