import { datesBetween } from '@minbar/domain/prayer/calendar';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import site from '../../../locales/en.json';
import { acting, eventually, publicServer, renderSite, type ServerCall } from '../../../test/render-site';
import { servedDay as day } from '../../../test/served-day-fixture';
import t from '../locales/en.json';

/*
 * The public timetable with the site's real providers and API client against a scripted server: the
 * mosque's Warsaw times for November and December 2026, nothing for January. The clock is
 * Wednesday 25 November 2026, 12:30 in Warsaw.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T11:30:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SETTINGS = {
  time_zone: 'Europe/Warsaw',
  default_city: 'Warsaw',
  hijri_offset: 0,
  jumuah: { athan: '11:45', iqama: '12:15' },
};

function prayerServer(failMonth: { failing: boolean } = { failing: false }) {
  return publicServer((call: ServerCall) => {
    if (call.path === '/settings') return { status: 200, body: SETTINGS };
    if (call.path === '/public/cities')
      return {
        status: 200,
        body: { cities: ['Krakow', 'Warsaw'], default_city: 'Warsaw', time_zone: 'Europe/Warsaw' },
      };
    if (call.path.startsWith('/public/prayer-times?')) {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const from = query.get('from') ?? '';
      if (failMonth.failing && from.endsWith('-01')) return { status: 500, body: { detail: 'Server error' } };
      const days = datesBetween(from, query.get('to') ?? '').filter((date) => date < '2027-01-01');
      return {
        status: 200,
        body: {
          city: query.get('city') ?? 'Warsaw',
          time_zone: 'Europe/Warsaw',
          days: days.map((date) => day(date)),
        },
      };
    }
    return undefined;
  });
}

const caption = (month: string) =>
  t['timetable.caption'].replace('{city}', 'Warsaw').replace('{month}', month);

describe('the public prayer timetable', () => {
  it("is reached from the header and shows today's prayers with the countdown and the month", async () => {
    const server = prayerServer();
    await renderSite({ server });
    await acting(() => userEvent.click(screen.getByRole('link', { name: site['layout.nav.prayerTimes'] })));

    const table = await eventually(() => screen.getByRole('table', { name: caption('November 2026') }));
    expect(screen.getByRole('heading', { level: 1, name: t['timetable.title'] })).toBeTruthy();
    // 12:30: dhuhr's iqama has passed, asr's athan is next at 13:34.
    const today = screen.getByRole('region', { name: t['timetable.today.title'] });
    expect(within(today).getByText('Asr in')).toBeTruthy();
    expect(within(today).getByText('1 h 4 min')).toBeTruthy();
    expect(within(today).getByText('Jumada II 15, 1448 AH')).toBeTruthy();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const current = rows.find((row) => row.getAttribute('aria-current') === 'date');
    // The Hijri date's copy under the date (a phone's second line) is hidden from screen readers.
    expect(within(current as HTMLElement).getByRole('rowheader', { name: '25 Wed' })).toBeTruthy();
    expect(within(current as HTMLElement).getByRole('cell', { name: 'Jumada II 15' })).toBeTruthy();
    expect(within(current as HTMLElement).getByText('Iqama 1:44 PM')).toBeTruthy();
    expect(screen.getByText("Jumu'a on Fridays: athan 11:45 AM, iqama 12:15 PM")).toBeTruthy();
    expect(screen.getByRole('link', { name: t['timetable.subscribe'] }).getAttribute('href')).toBe(
      'webcal://localhost:3000/api/public/prayer-times.ics?city=Warsaw&lang=en',
    );
  });

  it('turns the months in the address, says when a month has no times, and changes city', async () => {
    const server = prayerServer();
    await renderSite({ server, path: '/prayer-times' });
    await eventually(() => screen.getByRole('table', { name: caption('November 2026') }));

    await acting(() => userEvent.click(screen.getByRole('button', { name: t['timetable.month.next'] })));
    await eventually(() => screen.getByRole('table', { name: caption('December 2026') }));
    expect(window.location.search).toBe('?month=2026-12');

    await acting(() => userEvent.click(screen.getByRole('button', { name: t['timetable.month.next'] })));
    await eventually(() => screen.getByText(t['timetable.empty'].replace('{month}', 'January 2027')));
    expect(screen.queryByRole('table')).toBeNull();

    await acting(() =>
      userEvent.selectOptions(screen.getByRole('combobox', { name: t['timetable.city'] }), 'Krakow'),
    );
    await eventually(() => screen.getByText(t['timetable.empty'].replace('{month}', 'January 2027')));
    expect(window.location.search).toBe('?city=Krakow&month=2027-01');
    expect(server.calls.some((call) => call.path.includes('city=Krakow&from=2027-01-01&to=2027-01-31'))).toBe(
      true,
    );
  });

  it('shows a failed month with a retry that loads it again', async () => {
    const failing = { failing: true };
    await renderSite({ server: prayerServer(failing), path: '/prayer-times?city=Warsaw&month=2026-12' });
    const alert = await eventually(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain(t['timetable.failed']);

    failing.failing = false;
    await acting(() => userEvent.click(within(alert).getByRole('button', { name: site['common.retry'] })));
    await eventually(() => screen.getByRole('table', { name: caption('December 2026') }));
  });
});
