import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeView } from './range-view';
import {
  FIXED_SETTING,
  MINUTES_SETTING,
  prayerText,
  storyCityName,
  storyMonth,
  storyRange,
  withPrayerStory,
} from './story-support';

const ROWS = storyRange(storyMonth(2025, 3), [MINUTES_SETTING, FIXED_SETTING]);

const meta = {
  title: 'Dashboard/PrayerTimes/RangeView',
  component: RangeView,
  decorators: [withPrayerStory],
  args: {
    query: { from: '2025-03-01', to: '2025-03-31', city: 'Warsaw' },
    onQueryChange: fn(),
    rows: ROWS,
    selectedDate: '2025-03-10',
    onSelectDate: fn(),
  },
} satisfies Meta<typeof RangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMonth: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(prayerText(globals, 'prayer.range.from'))).toHaveValue('2025-03-01');
    await expect(canvas.getByLabelText(prayerText(globals, 'prayer.range.to'))).toHaveValue('2025-03-31');
    await expect(
      canvas.getByRole('combobox', { name: prayerText(globals, 'prayer.city') }),
    ).toHaveTextContent(storyCityName(globals, 'Warsaw'));
  },
};

export const Results: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('tbody tr[data-date]')).toHaveLength(31);
    const covered = canvasElement.querySelector('tr[data-date="2025-03-02"]');
    await expect(covered?.querySelectorAll('.prayer-range__iqama')).toHaveLength(5);
    await expect(covered).toHaveTextContent(
      prayerText(globals, 'prayer.range.modeShort.minutes_after_athan'),
    );
    await expect(canvasElement.querySelector('tr[data-date="2025-03-17"]')).toHaveTextContent(
      prayerText(globals, 'prayer.range.modeNone'),
    );
    await expect(canvasElement.querySelector('tr[data-date="2025-03-20"]')).toHaveTextContent(
      prayerText(globals, 'prayer.range.modeShort.fixed_time'),
    );
    const row = canvasElement.querySelector<HTMLElement>('tr[data-date="2025-03-17"]');
    if (!row) throw new Error('no row');
    await userEvent.click(row);
    await expect(args.onSelectDate).toHaveBeenCalledWith('2025-03-17');
    const from = canvas.getByLabelText(prayerText(globals, 'prayer.range.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-05');
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.range.show') }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      from: '2025-03-05',
      to: '2025-03-31',
      city: 'Warsaw',
    });
  },
};

export const NoDaysInRange: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(prayerText(globals, 'prayer.range.empty'))).toBeVisible();
  },
};

export const ErrorBanner: Story = {
  args: { rows: [], error: { id: 'prayer.range.error' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.range.error'),
    );
  },
};

export const ErrorBannerWithServerDetail: Story = {
  args: {
    rows: [],
    error: { id: 'prayer.range.errorDetail', values: { detail: 'End date must be after start date' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'End date must be after start date',
    );
  },
};
