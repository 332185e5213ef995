import { previewTimetable, toTimetableCsv } from '@minbar/domain/prayer/timetable-import';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyCityName } from '../../../test/prayer-times-story-support';
import { toolsText, withPrayerTools } from '../../../test/prayer-tools-story';
import { storyText, withDashboard } from '../../../test/story-decorators';
import { formatDate, formatMonthOfYear } from '../format';
import { calculatedMonth } from '../suggestions/use-calculated-month';
import { ImportDialogView, type ImportFileState } from './import-dialog-view';
import { DOWNLOAD_COLUMNS, MAWAQIT_COLUMNS } from './import-issues';
import { type MonthChoice, NO_MONTH } from './month-chooser';
import { tokeniseTimetable } from './read-timetable-file';
import lyonJune from './testdata/lyon-uoif-june.csv?raw';
import parisFebruary from './testdata/paris-grande-mosquee-february.csv?raw';

/** A year of Warsaw's calculated times in the download format, as the Download button saves it. */
const yearCsv = toTimetableCsv(
  Array.from({ length: 12 }, (_, index) =>
    Object.entries(calculatedMonth('Warsaw', 2026, index + 1, 'Europe/Warsaw')).map(([date, times]) => ({
      date,
      ...times,
    })),
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

const read = (fileName: string, text: string): ImportFileState => ({
  status: 'read',
  fileName,
  preview: previewTimetable(tokeniseTimetable(text)),
});

/** The columns a file must hold, as the messages name them. */
const COLUMNS = { columns: DOWNLOAD_COLUMNS, mawaqitColumns: MAWAQIT_COLUMNS };

/** A Mawaqit calendar read for the month chosen, as the dialog reads it. */
const readMawaqit = (fileName: string, text: string, month: MonthChoice): ImportFileState => ({
  status: 'read',
  fileName,
  preview: previewTimetable({
    ...tokeniseTimetable(text),
    year: month.year ?? undefined,
    month: month.month ?? undefined,
  }),
});

/** The Paris calendar without its 29th: a February of a common year. */
const parisFebruary2027 = parisFebruary.trimEnd().split('\n').slice(0, -1).join('\n');
const FEBRUARY_2027 = { from: '2027-02-01', to: '2027-02-28', month: { year: 2027, month: 2 } };

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
    month: { year: null, month: null },
    onMonthChange: fn(),
    years: [2028, 2027, 2026, 2025, 2024, 2023],
    onSave: fn(),
    confirmation: null,
    onConfirm: fn(),
    onConfirmCancel: fn(),
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
    // The file is chosen with our button, worded in the page's language, not the browser's.
    const choose = within(dialog).getByRole('button', {
      name: toolsText(globals, 'tools.import.chooseFile'),
    });
    await expect(choose).toHaveAccessibleDescription(toolsText(globals, 'tools.import.fileHint'));
    await expect(input).toHaveAttribute('tabindex', '-1');
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
    // The file's (Latin) name is isolated in the sentence, so Arabic text around it keeps its order.
    await expect(screen.getByText(/prayer_times_2026\.csv/, { selector: 'p' }).textContent).toContain(
      '\u2068prayer_times_2026.csv\u2069',
    );
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

/** A Mawaqit calendar holds day numbers only: its month is asked, with no month chosen for the user. */
export const MawaqitNoMonthChosen: Story = {
  args: { file: readMawaqit('paris-grande-mosquee-february.csv', parisFebruary, NO_MONTH) },
  play: async ({ globals, args }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByText(toolsText(globals, 'tools.import.format.mawaqit'))).toBeVisible();
    const chooser = screen.getByRole('group', { name: toolsText(globals, 'tools.import.mawaqitMonth') });
    const hint = toolsText(globals, 'tools.import.fileIssue.monthRequired');
    await expect(chooser).toHaveAccessibleDescription(hint);
    const month = within(chooser).getByRole('combobox', { name: toolsText(globals, 'tools.import.month') });
    const year = within(chooser).getByRole('combobox', { name: toolsText(globals, 'tools.import.year') });
    await expect(month).toHaveValue('');
    await expect(year).toHaveValue('');
    // Import says why it waits: the hint is its description.
    await expect(importButton(globals)).toBeDisabled();
    await expect(importButton(globals)).toHaveAccessibleDescription(hint);
    await expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(month, '2');
    await expect(args.onMonthChange).toHaveBeenCalledWith({ year: null, month: 2 });
  },
};

/** The February calendar in a leap February: 29 rows for 29 days, Import is enabled. */
export const MawaqitMonthChosen: Story = {
  args: {
    file: readMawaqit('paris-grande-mosquee-february.csv', parisFebruary, { year: 2028, month: 2 }),
    month: { year: 2028, month: 2 },
  },
  play: async ({ globals, args }) => {
    await screen.findByRole('dialog');
    const chooser = screen.getByRole('group', { name: toolsText(globals, 'tools.import.mawaqitMonth') });
    await expect(
      within(chooser).getByRole('combobox', { name: toolsText(globals, 'tools.import.month') }),
    ).toHaveValue('2');
    await expect(
      within(chooser).getByRole('combobox', { name: toolsText(globals, 'tools.import.year') }),
    ).toHaveValue('2028');
    await expect(screen.queryByText(toolsText(globals, 'tools.import.fileIssue.monthRequired'))).toBeNull();
    await userEvent.click(importButton(globals));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** The February calendar put in November: every day exists there, yet the file is refused whole. */
export const MawaqitWrongMonth: Story = {
  args: {
    file: readMawaqit('paris-grande-mosquee-february.csv', parisFebruary, { year: 2026, month: 11 }),
    month: { year: 2026, month: 11 },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.monthMismatch', {
        rows: 29,
        days: 30,
        month: formatMonthOfYear(storyLocale(globals), 2026, 11),
      }),
    );
    await expect(document.querySelectorAll('tr[data-invalid]')).toHaveLength(0);
    await expect(importButton(globals)).toBeDisabled();
  },
};

