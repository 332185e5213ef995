import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CATEGORY_NAMES,
  donationsText,
  LONG_NAME,
  STORY_CATEGORIES,
  STORY_GROUPS,
  storyCategory,
} from '../../../test/donations-story-support';
import { inLanguages, wordsIn } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { DonationsIntlProvider } from '../donations-intl';
import { groupByTab } from '../donations-model';
import { CategoryTableView } from './category-table-view';

const meta = {
  title: 'Dashboard/Donations/Table view',
  component: CategoryTableView,
  decorators: withFeatureMessages(DonationsIntlProvider),
  parameters: { a11y: { test: 'error' } },
  args: {
    groups: STORY_GROUPS,
    onRetry: fn(),
    tab: 'main',
    onTabChange: fn(),
    page: 1,
    onPageChange: fn(),
    onEdit: fn(),
    onUpdates: fn(),
    onMonthly: fn(),
    deleteMode: false,
    onDeleteModeChange: fn(),
    selectedIds: [],
    onSelectedIdsChange: fn(),
    deleteConfirmOpen: false,
    onDeleteRequest: fn(),
    onDeleteCancel: fn(),
    onDeleteConfirm: fn(),
    toggleTarget: null,
    onToggleRequest: fn(),
    onToggleCancel: fn(),
    onToggleConfirm: fn(),
  },
} satisfies Meta<typeof CategoryTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabLabel = (
  globals: Record<string, unknown>,
  key: 'donations.tab.main' | 'donations.tab.customized' | 'donations.tab.inactive',
  count: number,
) => donationsText(globals, 'donations.tab.count', { label: donationsText(globals, key), count });

/** Main Category open: the built-in categories, each tab with its count. */
export const MainTab: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tab', { name: tabLabel(globals, 'donations.tab.main', 3) }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('tab', { name: tabLabel(globals, 'donations.tab.customized', 13) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: tabLabel(globals, 'donations.tab.inactive', 2) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: donationsText(globals, 'donations.caption.main', { count: 3 }) }),
    ).toBeVisible();
    // Of the built-in categories only Mosque upkeep has a target: the others show no progress bar,
    // and their Target cell says they have none instead of a target of 0.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getAllByText(donationsText(globals, 'donations.noTarget'))).toHaveLength(2);
    // Mosque upkeep takes monthly gifts: only its row opens the monthly donors.
    const monthly = canvas.getAllByRole('button', {
      name: new RegExp(`^${donationsText(globals, 'donations.monthlyButton')}`),
    });
    await expect(monthly).toHaveLength(1);
    await userEvent.click(monthly[0] as HTMLElement);
    await expect(args.onMonthly).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(
      canvas.getByRole('tab', { name: tabLabel(globals, 'donations.tab.customized', 13) }),
    );
    await expect(args.onTabChange).toHaveBeenCalledWith('customized');
  },
};

/** Customized Category: thirteen campaigns, ten on the first page, with progress and the switch. */
export const CustomizedTab: Story = {
  args: { tab: 'customized' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(10);
    await userEvent.click(canvas.getAllByRole('switch')[0] as HTMLElement);
    await expect(args.onToggleRequest).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
  },
};

export const NotActivatedTab: Story = {
  args: { tab: 'inactive' },
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches).toHaveLength(2);
    for (const each of switches) await expect(each).toHaveAttribute('aria-checked', 'false');
  },
};

/** Delete mode with two campaigns selected; the built-in ones cannot be chosen. */
export const DeleteModeWithSelection: Story = {
  args: { tab: 'customized', deleteMode: true, selectedIds: [10, 12] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      donationsText(globals, 'donations.deleteMode.selected', { count: 2 }),
    );
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: donationsText(globals, 'donations.deleteMode.delete') }),
    );
    await expect(args.onDeleteRequest).toHaveBeenCalled();
  },
};

export const DeleteModeMainTab: Story = {
  args: { deleteMode: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: donationsText(globals, 'donations.deleteMode.delete') }),
    ).toBeDisabled();
  },
};

/* The confirmations load when first opened, which can take more than a second on a busy machine: their stories wait up to 5 s. */
export const DeleteConfirm: Story = {
  args: { tab: 'customized', deleteMode: true, selectedIds: [10, 12], deleteConfirmOpen: true },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: donationsText(globals, 'donations.delete.title'),
      },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent(donationsText(globals, 'donations.delete.message', { count: 2 }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: donationsText(globals, 'donations.delete.confirm') }),
    );
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
  },
};

/** After a batch delete: one category was refused, and the alert names it and why. */
export const DeletePartlyFailed: Story = {
  args: {
    tab: 'customized',
    deleteMode: true,
    selectedIds: [11],
    deleteFailures: [
      inLanguages({ name: '', reason: { id: 'error.server' } }, { name: CATEGORY_NAMES.coats }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      wordsIn(globals, CATEGORY_NAMES.coats),
    );
  },
};

export const ActivationConfirm: Story = {
  args: { tab: 'inactive', toggleTarget: STORY_CATEGORIES.find((category) => category.id === 20) ?? null },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: donationsText(globals, 'donations.toggle.activateTitle'),
      },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: donationsText(globals, 'donations.toggle.activate') }),
    );
    await expect(args.onToggleConfirm).toHaveBeenCalled();
  },
};

export const DeactivationConfirm: Story = {
  args: { tab: 'customized', toggleTarget: STORY_CATEGORIES.find((category) => category.id === 10) ?? null },
  play: async ({ globals }) => {
    await expect(
      await screen.findByRole(
        'alertdialog',
        {
          name: donationsText(globals, 'donations.toggle.deactivateTitle'),
        },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: groupByTab([]), tab: 'customized' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(donationsText(globals, 'donations.empty.customized')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { groups: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const LoadError: Story = {
  args: { groups: undefined, error: { id: 'donations.error.categories' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      donationsText(globals, 'donations.error.categories'),
    );
    await userEvent.click(canvas.getByRole('button', { name: donationsText(globals, 'app.retry') }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

/** A very long campaign name is cut with an ellipsis and keeps the whole of it in its title. */
export const LongText: Story = {
  args: {
    tab: 'customized',
    groups: groupByTab([
      storyCategory(50, LONG_NAME, { target_amount: 999_999_999, current_amount: 123_456_789.99 }),
    ]),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTitle(wordsIn(globals, LONG_NAME))).toBeVisible();
  },
};
