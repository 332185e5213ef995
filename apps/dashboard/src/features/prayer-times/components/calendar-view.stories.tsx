import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FIXED_SETTING,
  MINUTES_SETTING,
  prayerText,
  storyDay,
  storyMonth,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { CalendarView } from './calendar-view';
import { DaySummary } from './day-summary';

const meta = {
  title: 'Dashboard/PrayerTimes/CalendarView',
  component: CalendarView,
  decorators: [withPrayerStory],
  args: {
    city: 'Warsaw',
    year: 2025,
    month: 3,
    onMonthChange: fn(),
    rows: storyMonth(2025, 3, (day) => day > 25),
    settings: [MINUTES_SETTING, FIXED_SETTING],
    selectedDate: '2025-03-10',
    onSelectDate: fn(),
    summary: <DaySummary date="2025-03-10" day={storyDay('2025-03-10', 10)} iqama={MINUTES_SETTING} />,
  },
} satisfies Meta<typeof CalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HighlightedAndIqamaMarkedDays: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const day = (date: string) => canvasElement.querySelector<HTMLElement>(`[data-date="${date}"]`);
    await expect(day('2025-03-05')).toHaveAttribute('data-highlighted', 'true');
    await expect(day('2025-03-05')).toHaveAttribute('data-marked', 'true');
    await expect(day('2025-03-20')).toHaveAttribute('data-marked', 'true');
    await expect(day('2025-03-28')).not.toHaveAttribute('data-highlighted');
    await expect(day('2025-03-18')).not.toHaveAttribute('data-marked');
    await expect(day('2025-03-05')?.textContent).toContain(prayerText(globals, 'prayer.calendar.hasIqama'));
    const target = day('2025-03-18');
    if (!target) throw new Error('no day');
    await userEvent.click(target);
    await expect(args.onSelectDate).toHaveBeenCalledWith('2025-03-18');
    // The neighbouring months' days are inert.
    const outside = canvasElement.querySelector<HTMLElement>('[data-outside]');
    if (!outside) throw new Error('no outside day');
    await userEvent.click(outside);
    await expect(args.onSelectDate).toHaveBeenCalledTimes(1);
  },
};

export const MobileSummary: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, globals }) => {
    const summary = within(canvasElement).getByRole('region', {
      name: prayerText(globals, 'prayer.calendar.summary', { date: '2025-03-10' }),
    });
    await expect(summary).toBeVisible();
    await expect(summary.querySelectorAll('dd time')).toHaveLength(5);
    await expect(summary).toHaveTextContent(prayerText(globals, 'prayer.iqama.mode.minutes_after_athan'));
  },
};

/** The summary only shows where the sidebar does not fit beside the calendar: on a phone. */
export const SummaryOfAnEmptyDay: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    selectedDate: '2025-03-28',
    summary: <DaySummary date="2025-03-28" day={null} iqama={null} />,
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.sidebar.noTimes')),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.sidebar.noIqama')),
    ).toBeVisible();
  },
};