/** The same calendar in a common-year February: refused, and the 29th's row is named as well. */
export const MawaqitExtraDay: Story = {
  args: {
    file: readMawaqit('paris-grande-mosquee-february.csv', parisFebruary, { year: 2027, month: 2 }),
    month: { year: 2027, month: 2 },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.monthMismatch', {
        rows: 29,
        days: 28,
        month: formatMonthOfYear(storyLocale(globals), 2027, 2),
      }),
    );
    const invalid = document.querySelectorAll('tr[data-invalid]');
    await expect(invalid).toHaveLength(1);
    await expect(invalid[0]).toHaveTextContent(toolsText(globals, 'tools.import.issue.dayInvalid'));
    await expect(importButton(globals)).toBeDisabled();
  },
};

/** A file with a header and nothing else holds no prayer times, whatever its columns. */
export const EmptyFile: Story = {
  args: { file: readMawaqit('empty.csv', 'Day,Fajr,Shuruk,Duhr,Asr,Maghrib,Isha\n', NO_MONTH) },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.noneEntered'),
    );
    await expect(screen.getByRole('alert')).not.toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.formatUnknown', COLUMNS),
    );
    await expect(importButton(globals)).toBeDisabled();
  },
};

/** Import pressed on a February calendar: the city, the month and the days it overwrites are named. */
export const ConfirmMonth: Story = {
  args: {
    file: readMawaqit('paris-february-2027.csv', parisFebruary2027, { year: 2027, month: 2 }),
    month: { year: 2027, month: 2 },
    confirmation: { days: 28, period: FEBRUARY_2027, replaced: 28 },
  },
  play: async ({ globals, args }) => {
    const confirm = await screen.findByRole('alertdialog', {
      name: toolsText(globals, 'tools.import.confirm.title'),
    });
    const question = toolsText(globals, 'tools.import.confirm.month', {
      count: 28,
      month: formatMonthOfYear(storyLocale(globals), 2027, 2),
      city: storyCityName(globals, 'Warsaw'),
    });
    await expect(confirm).toHaveAccessibleDescription(
      `${question} ${toolsText(globals, 'tools.import.confirm.replaced', { count: 28 })}`,
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.confirm.submit') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.cancel') }),
    );
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
  },
};

