import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FIXED_SETTING,
  MINUTES_SETTING,
  prayerText,
  storyDay,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { PrayerSidebar } from './prayer-sidebar';

const DAY = storyDay('2025-03-10', 10);

const meta = {
  title: 'Dashboard/PrayerTimes/Sidebar',
  component: PrayerSidebar,
  decorators: [withPrayerStory],
  args: {
    date: '2025-03-10',
    city: 'Warsaw',
    tab: 'prayers',
    onTabChange: fn(),
    day: DAY,
    iqama: MINUTES_SETTING,
    onAdd: fn(),
    onEditPrayers: fn(),
    onDeletePrayers: fn(),
    onEditIqama: fn(),
    onDeleteIqama: fn(),
  },
} satisfies Meta<typeof PrayerSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrayersTabWithTimes: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // A header and the five prayers, maghrib named with iftar.
    await expect(rows).toHaveLength(6);
    await expect(
      canvas.getByRole('rowheader', { name: prayerText(globals, 'prayer.maghribIftar') }),
    ).toBeVisible();
    // Fajr 20 minutes after its athan: both times are shown.
    await expect(rows[1]?.querySelectorAll('time')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.addPrayers') }),
    );
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.editPrayers') }),
    );
    await expect(args.onEditPrayers).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.deletePrayers') }),
    );
    await expect(args.onDeletePrayers).toHaveBeenCalled();
  },
};

/**
 * In the screen's 20rem sidebar, each time is isolated and stands clear of its neighbour: in Arabic
 * the athan's "ص" and the iqama's digits ran together ("05:32 ص05:12").
 */
export const PrayersTabInTheSidebarWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      const [athan, iqama] = [...row.querySelectorAll('time')];
      if (!athan || !iqama) throw new Error('a prayer without both times');
      for (const time of [athan, iqama]) await expect(time.closest('bdi')).not.toBeNull();
      const a = athan.getBoundingClientRect();
      const b = iqama.getBoundingClientRect();
      // Whichever way the row runs, the space between the two times is a clear gap.
      await expect(Math.max(a.left - b.right, b.left - a.right)).toBeGreaterThanOrEqual(12);
    }
  },
};

export const PrayersTabEmptyDay: Story = {
  args: { day: null },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.sidebar.noTimes')),
    ).toBeVisible();
  },
};

export const PrayersTabLoading: Story = {
  args: { day: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.sidebar.loading')),
    ).toBeVisible();
  },
};

export const IqamaTabMinutesMode: Story = {
  args: { tab: 'iqama' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(prayerText(globals, 'prayer.iqama.mode.minutes_after_athan')),
    ).toBeVisible();
    await expect(
      canvas.getByText(prayerText(globals, 'prayer.iqama.minutes', { minutes: 20 })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.addIqama') }),
    );
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.editIqama') }),
    );
    await expect(args.onEditIqama).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: prayerText(globals, 'prayer.sidebar.deleteIqama') }),
    );
    await expect(args.onDeleteIqama).toHaveBeenCalled();
  },
};

export const IqamaTabFixedMode: Story = {
  args: { tab: 'iqama', date: '2025-03-20', day: storyDay('2025-03-20', 20), iqama: FIXED_SETTING },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(prayerText(globals, 'prayer.iqama.mode.fixed_time'))).toBeVisible();
    // Maghrib has no fixed time in this setting.
    await expect(canvas.getByText(prayerText(globals, 'prayer.iqama.notSet'))).toBeVisible();
    await expect(canvasElement.querySelector('time[datetime="13:30"]')).not.toBeNull();
  },
};

export const IqamaTabNoneForTheDay: Story = {
  args: { tab: 'iqama', iqama: null },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.sidebar.noIqama')),
    ).toBeVisible();
  },
};

export const SwitchingTabs: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('tab', { name: prayerText(globals, 'prayer.sidebar.tab.iqama') }),
    );
    await expect(args.onTabChange).toHaveBeenCalledWith('iqama');
  },
};
