import { previewTimetable, toTimetableCsv } from '@minbar/domain/prayer/timetable-import';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withDashboard } from '../../../test/story-decorators';
import { storyCityName } from '../components/story-support';
import { toolsText, withPrayerTools } from '../statistics/tools-story';
import { calculatedMonth } from '../suggestions/use-calculated-month';
import { ImportDialogView, type ImportFileState } from './import-dialog-view';
import { tokeniseTimetable } from './read-timetable-file';
import lyonJune from './testdata/lyon-uoif-june.csv?raw';

/** A year of Warsaw's calculated times in the download format, as the Download button saves it. */
const yearCsv = toTimetableCsv(
  Array.from({ length: 12 }, (_, index) =>
    Object.entries(calculatedMonth('Warsaw', 2026, index + 1)).map(([date, times]) => ({ date, ...times })),
  ).flat(),
);

/** The same year with three broken rows: Asr before Dhuhr, a missing Isha, an impossible date. */
const brokenYearCsv = yearCsv
  .split('\n')
  .map((line, index) => {
    if (index === 5)
      return line.replace(/,(\d\d:\d\d),(\d\d:\d\d),(\d\d:\d\d),(\d\d:\d\d)$/, ',$1,11:00,$3,$4');
    if (index === 40) return line.replace(/,\d\d:\d\d$/, ',');
    if (index === 100) return line.replace(/^2026-04-10/, '2026-04-31');
    return line;
  })
  .join('\n');

const read = (fileName: string, text: string, month = { year: 2026, month: 6 }): ImportFileState => ({
  status: 'read',
  fileName,
  preview: previewTimetable({ ...tokeniseTimetable(text), ...month }),
});

const meta = {
  title: 'Dashboard/Prayer times/Tools/Import dialog',
  component: ImportDialogView,
  decorators: [withPrayerTools, withDashboard],
  args: {
    open: true,
    onOpenChange: fn(),
    city: 'Warsaw',
    file: { status: 'empty' },
    onFileChosen: fn(),
    month: { year: 2026, month: 6 },
    onMonthChange: fn(),
    years: [2027, 2026, 2025, 2024, 2023],
    onSave: fn(),
  },
} satisfies Meta<typeof ImportDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const importButton = (globals: Record<string, unknown>) =>
  screen.getByRole('button', { name: toolsText(globals, 'tools.import.save') });

export const NoFileYet: Story = {
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', { name: toolsText(globals, 'tools.import.title') });
    const input = within(dialog).getByLabelText(toolsText(globals, 'tools.import.file'));
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await expect(importButton(globals)).toBeDisabled();
    await userEvent.upload(input, new File([lyonJune], 'lyon.csv', { type: 'text/csv' }));
    await expect(args.onFileChosen).toHaveBeenCalledTimes(1);
  },
};

/** A year in the download format, every row valid: Import is enabled. */
export const PreviewValid: Story = {
  args: { file: read('prayer_times_2026.csv', yearCsv) },
  play: async ({ globals, args }) => {
    await screen.findByRole('dialog');
    await expect(
      screen.getByText(
        toolsText(globals, 'tools.import.summary.valid', {
          count: 365,
          city: storyCityName(globals, 'Warsaw'),
        }),
      ),
    ).toBeVisible();
    await expect(screen.getByText(toolsText(globals, 'tools.import.format.minbar'))).toBeVisible();
    const region = screen.getByRole('region', { name: toolsText(globals, 'tools.import.previewRegion') });
    await expect(within(region).getAllByRole('row')).toHaveLength(366);
    await userEvent.click(importButton(globals));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** The year with three broken rows: each is highlighted with its reason, Import stays disabled. */
export const PreviewWithRowErrors: Story = {
  args: { file: read('prayer_times_2026.csv', brokenYearCsv) },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    const summary = document.querySelector('[data-slot="import-summary"]');
    await expect(summary).toHaveAttribute('data-state', 'invalid');
    await expect(summary).toHaveTextContent(/6.*41.*101/);
    await expect(importButton(globals)).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: toolsText(globals, 'tools.import.onlyProblems') }),
    );
    const invalid = document.querySelectorAll('tr[data-invalid]');
    await expect(invalid).toHaveLength(3);
    await expect(invalid[0]).toHaveTextContent(toolsText(globals, 'tools.import.issue.order'));
    await expect(invalid[1]).toHaveTextContent(toolsText(globals, 'tools.import.issue.incomplete'));
    await expect(invalid[2]).toHaveTextContent(toolsText(globals, 'tools.import.issue.dateInvalid'));
  },
};

/** A Mawaqit calendar holds day numbers only: the month and year are asked, defaulting to the current. */
export const MawaqitMonthChooser: Story = {
  args: { file: read('lyon-uoif-june.csv', lyonJune) },
  play: async ({ globals, args }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByText(toolsText(globals, 'tools.import.format.mawaqit'))).toBeVisible();
    const chooser = screen.getByRole('group', { name: toolsText(globals, 'tools.import.mawaqitMonth') });
    const month = within(chooser).getByRole('combobox', { name: toolsText(globals, 'tools.import.month') });
    await expect(month).toHaveValue('6');
    await userEvent.selectOptions(month, '7');
    await expect(args.onMonthChange).toHaveBeenCalledWith({ year: 2026, month: 7 });
    await expect(importButton(globals)).toBeEnabled();
  },
};

/** The same calendar put in February: the 29th and 30th do not exist and are named. */
export const MawaqitWrongMonth: Story = {
  args: {
    file: read('lyon-uoif-june.csv', lyonJune, { year: 2026, month: 2 }),
    month: { year: 2026, month: 2 },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(document.querySelectorAll('tr[data-invalid]')).toHaveLength(2);
    await expect(importButton(globals)).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { file: read('prayer_times_2026.csv', yearCsv), saving: true },
  play: async ({ globals, args }) => {
    await screen.findByRole('dialog');
    const button = importButton(globals);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    file: read('prayer_times_2026.csv', yearCsv),
    failure: { kind: 'rejected', message: 'tools.import.issue.order', dates: ['2026-06-03'] },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent(toolsText(globals, 'tools.import.issue.order'));
    await expect(importButton(globals)).toBeEnabled();
  },
};

export const NetworkError: Story = {
  args: { file: read('prayer_times_2026.csv', yearCsv), failure: { kind: 'network' } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toBeVisible();
  },
};

export const UnknownFormat: Story = {
  args: { file: read('donations.csv', 'name,amount\nZakat,100\n') },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.formatUnknown'),
    );
    await expect(importButton(globals)).toBeDisabled();
  },
};

export const UnreadableFile: Story = {
  args: { file: { status: 'unreadable', fileName: 'photo.csv' } },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(toolsText(globals, 'tools.import.readFailed'));
  },
};
