import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { CategoryTableView } from './category-table-view';
import { ChartView } from './chart-view';
import { DonationsScreen } from './donations-screen';
import {
  donationsText,
  historyControls,
  STORY_ACTIVE,
  STORY_GROUPS,
  STORY_MONTHLY,
  storyHistoryPage,
} from './story-support';

const table = (
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

const chart = (
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
  args: { view: 'table', onViewChange: fn(), onAdd: fn(), onNisab: fn(), table, chart },
} satisfies Meta<typeof DonationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TableView: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: donationsText(globals, 'donations.title') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: donationsText(globals, 'donations.view.chart') }));
    await expect(args.onViewChange).toHaveBeenCalledWith('chart');
    await userEvent.click(canvas.getByRole('button', { name: donationsText(globals, 'donations.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: donationsText(globals, 'donations.nisabOpen') }),
    );
    await expect(args.onNisab).toHaveBeenCalled();
  },
};

export const ChartViewOpen: Story = {
  args: { view: 'chart' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: donationsText(globals, 'donations.view.chart') }),
    ).toHaveAttribute('aria-selected', 'true');
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
