import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { CalendarGrid, type CalendarGridProps } from './calendar-grid';

function ControlledGrid(props: CalendarGridProps) {
  const [selected, setSelected] = useState(props.selectedDate ?? null);
  return (
    <CalendarGrid
      {...props}
      selectedDate={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect(date);
      }}
    />
  );
}

const ENTERED = new Set(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-10', '2025-03-31']);
const IQAMA = new Set(['2025-03-02', '2025-03-03']);

/** What the grid says of a day, and its name, in each language. */
const TEXT = {
  en: { label: 'Prayer times', entered: 'times entered', iqama: 'iqama set', separator: ', ' },
  ar: { label: 'مواقيت الصلاة', entered: 'الأوقات مُدخلة', iqama: 'الإقامة محددة', separator: '، ' },
  pl: { label: 'Godziny modlitw', entered: 'godziny wpisane', iqama: 'ikama ustalona', separator: ', ' },
};
const t = () => inStoryLanguage(TEXT);

const meta = {
  title: 'UI/CalendarGrid',
  component: CalendarGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Enters the month on its one focusable day'],
        ['Arrow Left, Arrow Right', 'Move a day, in reading order'],
        ['Arrow Up, Arrow Down', 'Move a week'],
        ['Home, End', 'First or last day of the week'],
        ['Enter, Space', 'Selects the focused day'],
      ],
      rightToLeft:
        'The grid mirrors in Arabic: the week runs from the right, and ArrowLeft moves to the next day. Days of the neighbouring months are drawn for shape only.',
    },
  },
  render: (args) => <ControlledGrid {...args} />,
  args: {
    year: 2025,
    month: 3,
    selectedDate: '2025-03-10',
    onSelect: fn(),
    label: byLanguage({ en: TEXT.en.label, ar: TEXT.ar.label, pl: TEXT.pl.label }),
    // Asked for at render time, so in the story's language.
    dayState: (date: string) => ({
      highlighted: ENTERED.has(date),
      marked: IQAMA.has(date),
      description: [ENTERED.has(date) ? t().entered : '', IQAMA.has(date) ? t().iqama : '']
        .filter(Boolean)
        .join(t().separator),
    }),
  },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SundayFirstMonth: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    // March 2025 starts on a Saturday: six Sunday-first weeks, 31 selectable days, the rest inert.
    await expect(within(grid).getAllByRole('row')).toHaveLength(7);
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(31);
    await expect(canvasElement.querySelectorAll('[data-outside]')).toHaveLength(11);
    const first = canvasElement.querySelector('[data-date="2025-03-01"]');
    await expect(first?.closest('tr')?.lastElementChild).toBe(first);
  },
};

export const HighlightedAndMarked: Story = {
  play: async ({ canvasElement }) => {
    const marked = canvasElement.querySelector('[data-date="2025-03-02"]');
    await expect(marked).toHaveAttribute('data-highlighted', 'true');
    await expect(marked).toHaveAttribute('data-marked', 'true');
    await expect(marked?.textContent).toContain(`${t().entered}${t().separator}${t().iqama}`);
    await expect(canvasElement.querySelector('[data-date="2025-03-04"]')).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};

export const ClickSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const day = canvasElement.querySelector<HTMLElement>('[data-date="2025-03-03"]');
    if (!day) throw new Error('no day');
    await userEvent.click(day);
    await expect(args.onSelect).toHaveBeenCalledWith('2025-03-03');
    await expect(day).toHaveAttribute('aria-selected', 'true');
    const outside = canvasElement.querySelector<HTMLElement>('[data-outside]');
    if (!outside) throw new Error('no outside day');
    await userEvent.click(outside);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const selected = canvasElement.querySelector<HTMLElement>('[data-date="2025-03-10"]');
    if (!selected) throw new Error('no selected day');
    await expect(selected).toHaveAttribute('tabindex', '0');
    selected.focus();
    // The next day is to the right in English and to the left in Arabic.
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvasElement.querySelector('[data-date="2025-03-11"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvasElement.querySelector('[data-date="2025-03-18"]')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2025-03-18');
    // Moving past the month's end stays on its last day: outside days are never focused.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvasElement.querySelector('[data-date="2025-03-31"]')).toHaveFocus();
  },
};

/**
 * On a phone each column is about 50 px: Arabic's short weekday names are whole words and ran into
 * each other, so the header takes the narrow form there (the full name stays in the header's abbr).
 */
export const OnAPhone: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const headers = within(canvasElement).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    for (const header of headers) {
      // The name shown takes at most half its column, so neighbours stay well apart (Arabic's short
      // names took up to three quarters); the long name stays in the abbr for assistive technology.
      const shown = [...header.querySelectorAll('span')].filter(
        (span) => getComputedStyle(span).display !== 'none',
      );
      await expect(shown).toHaveLength(1);
      const cell = header.getBoundingClientRect();
      const text = (shown[0] as HTMLElement).getBoundingClientRect();
      await expect(text.width).toBeLessThanOrEqual(cell.width / 2);
      await expect(header.getAttribute('abbr')?.length ?? 0).toBeGreaterThan(0);
    }
  },
};
