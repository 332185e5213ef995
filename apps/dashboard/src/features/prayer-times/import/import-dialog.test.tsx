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
import { ADMIN_SESSION, type FakeRoute, fakeServer } from '../../../test/render-app';
import en from '../locales/en.json';
import { PrayerIntlProvider } from '../prayer-intl';
import { prayerKeys } from '../queries/prayer-keys';
import { ImportDialog } from './import-dialog';

const LYON_JUNE = readFileSync(resolve(import.meta.dirname, 'testdata/lyon-uoif-june.csv'), 'utf8');

function renderDialog(answer: FakeRoute) {
  const server = fakeServer(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

const csv = (text: string, name = 'timetable.csv') => new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText(en['tools.import.file']);
const importButton = () => screen.getByRole('button', { name: en['tools.import.save'] });

describe('ImportDialog', () => {
  it('imports a Mawaqit month into the current month and city, then reloads the prayer queries', async () => {
    const user = userEvent.setup();
    const { server, queryClient, onImported } = renderDialog(({ body }) => {
      const days = (body as { data: unknown[] }).data;
      return { status: 200, body: { message: 'Prayer times saved', saved: days.length, dates: [] } };
    });
    queryClient.setQueryData(prayerKeys.month('Warsaw', 2026, 6), []);
    await user.upload(fileInput(), csv(LYON_JUNE, 'lyon-uoif-june.csv'));

    await screen.findByText('30 days are ready to import into Warsaw.');
    const chooser = screen.getByRole('group', { name: en['tools.import.mawaqitMonth'] });
    expect(within(chooser).getByRole('combobox', { name: en['tools.import.month'] })).toHaveValue('6');
    expect(within(chooser).getByRole('combobox', { name: en['tools.import.year'] })).toHaveValue('2026');

    await user.click(importButton());
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    const call = server.calls.find((item) => item.path === '/prayer-times/import');
    expect(call?.method).toBe('POST');
    const sent = call?.body as { city: string; data: Array<Record<string, string>> };
    expect(sent.city).toBe('Warsaw');
    expect(sent.data).toHaveLength(30);
    expect(sent.data[0]).toEqual({
      date: '2026-06-01',
      fajr: '04:01:00',
      dhuhr: '13:39:00',
      asr: '17:48:00',
      maghrib: '21:23:00',
      isha: '22:43:00',
    });
    expect(queryClient.getQueryState(prayerKeys.month('Warsaw', 2026, 6))?.isInvalidated).toBe(true);
    expect(await screen.findByText('30 days of prayer times imported into Warsaw.')).toBeInTheDocument();
  });

  it('reads the same calendar for another month when the month is changed', async () => {
    const user = userEvent.setup();
    renderDialog(() => ({ status: 500 }));
    await user.upload(fileInput(), csv(LYON_JUNE));
    await screen.findByText('30 days are ready to import into Warsaw.');
    await user.selectOptions(screen.getByRole('combobox', { name: en['tools.import.month'] }), '2');
    // February has no 29th and 30th in 2026: those rows are named and nothing can be saved.
    expect(await screen.findByText(/2 rows have problems \(30, 31\)/)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
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
    const { onImported } = renderDialog(() => ({
      status: 400,
      body: { detail: 'Prayer times must be in order', code: 'prayer.order', dates: ['2026-06-03'] },
    }));
    await user.upload(fileInput(), csv(LYON_JUNE));
    await screen.findByText('30 days are ready to import into Warsaw.');
    await user.click(importButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['tools.import.issue.order']);
    expect(alert).toHaveTextContent('Jun 3, 2026');
    expect(onImported).not.toHaveBeenCalled();
    expect(importButton()).toBeEnabled();
  });

  it('rejects a file whose columns it does not know', async () => {
    const user = userEvent.setup();
    renderDialog(() => ({ status: 200 }));
    await user.upload(fileInput(), csv('name,amount\nZakat,100\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(en['tools.import.fileIssue.formatUnknown']);
    expect(importButton()).toBeDisabled();
  });
});
