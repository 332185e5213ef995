import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  donationsText,
  historyControls,
  STORY_ACTIVE,
  STORY_GROUPS,
  STORY_MONTHLY,
  storyHistoryPage,
} from '../../../test/donations-story-support';
import { storyText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { CategoryTableView } from './category-table-view';
import { ChartView } from './chart-view';
import { DonationsScreen, NISAB_SETTINGS_HREF } from './donations-screen';

const campaigns = (
  <CategoryTableView
    groups={STORY_GROUPS}
    onRetry={fn()}
    tab="customized"
    onTabChange={fn()}
    page={1}
    onPageChange={fn()}
    onEdit={fn()}
    onUpdates={fn()}
    onMonthly={fn()}
    deleteMode={false}
    onDeleteModeChange={fn()}
    selectedIds={[]}
    onSelectedIdsChange={fn()}
    deleteConfirmOpen={false}
    onDeleteRequest={fn()}
    onDeleteCancel={fn()}
    onDeleteConfirm={fn()}
    toggleTarget={null}
    onToggleRequest={fn()}
    onToggleCancel={fn()}
    onToggleConfirm={fn()}
  />
);

const gifts = (
  <ChartView
    history={{
      data: storyHistoryPage(1),
      onRetry: fn(),
      page: 1,
      totalPages: 6,
      onPageChange: fn(),
      ...historyControls(),
    }}
    active={{ data: STORY_ACTIVE, onRetry: fn(), page: 1, onPageChange: fn() }}
    monthly={{ data: STORY_MONTHLY, onRetry: fn() }}
  />
);

const meta = {
  title: 'Dashboard/Donations/Screen',
  component: DonationsScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(DonationsIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: { onAdd: fn(), gifts, campaigns },
} satisfies Meta<typeof DonationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE_390 = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/** The gifts' table's section and the monthly chart's, as the screen lays them out. */
function giftsAndChart(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const history = canvas.getByRole('region', { name: donationsText(globals, 'donations.chart.history') });
  // The region holds the gifts' table itself.
  within(history).getByRole('table', {
    name: donationsText(globals, 'donations.chart.historyCaption', { count: 60 }),
  });
  const chart = canvas.getByRole('region', { name: donationsText(globals, 'donations.chart.overTime') });
  return { history: history.getBoundingClientRect(), chart: chart.getBoundingClientRect() };
}

/**
 * The page as it opens: the gifts' table with the chart beside it (no switch to find it behind), then
 * the campaigns; New campaign and the link to the nisab's section of the Mosque settings at the top.
 */
export const GiftsAndCampaigns: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: donationsText(globals, 'donations.title') }),
    ).toBeVisible();
    const { history, chart } = giftsAndChart(canvasElement, globals);
    // Beside: side by side in the reading direction, their tops level.
    await expect(chart.left >= history.right - 1 || chart.right <= history.left + 1).toBe(true);
    await expect(Math.abs(chart.top - history.top)).toBeLessThan(history.height);
    const campaignsRegion = canvas.getByRole('region', {
      name: donationsText(globals, 'donations.campaigns'),
    });
    await expect(
      within(campaignsRegion).getByRole('tablist', { name: donationsText(globals, 'donations.tabs') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: donationsText(globals, 'donations.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
    // The nisab is set in the Mosque settings, where it is shown: a link to its section.
    await expect(
      canvas.getByRole('link', { name: donationsText(globals, 'donations.nisabLink') }),
    ).toHaveAttribute('href', NISAB_SETTINGS_HREF);
  },
};

/** On a 390 px phone the chart follows the gifts' table, and nothing scrolls sideways. */
export const GiftsOnAPhone: Story = {
  ...PHONE_390,
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(390);
    const { history, chart } = giftsAndChart(canvasElement, globals);
    await expect(chart.top).toBeGreaterThanOrEqual(history.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};

/** While the server takes test payments (the demo): a line under the title says no money is taken. */
export const TestPayments: Story = {
  args: { testPayments: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'app.testPayments'))).toBeVisible();
  },
};
