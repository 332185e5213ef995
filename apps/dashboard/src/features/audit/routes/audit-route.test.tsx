import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};
const ENTRY = {
  id: 'action-57',
  at: '2026-11-26T11:05:00.000Z',
  actor: { id: 2, username: 'yusuf', name: 'yusuf' },
  action: 'update',
  area: 'prayer',
  entity: 'prayer_settings',
  entity_id: '12',
  rows: [
    {
      action: 'update',
      area: 'prayer',
      entity: 'prayer_settings',
      entity_id: '12',
      changes: { isha_minutes: [10, 15] },
    },
  ],
  people: {},
};
const ACTORS = {
  data: [
    { id: 1, name: 'amina' },
    { id: 2, name: 'yusuf' },
  ],
};

function trailServer() {
  return fakeServer(({ path }) => {
    if (path === '/users/me') return { status: 200, body: ME };
    if (path === '/admin/audit/actors') return { status: 200, body: ACTORS };
    return {
      status: 200,
      body: { data: [ENTRY], pagination: { total: 1, page: 1, per_page: 10, total_pages: 1 } },
    };
  });
}

const trailCalls = (server: ReturnType<typeof trailServer>) =>
  server.calls
    .filter((call) => call.path.startsWith('/admin/audit') && !call.path.startsWith('/admin/audit/actors'))
    .map((call) => call.path);

describe('the audit trail route', () => {
  it('asks for the filters the URL holds, and a person chosen keeps only their actions', async () => {
    const user = userEvent.setup();
    const server = trailServer();
    renderApp({
      path: '/dashboard/AuditTrail?area=prayer&from=2026-11-01&to=2026-11-30',
      server,
      session: ADMIN_SESSION,
    });

    // The action's sentence names the field changed by its label.
    await screen.findByText(en['audit.field.isha_minutes'], { exact: false, selector: '.audit__sentence' });
    expect(trailCalls(server)).toEqual([
      '/admin/audit?page=1&area=prayer&from=2026-11-01&to=2026-11-30&per_page=10',
    ]);
    await user.click(screen.getByRole('combobox', { name: en['audit.filter.person'] }));
    await user.click(await screen.findByRole('option', { name: 'yusuf' }));
    await waitFor(() =>
      expect(trailCalls(server).at(-1)).toBe(
        '/admin/audit?page=1&area=prayer&from=2026-11-01&to=2026-11-30&actor=2&per_page=10',
      ),
    );
    expect(screen.getByRole('combobox', { name: en['audit.filter.person'] })).toHaveTextContent('yusuf');
  });

  it("shows each change's time in the mosque's zone, the one its days are filed under (tests run in UTC)", async () => {
    // 21:30 UTC on the 26th is already 02:30 on the 27th in Karachi (UTC+5).
    const late = { ...ENTRY, at: '2026-11-26T21:30:00.000Z' };
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      if (path === '/admin/audit/actors') return { status: 200, body: ACTORS };
      if (path === '/settings')
        return { status: 200, body: { time_zone: 'Asia/Karachi', default_city: 'Warsaw' } };
      return {
        status: 200,
        body: { data: [late], pagination: { total: 1, page: 1, per_page: 10, total_pages: 1 } },
      };
    });
    renderApp({ path: '/dashboard/AuditTrail', server, session: ADMIN_SESSION });

    const karachi = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Karachi',
    }).format(new Date(late.at));
    expect(await screen.findByText(karachi)).toBeInTheDocument();
    expect(karachi).toContain('27');
  });

  it('asks nothing for a span whose end comes before its start, and says why', async () => {
    const server = trailServer();
    renderApp({
      path: '/dashboard/AuditTrail?from=2026-11-30&to=2026-11-01',
      server,
      session: ADMIN_SESSION,
    });
    expect(await screen.findByText(en['audit.filter.rangeOrder'])).toBeInTheDocument();
    expect(trailCalls(server)).toEqual([]);
  });

  it('leaves out what does not read as a filter', async () => {
    const server = trailServer();
    renderApp({
      path: '/dashboard/AuditTrail?area=nowhere&from=yesterday&actor=x&page=2',
      server,
      session: ADMIN_SESSION,
    });
    await waitFor(() => expect(trailCalls(server)).toEqual(['/admin/audit?page=2&per_page=10']));
  });
});