/** A year in the download format into a city with none of its days yet: the dates are named. */
export const ConfirmYear: Story = {
  args: {
    file: read('prayer_times_2026.csv', yearCsv),
    confirmation: {
      days: 365,
      period: { from: '2026-01-01', to: '2026-12-31', month: null },
      replaced: 0,
    },
  },
  play: async ({ globals }) => {
    const confirm = await screen.findByRole('alertdialog');
    const locale = storyLocale(globals);
    await expect(confirm).toHaveAccessibleDescription(
      `${toolsText(globals, 'tools.import.confirm.range', {
        count: 365,
        from: formatDate(locale, '2026-01-01'),
        to: formatDate(locale, '2026-12-31'),
        city: storyCityName(globals, 'Warsaw'),
      })} ${toolsText(globals, 'tools.import.confirm.replaced', { count: 0 })}`,
    );
  },
};

/** Pressed before the stored days are counted: Import waits for the number, Cancel does not. */
export const ConfirmCounting: Story = {
  args: {
    file: readMawaqit('paris-february-2027.csv', parisFebruary2027, { year: 2027, month: 2 }),
    month: { year: 2027, month: 2 },
    confirmation: { days: 28, period: FEBRUARY_2027, replaced: 'counting' },
  },
  play: async ({ globals, args }) => {
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      toolsText(globals, 'tools.import.confirm.counting', { city: storyCityName(globals, 'Warsaw') }),
    );
    await expect(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.confirm.submit') }),
    ).toBeDisabled();
    await userEvent.click(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.cancel') }),
    );
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
  },
};

/** The count could not be fetched: the user is told that any stored days are overwritten. */
export const ConfirmCountFailed: Story = {
  args: {
    file: readMawaqit('paris-february-2027.csv', parisFebruary2027, { year: 2027, month: 2 }),
    month: { year: 2027, month: 2 },
    confirmation: { days: 28, period: FEBRUARY_2027, replaced: 'unknown' },
  },
  play: async ({ globals }) => {
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(
      toolsText(globals, 'tools.import.confirm.countFailed', { city: storyCityName(globals, 'Warsaw') }),
    );
    await expect(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.confirm.submit') }),
    ).toBeEnabled();
  },
};

/** Confirmed: the confirmation spins and cannot be dismissed until the server answers. */
export const ConfirmSaving: Story = {
  args: {
    file: readMawaqit('paris-february-2027.csv', parisFebruary2027, { year: 2027, month: 2 }),
    month: { year: 2027, month: 2 },
    confirmation: { days: 28, period: FEBRUARY_2027, replaced: 3 },
    saving: true,
  },
  play: async ({ globals, args }) => {
    const confirm = await screen.findByRole('alertdialog');
    const submit = within(confirm).getByRole('button', {
      name: toolsText(globals, 'tools.import.confirm.submit'),
    });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(
      within(confirm).getByRole('button', { name: toolsText(globals, 'tools.import.cancel') }),
    ).toBeDisabled();
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
  args: {
    file: read('prayer_times_2026.csv', yearCsv),
    failure: { kind: 'network', message: 'error.network' },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.network'));
  },
};

/** Imported without a network: the alert says nothing was sent, and the file stays chosen. */
export const Offline: Story = {
  args: {
    file: read('prayer_times_2026.csv', yearCsv),
    failure: { kind: 'network', message: 'error.offline' },
  },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(storyText(globals, 'error.offline'));
  },
};

export const UnknownFormat: Story = {
  args: { file: read('donations.csv', 'name,amount\nZakat,100\n') },
  play: async ({ globals }) => {
    await screen.findByRole('dialog');
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent(
      toolsText(globals, 'tools.import.fileIssue.formatUnknown', COLUMNS),
    );
    // The columns are the file's own words in every language: isolated and never translated.
    const columns = [...alert.querySelectorAll('bdi[translate="no"]')].map((part) => part.textContent);
    await expect(columns).toEqual([DOWNLOAD_COLUMNS, MAWAQIT_COLUMNS]);
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
