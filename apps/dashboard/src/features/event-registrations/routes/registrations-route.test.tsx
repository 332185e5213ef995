import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';
// The page's messages in memory before it renders, as the router's lazy loading ensures in the app.
import '../registrations-intl';

const EVENT = { id: 7, event_name: 'Family day at the centre' };
const PATH = `/dashboard/Events/${EVENT.id}/registrations`;

function personal(id: number): PersonalRegistration {
  return {
    id,
    name: `Guest ${id}`,
    phone: `+48 600 100 ${100 + id}`,
    email: `guest${id}@example.org`,
    student: id % 2 === 0,
    transportation: id % 3 === 0,
    city: id % 3 === 0 ? 'Łódź' : null,
    payment_status: id % 2 === 0 ? 'paid' : 'pending',
    price: 50,
    paid_via: id % 2 === 0 ? 'cash' : null,
    paid_at: id % 2 === 0 ? '2026-11-22T10:00:00Z' : null,
    refund_reason: null,
    extra_payments: [],
    created_at: '2026-11-20T14:05:00Z',
  };
}

function family(id: number): FamilyRegistration {
  return {
    id,
    parent_name: `Parent ${id}`,
    phone: `+48 501 200 ${300 + id}`,
    email: `family${id}@example.org`,
    num_adults: 2,
    num_children_above_3: 1,
    num_children_below_3: 0,
    use_transport: true,
    city: 'Kraków',
    payment_status: 'pending',
    price: 147.5,
    paid_via: null,
    paid_at: null,
    refund_reason: null,
    extra_payments: [],
    created_at: '2026-11-21T09:00:00Z',
  };
}

const SUMMARY = {
  people: { adults: 61, children_above_3: 25, children_below_3: 0, students: 6 },
  transport_by_city: [
    { city: 'Kraków', seats: 75 },
    { city: 'Łódź', seats: 4 },
  ],
  payment: { paid: 6, pending: 31 },
  income: { expected: 4287.5, paid: 300 },
};

/**
 * An event with `totals` bookings of each kind, paged as the server pages them: the same `page` of
 * both lists, `per_page` rows at a time. `failing.current` makes every call a server fault.
 */
function registrationsServer(
  totals = { personal: 12, family: 25 },
  failing: { current: boolean; exportOnly?: boolean } = { current: false },
  personalRow: (id: number) => PersonalRegistration = personal,
) {
  return fakeServer(({ method, path }) => {
    if (path === '/users/me')
      return {
        status: 200,
        body: { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] },
      };
    const match = /^\/events\/(\d+)\/registrations\?(.*)$/.exec(path);
    if (method !== 'GET' || !match) return { status: 404, body: { detail: 'Not found' } };
    const query = new URLSearchParams(match[2]);
    const page = Number(query.get('page'));
    const perPage = Number(query.get('per_page'));
    if (failing.current && (!failing.exportOnly || perPage === 100))
      return { status: 500, body: { detail: 'boom' } };
    const slice = (total: number) =>
      Array.from(
        { length: Math.max(0, Math.min(total, page * perPage) - (page - 1) * perPage) },
        (_, index) => (page - 1) * perPage + index + 1,
      );
    const info = (total: number) => ({
      total,
      page,
      per_page: perPage,
      total_pages: Math.ceil(total / perPage),
    });
    return {
      status: 200,
      body: {
        event: EVENT,
        personal_registrations: slice(totals.personal).map(personalRow),
        family_registrations: slice(totals.family).map(family),
        pagination: { personal: info(totals.personal), family: info(totals.family) },
        summary: SUMMARY,
      },
    };
  });
}

const tabName = (key: 'registrations.tab.personal' | 'registrations.tab.family', count: number) =>
  `${en[key]} (${count})`;

const registrationCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((call) => call.path.startsWith('/events/')).map((call) => call.path);

