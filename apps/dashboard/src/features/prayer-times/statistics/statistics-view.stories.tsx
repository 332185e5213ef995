import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMonthDays } from '../../../test/prayer-story-days';
import { toolsText, withPrayerTools } from '../../../test/prayer-tools-story';
import { withDashboard } from '../../../test/story-decorators';
import { StatisticsView } from './statistics-view';

const meta = {
  title: 'Dashboard/Prayer times/Tools/Statistics view',
  component: StatisticsView,
  decorators: [withPrayerTools, withDashboard],
  args: { days: storyMonthDays(2026, 6, [7, 8, 30]), year: 2026, month: 6 },
} satisfies Meta<typeof StatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** June with three days not entered yet: fajr is earliest near the solstice, isha latest. */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table.querySelector('caption')?.textContent).toMatch(/2026/);
    const rows = within(table).getAllByRole('row');
    // A header row and one row per prayer.
    await expect(rows).toHaveLength(6);
    const fajr = rows[1];
    await expect(fajr).toHaveTextContent(toolsText(globals, 'tools.prayer.fajr'));
    await expect(fajr).toHaveTextContent(toolsText(globals, 'tools.stats.days', { count: 27 }));
    await expect(fajr).toHaveTextContent(toolsText(globals, 'tools.stats.days', { count: 3 }));
    await expect(canvasElement.querySelectorAll('[data-missing]')).toHaveLength(5);
  },
};

export const CompleteMonth: Story = {
  args: { days: storyMonthDays(2026, 2), year: 2026, month: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="statistics-complete"]')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-missing]')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { days: [], year: 2026, month: 2 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="statistics-empty"]')).toBeVisible();
    await expect(canvas.getAllByText(toolsText(globals, 'tools.stats.noTime'))).toHaveLength(10);
    await expect(canvas.getAllByText(toolsText(globals, 'tools.stats.days', { count: 28 }))).toHaveLength(5);
  },
};
