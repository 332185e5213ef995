import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMonthDays } from '../../../test/prayer-story-days';
import { toolsText, withPrayerTools } from '../../../test/prayer-tools-story';
import { withDashboard } from '../../../test/story-decorators';
import { ChartView } from './chart-view';

const meta = {
  title: 'Dashboard/Prayer times/Tools/Chart view',
  component: ChartView,
  decorators: [withPrayerTools, withDashboard],
  args: { days: storyMonthDays(2026, 6, [7, 8]), locale: 'en' },
  // The component takes the locale as a prop; the toolbar's language is passed on here.
  render: (args, { globals }) => <ChartView {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof ChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** June with two days not entered: the lines break there. */
export const Populated: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('img');
    await waitFor(() => expect(figure.querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
    await expect(figure).toHaveAccessibleName(/2026/);
    const legend = canvas.getByRole('list', { name: toolsText(globals, 'tools.chart.legend') });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(canvas.getByText(toolsText(globals, 'tools.chart.showTable')));
    const table = canvas.getByRole('table');
    await expect(table).toBeVisible();
    // A header row and the 28 entered days.
    await expect(within(table).getAllByRole('row')).toHaveLength(29);
  },
};

export const WinterMonth: Story = {
  args: { days: storyMonthDays(2026, 12) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(toolsText(globals, 'tools.chart.empty'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
