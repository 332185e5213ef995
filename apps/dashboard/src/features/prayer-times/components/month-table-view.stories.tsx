import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  expectWholeDayInView,
  PHONE_390,
  PRAYER_HEADERS,
  prayerText,
  storyCityName,
  storyMonth,
  storyYear,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { MonthTableView, type MonthTableViewProps, PrayerDaysTable } from './month-table-view';

const MARCH = storyMonth(2025, 3, (day) => day % 7 === 0);

function SelectableTable(props: MonthTableViewProps) {
  const [selected, setSelected] = useState(props.selectedDate);
  return (
    <MonthTableView
      {...props}
      selectedDate={selected}
      onSelectDate={(date) => {
        setSelected(date);
        props.onSelectDate(date);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/PrayerTimes/TableView',
  component: MonthTableView,
  decorators: [withPrayerStory],
  render: (args) => <SelectableTable {...args} />,
  args: {
    city: 'Warsaw',
    cities: ['Warsaw', 'Krakow', 'Gdansk'],
    onCityChange: fn(),
    year: 2025,
    month: 3,
    onMonthChange: fn(),
    rows: MARCH,
    onRetry: fn(),
    selectedDate: '2025-03-10',
    onSelectDate: fn(),
  },
} satisfies Meta<typeof MonthTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PopulatedMonth: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // Rows only for days with times: March without its four days divisible by 7.
    await expect(table.querySelectorAll('tbody tr[data-date]')).toHaveLength(27);
    await expect(table.querySelector('tr[data-date="2025-03-07"]')).toBeNull();
    await expect(table.querySelector('tr[data-date="2025-03-10"]')).toHaveAttribute('data-selected', 'true');
    const row = table.querySelector<HTMLElement>('tr[data-date="2025-03-12"]');
    if (!row) throw new Error('no row');
    await userEvent.click(row);
    await expect(args.onSelectDate).toHaveBeenCalledWith('2025-03-12');
    await expect(row).toHaveAttribute('data-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.month.next') }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(2025, 4);
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.month.previous') }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(2025, 2);
  },
};

/** Cities read in the user's language (Gdańsk, غدانسك) while the identifier is what is chosen. */
export const ChooseCity: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAccessibleName(
      new RegExp(storyCityName(globals, 'Warsaw')),
    );
    const city = canvas.getByRole('combobox', { name: prayerText(globals, 'prayer.city') });
    await expect(city).toHaveTextContent(storyCityName(globals, 'Warsaw'));
    await userEvent.click(city);
    await userEvent.click(await screen.findByRole('option', { name: storyCityName(globals, 'Gdansk') }));
    await expect(args.onCityChange).toHaveBeenCalledWith('Gdansk');
  },
};

export const MonthWithNoTimes: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(prayerText(globals, 'prayer.table.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { rows: [], error: { id: 'prayer.table.error' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(prayerText(globals, 'prayer.table.error'));
    await userEvent.click(canvas.getByRole('button', { name: prayerText(globals, 'prayer.table.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const YEAR = storyYear(2025);
const renderTimes: number[] = [];

/**
 * A year of days (365 rows) in the table. React's Profiler reports the mount's render time in the
 * log; it is not asserted here, since a story test's timing measures the machine's load as much as
 * the code (speed is measured by `npm run perf`).
 */
export const YearOfDays: Story = {
  render: (args) => (
    <Profiler
      id="year-table"
      onRender={(_id, phase, duration) => phase === 'mount' && renderTimes.push(duration)}
    >
      <PrayerDaysTable
        caption="2025"
        rows={YEAR}
        selectedDate={args.selectedDate}
        onSelectDate={args.onSelectDate}
        status={null}
      />
    </Profiler>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr[data-date]')).toHaveLength(365);
    const duration = renderTimes[renderTimes.length - 1] ?? Number.NaN;
    console.info(`table view, 365 days: ${duration.toFixed(1)} ms to render`);
    await expect(canvasElement.querySelector('tr[data-date="2025-12-31"]')).not.toBeNull();
  },
};

/** The month is one tab stop (the review counted 29 Tabs from the table to the sidebar's tabs). */
export const OneTabStopForTheMonth: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const days = [...table.querySelectorAll<HTMLElement>('.prayer-table__day')];
    await expect(days.filter((day) => day.tabIndex === 0)).toHaveLength(1);
    const selected = table.querySelector<HTMLElement>('tr[data-date="2025-03-10"] .prayer-table__day');
    await expect(selected?.tabIndex).toBe(0);

    selected?.focus();
    await userEvent.keyboard('{ArrowDown}');
    // 11 March follows 10 March.
    await expect(table.querySelector('tr[data-date="2025-03-11"] .prayer-table__day')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(table.querySelector('tr[data-date="2025-03-31"] .prayer-table__day')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(table.querySelector('tr[data-date="2025-03-01"] .prayer-table__day')).toHaveFocus();
    // Tab leaves the month at once.
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(false);
  },
};

/**
 * A 390 px phone in every language: a whole day at a glance, no prayer behind a sideways scroll, and
 * each time on one line with its day period (Arabic's ص and م once wrapped under the digits).
 */
export const OnAPhone: Story = {
  ...PHONE_390,
  play: async ({ canvasElement, globals }) => {
    await expectWholeDayInView(
      canvasElement,
      PRAYER_HEADERS.map((id) => prayerText(globals, id)),
    );
    const times = [...canvasElement.querySelectorAll<HTMLElement>('tbody time')];
    await expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      // A wrapped inline element has boxes on more than one line (Arabic's digits and day period are
      // two boxes of one line: the two directions).
      const lines = new Set([...time.getClientRects()].map((box) => Math.round(box.top)));
      await expect(lines.size).toBe(1);
    }
  },
};
