import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApiClient } from '@minbar/api/client';
import { createMemorySession } from '@minbar/api/session';
import { ToastProvider } from '@minbar/ui/toast/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../lib/api-context';
import { DashboardIntlProvider } from '../../../lib/intl-provider';
import { mosqueSettingsQueryKey } from '../../../lib/use-mosque-settings';
import { ADMIN_SESSION, type FakeRoute, type FakeServer, fakeServer } from '../../../test/render-app';
import en from '../locales/en.json';
import { PrayerIntlProvider } from '../prayer-intl';
import { prayerKeys } from '../queries/prayer-keys';
import { ImportDialog } from './import-dialog';
import { DOWNLOAD_COLUMNS, MAWAQIT_COLUMNS } from './import-issues';

/** The unknown-format message as shown: the columns a file must hold in their places. */
const FORMAT_UNKNOWN = en['tools.import.fileIssue.formatUnknown']
  .replace('{columns}', DOWNLOAD_COLUMNS)
  .replace('{mawaqitColumns}', MAWAQIT_COLUMNS);

function renderDialog(answer: FakeRoute) {
  const server = fakeServer(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The mosque's settings are read once per session, before any dialog opens.
  queryClient.setQueryData(mosqueSettingsQueryKey, {
    time_zone: 'Europe/Warsaw',
    default_city: 'Warsaw',
    hijri_offset: 0,
    jumuah: null,
  });
  const client = createApiClient({
    baseURL: 'http://localhost/api',
    session: createMemorySession(ADMIN_SESSION),
    getLanguage: () => 'en',
    fetch: server.fetch,
  });
  const onImported = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client} session={createMemorySession(ADMIN_SESSION)}>
        <DashboardIntlProvider locale="en">
          <PrayerIntlProvider>
            <ToastProvider>
              <ImportDialog
                open
                onOpenChange={onOpenChange}
                city="Warsaw"
                onImported={onImported}
                today="2026-06-15"
              />
            </ToastProvider>
          </PrayerIntlProvider>
        </DashboardIntlProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { server, queryClient, onImported, onOpenChange };
}

const LYON_JUNE = readFileSync(resolve(import.meta.dirname, 'testdata/lyon-uoif-june.csv'), 'utf8');
const PARIS_FEBRUARY = readFileSync(
  resolve(import.meta.dirname, 'testdata/paris-grande-mosquee-february.csv'),
  'utf8',
);

const csv = (text: string, name = 'timetable.csv') => new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText(en['tools.import.file']);
const importButton = () => screen.getByRole('button', { name: en['tools.import.save'] });
const chooser = () => screen.getByRole('group', { name: en['tools.import.mawaqitMonth'] });
const monthSelect = () => within(chooser()).getByRole('combobox', { name: en['tools.import.month'] });
const yearSelect = () => within(chooser()).getByRole('combobox', { name: en['tools.import.year'] });

/** A stored day as GET /prayer-times/range answers it. */
const storedDay = (date: string, id: number) => ({
  id,
  city: 'Warsaw',
  date,
  fajr_athan: '05:00:00',
  dhuhr_athan: '12:00:00',
  asr_athan: '15:00:00',
  maghrib_athan: '17:00:00',
  isha_athan: '19:00:00',
  fajr_prayer: null,
  dhuhr_prayer: null,
  asr_prayer: null,
  maghrib_prayer: null,
  isha_prayer: null,
  mode: null,
});

/** Answers the range look-up with `stored` days and saves whatever is imported. */
const withStoredDays =
  (stored: string[]): FakeRoute =>
  ({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/prayer-times/range?')) {
      return { status: 200, body: stored.map((date, index) => storedDay(date, index + 1)) };
    }
    const days = (body as { data: unknown[] }).data;
    return { status: 200, body: { message: 'Prayer times saved', saved: days.length, dates: [] } };
  };

const imports = (server: FakeServer) => server.calls.filter((call) => call.path === '/prayer-times/import');