describe('the event registrations route', () => {
  beforeAll(() => loadEveryLocale());
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    saved = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:registrations';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the title it was given, both tabs with their counts and the day’s summary', {
    timeout: 20_000,
  }, async () => {
    renderApp({
      path: PATH,
      session: ADMIN_SESSION,
      server: registrationsServer(),
      state: { title: 'Eid picnic' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eid picnic' })).toBeInTheDocument();
    const personalTab = await screen.findByRole('tab', { name: tabName('registrations.tab.personal', 12) });
    expect(personalTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: tabName('registrations.tab.family', 25) })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Personal bookings: 12 bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Guest 1')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: en['registrations.summary.title'] });
    expect(within(summary).getByText('92 people in all')).toBeInTheDocument();
    expect(within(summary).getByText('61 adults')).toBeInTheDocument();
    expect(within(summary).getByText('79 seats in all')).toBeInTheDocument();
    expect(within(summary).getByText('31 bookings pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['registrations.back'] })).toHaveAttribute(
      'href',
      '/dashboard/Events',
    );
  });

  it('titles the page with the event’s name when the link gave none, for an imam too', {
    timeout: 20_000,
  }, async () => {
    renderApp({ path: PATH, session: IMAM_SESSION, server: registrationsServer() });
    expect(await screen.findByRole('heading', { level: 1, name: EVENT.event_name })).toBeInTheDocument();
  });

  it('pages each tab on its own: the family tab’s page 2 asks the server for page 2', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const server = registrationsServer();
    const { router } = renderApp({ path: PATH, session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('tab', { name: tabName('registrations.tab.family', 25) }));
    expect(await screen.findByRole('table', { name: 'Family bookings: 25 bookings' })).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: en['registrations.pagination.family'] });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(registrationCalls(server)).toContain(`/events/${EVENT.id}/registrations?page=2&per_page=10`),
    );
    expect(await screen.findByText('Parent 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=family&family=2');

    // The personal tab is still on its own first page.
    await user.click(screen.getByRole('tab', { name: tabName('registrations.tab.personal', 12) }));
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    expect(screen.queryByText('Guest 11')).toBeNull();
  });

  it('shows the last page for a page beyond it (a stale link), and keeps that in the address', {
    timeout: 20_000,
  }, async () => {
    const { router } = renderApp({ path: PATH, session: ADMIN_SESSION, server: registrationsServer() });
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    await act(() => router.navigate(`${PATH}?personal=5`));
    expect(await screen.findByText('Guest 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?personal=2');
    const pages = screen.getByRole('navigation', { name: en['registrations.pagination.personal'] });
    expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  });

  it('shows the failure in the user’s language, and Retry loads again', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const failing = { current: true };
    const server = registrationsServer(undefined, failing);
    renderApp({ path: PATH, session: ADMIN_SESSION, server });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['registrations.error.load']);
    expect(screen.queryByRole('region', { name: en['registrations.summary.title'] })).toBeNull();

    failing.current = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('tab', { name: tabName('registrations.tab.personal', 12) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(registrationCalls(server).length).toBeGreaterThanOrEqual(2);
  });

  it('exports every family booking, 100 a page, as one CSV', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const server = registrationsServer({ personal: 3, family: 230 });
    renderApp({ path: PATH, session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('tab', { name: tabName('registrations.tab.family', 230) }));
    await user.click(await screen.findByRole('button', { name: en['registrations.export.family'] }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(registrationCalls(server).filter((path) => path.includes('per_page=100'))).toEqual([
      `/events/${EVENT.id}/registrations?page=1&per_page=100`,
      `/events/${EVENT.id}/registrations?page=2&per_page=100`,
      `/events/${EVENT.id}/registrations?page=3&per_page=100`,
    ]);
    const file = saved[0];
    expect(file?.name).toBe(`registrations_${EVENT.id}_family.csv`);
    const rows = Papa.parse<string[]>((await file?.blob.text())?.replace(/^\uFEFF/, '') ?? '', {
      skipEmptyLines: true,
    }).data;
    // The interface is English here: the columns are named in English words.
    expect(rows[0]?.slice(0, 2)).toEqual(['Booking no.', 'Parent']);
    expect(rows).toHaveLength(231);
    expect(rows.map((row) => row[0])).toEqual([
      'Booking no.',
      ...Array.from({ length: 230 }, (_, index) => String(index + 1)),
    ]);
  });

  it('writes what a visitor typed as a formula as text in the exported CSV, and prices as numbers', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const typed = ['=1-1', '-2+3', '@SUM(A1:A9)', ' =HYPERLINK("http://x")'];
    const server = registrationsServer({ personal: 4, family: 0 }, { current: false }, (id) => ({
      ...personal(id),
      name: typed[id - 1] ?? '',
      city: '\t=1+1',
      price: 12.5,
    }));
    renderApp({ path: PATH, session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('button', { name: en['registrations.export.personal'] }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const rows = Papa.parse<string[]>((await saved[0]?.blob.text())?.replace(/^\uFEFF/, '') ?? '', {
      skipEmptyLines: true,
    }).data.slice(1);
    expect(rows.map((row) => row[1])).toEqual(typed.map((name) => `'${name}`));
    expect(rows.map((row) => row[2])).toEqual([1, 2, 3, 4].map((id) => `'+48 600 100 ${100 + id}`));
    expect(rows.map((row) => row[6])).toEqual(Array(4).fill("'\t=1+1"));
    expect(rows.map((row) => row[10])).toEqual(Array(4).fill('12.5'));
  });

  it('says so when an export fails, and keeps the bookings on screen', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const server = registrationsServer(undefined, { current: true, exportOnly: true });
    renderApp({ path: PATH, session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('button', { name: en['registrations.export.personal'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en['registrations.export.failed']);
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Personal bookings: 12 bookings' })).toBeInTheDocument();
  });

  it('says the event is gone, with no Retry, for an unknown event or an address that names none', {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer(({ path }) =>
      path === '/users/me'
        ? {
            status: 200,
            body: { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] },
          }
        : { status: 404, body: { detail: 'Event not found' } },
    );
    renderApp({ path: '/dashboard/Events/999/registrations', session: ADMIN_SESSION, server });
    expect(await screen.findByRole('alert')).toHaveTextContent(en['registrations.error.notFound']);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: en['registrations.title.default'] }),
    ).toBeInTheDocument();

    const before = registrationCalls(server).length;
    const view = renderApp({ path: '/dashboard/Events/abc/registrations', session: ADMIN_SESSION, server });
    expect(await within(view.container).findByRole('alert')).toHaveTextContent(
      en['registrations.error.notFound'],
    );
    expect(registrationCalls(server)).toHaveLength(before);
  });

  it('lists a cancelled event’s paid bookings as refunds to make, and a refund from the list takes it off', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    const due = [
      {
        id: 2,
        type: 'personal',
        name: 'Guest 2',
        email: 'guest2@example.org',
        phone: '',
        price: 50,
        paid_via: 'cash',
        paid_at: null,
      },
      {
        id: 4,
        type: 'personal',
        name: 'Guest 4',
        email: 'guest4@example.org',
        phone: '',
        price: 50,
        paid_via: 'online',
        paid_at: null,
      },
    ];
    let refundsDue = [...due];
    const server = fakeServer(({ method, path, body }) => {
      if (path === '/users/me')
        return {
          status: 200,
          body: { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] },
        };
      const refund = /^\/events\/7\/registrations\/(\d+)\/refund$/.exec(path);
      if (method === 'POST' && refund) {
        const id = Number(refund[1]);
        refundsDue = refundsDue.filter((each) => each.id !== id);
        expect(body).toEqual({ reason: 'The event was cancelled' });
        return { status: 200, body: { ...personal(id), payment_status: 'refunded' } };
      }
      if (method === 'GET' && path.startsWith('/events/7/registrations?'))
        return {
          status: 200,
          body: {
            event: { ...EVENT, status: 'canceled' },
            refunds_due: refundsDue,
            personal_registrations: [personal(1), personal(2), personal(4)],
            family_registrations: [],
            pagination: {
              personal: { total: 3, page: 1, per_page: 10, total_pages: 1 },
              family: { total: 0, page: 1, per_page: 10, total_pages: 0 },
            },
            summary: SUMMARY,
          },
        };
      return { status: 404, body: { detail: 'Not found' } };
    });
    renderApp({ path: PATH, session: ADMIN_SESSION, server });
    const section = await screen.findByRole(
      'region',
      { name: en['registrations.refunds.title'] },
      { timeout: 10_000 },
    );
    const list = within(section).getByRole('list', { name: en['registrations.refunds.list'] });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(en['registrations.refunds.how.cash']);
    expect(list).toHaveTextContent(en['registrations.refunds.how.online']);

    await user.click(
      within(list).getByRole('button', {
        name: en['registrations.refund.openFor']
          .replace('{id}', '2')
          .replace('{name}', '\u2068Guest 2\u2069'),
      }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: en['registrations.refund.title'] },
      { timeout: 10_000 },
    );
    await user.type(
      within(dialog).getByLabelText(en['registrations.refund.reason'], { exact: false }),
      'The event was cancelled',
    );
    await user.click(within(dialog).getByRole('button', { name: /50/ }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(section).not.toHaveTextContent('Guest 2');
    expect(
      server.calls.some((call) => call.method === 'POST' && call.path === '/events/7/registrations/2/refund'),
    ).toBe(true);
  });
});