describe('ImportDialog', () => {
  it('leaves a Mawaqit month unchosen and Import disabled, with the reason, until month and year are chosen', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(PARIS_FEBRUARY, 'paris-february.csv'));

    await screen.findByText(en['tools.import.format.mawaqit']);
    expect(monthSelect()).toHaveValue('');
    expect(yearSelect()).toHaveValue('');
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleDescription(en['tools.import.fileIssue.monthRequired']);
    expect(chooser()).toHaveAccessibleDescription(en['tools.import.fileIssue.monthRequired']);
    expect(screen.queryByText(/days? (is|are) ready/)).toBeNull();

    await user.selectOptions(monthSelect(), '2');
    expect(importButton()).toBeDisabled();
    await user.click(importButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.selectOptions(yearSelect(), '2024');
    await screen.findByText('29 days are ready to import into Warsaw.');
    expect(importButton()).toBeEnabled();
    expect(importButton()).not.toHaveAccessibleDescription();
    expect(imports(server)).toHaveLength(0);
  });

  it('says which part of a Mawaqit month is missing once its select was left, not before', async () => {
    const user = userEvent.setup();
    renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(PARIS_FEBRUARY, 'paris-february.csv'));
    await screen.findByText(en['tools.import.format.mawaqit']);

    expect(screen.queryByText(en['tools.import.monthMissing'])).toBeNull();
    monthSelect().focus();
    await user.tab();
    await waitFor(() => expect(monthSelect()).toHaveAccessibleDescription(en['tools.import.monthMissing']));
    expect(monthSelect()).toHaveAttribute('aria-invalid', 'true');
    // The year was not left yet: it says nothing.
    expect(screen.queryByText(en['tools.import.yearMissing'])).toBeNull();

    await user.selectOptions(monthSelect(), '2');
    await waitFor(() => expect(screen.queryByText(en['tools.import.monthMissing'])).toBeNull());
    expect(monthSelect()).not.toHaveAttribute('aria-invalid');
  });

  it('confirms the city, the month and the days replaced, then imports into that month and reloads the prayer queries', async () => {
    const user = userEvent.setup();
    const { server, queryClient, onImported } = renderDialog(
      withStoredDays(['2024-02-01', '2024-02-02', '2024-02-29']),
    );
    queryClient.setQueryData(prayerKeys.today('Warsaw'), null);
    await user.upload(fileInput(), csv(PARIS_FEBRUARY, 'paris-february.csv'));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '2');
    await user.selectOptions(yearSelect(), '2024');
    await screen.findByText('29 days are ready to import into Warsaw.');

    await user.click(importButton());
    const confirm = await screen.findByRole('alertdialog', { name: en['tools.import.confirm.title'] });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Import 29 days of February 2024 into Warsaw? 3 existing days will be replaced.',
      ),
    );
    // The stored days are read for the whole month, as the month table reads them.
    expect(server.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      '/prayer-times/range?from_date=2024-02-01&to_date=2024-02-29&city=Warsaw',
    ]);
    expect(imports(server)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: en['tools.import.confirm.submit'] }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    const sent = imports(server)[0]?.body as { city: string; data: Array<Record<string, string>> };
    expect(sent.city).toBe('Warsaw');
    expect(sent.data.map((day) => day.date)).toEqual(
      Array.from({ length: 29 }, (_, index) => `2024-02-${String(index + 1).padStart(2, '0')}`),
    );
    expect(sent.data[0]).toEqual({
      date: '2024-02-01',
      fajr: '06:33:00',
      dhuhr: '13:05:00',
      asr: '15:24:00',
      maghrib: '17:51:00',
      isha: '19:25:00',
    });
    expect(queryClient.getQueryState(prayerKeys.today('Warsaw'))?.isInvalidated).toBe(true);
    expect(await screen.findByText('29 days of prayer times imported into Warsaw.')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and keeps the file to import later', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(LYON_JUNE));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '6');
    await user.selectOptions(yearSelect(), '2026');
    await screen.findByText('30 days are ready to import into Warsaw.');
    await user.click(importButton());
    const confirm = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Import 30 days of June 2026 into Warsaw? No existing days will be replaced.',
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: en['tools.import.cancel'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(imports(server)).toHaveLength(0);
    expect(importButton()).toBeEnabled();
  });

  it('refuses the February calendar in November, although each of its days exists there', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(PARIS_FEBRUARY));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '11');
    await user.selectOptions(yearSelect(), '2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This calendar has 29 days, but November 2026 has 30 days.',
    );
    expect(importButton()).toBeDisabled();
    await user.click(importButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(imports(server)).toHaveLength(0);
  });

  it('refuses a calendar with more days than its month, naming the extra rows', async () => {
    const user = userEvent.setup();
    renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(LYON_JUNE));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '2');
    await user.selectOptions(yearSelect(), '2026');
    expect(await screen.findByText(/2 rows have problems \(30, 31\)/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This calendar has 30 days, but February 2026 has 28 days.',
    );
    expect(importButton()).toBeDisabled();
  });

  it('forgets the month chosen for one calendar when another file is chosen', async () => {
    const user = userEvent.setup();
    renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(LYON_JUNE));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '6');
    await user.selectOptions(yearSelect(), '2026');
    await screen.findByText('30 days are ready to import into Warsaw.');
    await user.upload(fileInput(), csv(PARIS_FEBRUARY, 'paris.csv'));
    await screen.findByText(en['tools.import.fileIssue.monthRequired']);
    expect(monthSelect()).toHaveValue('');
    expect(yearSelect()).toHaveValue('');
    expect(importButton()).toBeDisabled();
  });

  it.each([
    ['an empty file', ''],
    ['a Mawaqit header alone', 'Day,Fajr,Shuruk,Duhr,Asr,Maghrib,Isha\n'],
    ['our header alone', 'date,fajr,dhuhr,asr,maghrib,isha\r\n\r\n'],
  ])('says that %s holds no prayer times', async (_what, text) => {
    const user = userEvent.setup();
    renderDialog(withStoredDays([]));
    await user.upload(fileInput(), csv(text));
    expect(await screen.findByRole('alert')).toHaveTextContent(en['tools.import.fileIssue.noneEntered']);
    expect(screen.getByRole('alert')).not.toHaveTextContent(FORMAT_UNKNOWN);
    expect(screen.queryByRole('group', { name: en['tools.import.mawaqitMonth'] })).toBeNull();
    expect(importButton()).toBeDisabled();
  });

  it('names the dates of a file that carries them, counting only the stored days it replaces', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(withStoredDays(['2026-01-02', '2026-01-05']));
    await user.upload(
      fileInput(),
      csv(
        'date,fajr,dhuhr,asr,maghrib,isha\n2025-12-31,06:30,12:10,14:05,15:40,17:30\n2026-01-01,06:30,12:10,14:05,15:40,17:30\n2026-01-02,06:30,12:10,14:05,15:41,17:31\n',
      ),
    );
    await screen.findByText('3 days are ready to import into Warsaw.');
    await user.click(importButton());
    const confirm = await screen.findByRole('alertdialog');
    // 5 January is stored but not in the file: it stays, so it is not counted.
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Import 3 days from Dec 31, 2025 to Jan 2, 2026 into Warsaw? 1 existing day will be replaced.',
      ),
    );
    expect(server.calls[0]?.path).toBe(
      '/prayer-times/range?from_date=2025-12-31&to_date=2026-01-02&city=Warsaw',
    );
  });

  it('names each invalid row and keeps Import disabled, so nothing is sent', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(() => ({ status: 200 }));
    await user.upload(
      fileInput(),
      csv(
        'date,fajr,dhuhr,asr,maghrib,isha\n2026-01-01,06:30,12:10,14:05,15:40,17:30\n2026-01-02,06:30,12:10,11:00,15:41,17:31\n2026-01-03,06:30,,14:05,15:42,17:32\n',
      ),
    );
    expect(await screen.findByText(/2 rows have problems \(3, 4\)/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-invalid'));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(en['tools.import.issue.order']),
      expect.stringContaining(en['tools.import.issue.incomplete']),
    ]);
    expect(importButton()).toBeDisabled();
    expect(server.calls).toHaveLength(0);
  });

  it('says which rule and dates the server refused, and keeps the file to try again', async () => {
    const user = userEvent.setup();
    const { onImported } = renderDialog(({ method }) =>
      method === 'GET'
        ? { status: 200, body: [] }
        : {
            status: 400,
            body: { detail: 'Prayer times must be in order', code: 'prayer.order', dates: ['2026-06-03'] },
          },
    );
    await user.upload(fileInput(), csv(LYON_JUNE));
    await user.selectOptions(await screen.findByRole('combobox', { name: en['tools.import.month'] }), '6');
    await user.selectOptions(yearSelect(), '2026');
    await screen.findByText('30 days are ready to import into Warsaw.');
    await user.click(importButton());
    const confirm = await screen.findByRole('alertdialog');
    const submit = within(confirm).getByRole('button', { name: en['tools.import.confirm.submit'] });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['tools.import.issue.order']);
    expect(alert).toHaveTextContent('Jun 3, 2026');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    expect(importButton()).toBeEnabled();
  });

  it('rejects a file whose columns it does not know', async () => {
    const user = userEvent.setup();
    renderDialog(() => ({ status: 200 }));
    await user.upload(fileInput(), csv('name,amount\nZakat,100\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORMAT_UNKNOWN);
    expect(importButton()).toBeDisabled();
  });
});
