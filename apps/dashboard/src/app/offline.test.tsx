import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authEn from '../features/auth/locales/en.json';
import prayerEn from '../features/prayer-times/locales/en.json';
import profileEn from '../features/profile/locales/en.json';
import en from '../locales/en.json';
import { ADMIN_SESSION, type FakeServer, fakeServer, IMAM_SESSION, renderApp } from '../test/render-app';

const IMAM_ME = {
  id: 2,
  username: 'yusuf',
  email: 'yusuf@example.org',
  phone: null,
  role: 'imam',
  roles: ['imam'],
};
const ADMIN_ME = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};

type Call = FakeServer['calls'][number];

/** A field's label, which also carries the required marker after the text. */
function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The fake server behind a network the test can cut: offline, the browser reports it (navigator.onLine
 * and the window's offline event, which the query library listens to) and fetch rejects as browsers
 * do, before anything reaches the server. Every attempt is recorded, sent or not.
 */
function cuttableNetwork(server: FakeServer) {
  let online = true;
  const attempts: Call[] = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    attempts.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), body: undefined });
    if (!online) throw new TypeError('Failed to fetch');
    return server.fetch(request);
  };
  const setOnline = (value: boolean) => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  return { fetch, attempts, setOnline };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('without a network', () => {
  it('fails an iqama save at once, keeps the form, and never sends it after the dialog is closed', {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer(({ method, path }) => {
      if (path === '/users/me') return { status: 200, body: IMAM_ME };
      if (method === 'GET' && (path === '/prayer-settings' || path.startsWith('/prayer-times/')))
        return { status: 200, body: [] };
      if (method === 'GET' && path === '/polish-cities') return { status: 200, body: ['Warsaw'] };
      if (method === 'POST') return { status: 201, body: {} };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const network = cuttableNetwork(server);
    renderApp({
      path: '/dashboard/AthanTimes',
      session: IMAM_SESSION,
      server: { ...server, fetch: network.fetch },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: prayerEn['prayer.sidebar.tab.iqama'] }));
    await user.click(screen.getByRole('button', { name: prayerEn['prayer.sidebar.addIqama'] }));
    const dialog = await screen.findByRole('dialog', { name: prayerEn['prayer.iqamaDialog.addTitle'] });
    // The date stays the one the dialog opened on (its fields are react-aria's segment groups); the
    // minutes are what the user typed and must survive the failed save.
    const date = within(dialog).getAllByRole('group')[0]?.textContent;
    const fajr = within(dialog).getByLabelText(
      labelled(prayerEn['prayer.iqamaDialog.minutesLabel'].replace('{prayer}', prayerEn['prayer.name.fajr'])),
    );
    await user.clear(fajr);
    await user.type(fajr, '25');

    network.setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: prayerEn['prayer.dialog.save'] }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['error.offline']);
    expect(within(dialog).getByRole('button', { name: prayerEn['prayer.dialog.save'] })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getAllByRole('group')[0]?.textContent).toBe(date);
    expect(fajr).toHaveValue(25);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const attemptsBeforeReconnect = network.attempts.length;
    network.setOnline(true);
    // On reconnect the library resumes paused saves first, then reloads the screen's data: once a
    // load has gone out, a paused save would have gone out before it.
    await waitFor(() => expect(network.attempts.length).toBeGreaterThan(attemptsBeforeReconnect));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const saves = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');
    expect(saves(network.attempts)).toEqual([
      { method: 'POST', path: '/prayer-settings/minutes-after', body: undefined },
    ]);
    expect(saves(server.calls)).toEqual([]);
  });

  it('says so on sign-in instead of loading for ever', async () => {
    const server = fakeServer(() => ({ status: 500, body: { detail: 'unexpected call' } }));
    const network = cuttableNetwork(server);
    renderApp({ path: '/', server: { ...server, fetch: network.fetch } });
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('textbox', { name: authEn['auth.field.emailOrPhone'] }),
      'imam@example.org',
    );
    await user.type(screen.getByLabelText(/^Password/), 'imam12345');
    network.setOnline(false);
    await user.click(screen.getByRole('button', { name: authEn['login.submit'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en['error.offline']);
    expect(screen.getByRole('button', { name: authEn['login.submit'] })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('textbox', { name: authEn['auth.field.emailOrPhone'] })).toHaveValue(
      'imam@example.org',
    );

    network.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls).toEqual([]);
    expect(network.attempts).toHaveLength(1);
  });

  it("shows a screen's network message instead of loading for ever, and loads when the network returns", {
    timeout: 20_000,
  }, async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ADMIN_ME };
      if (path === '/admin/users-roles-count')
        return { status: 200, body: { admin: 1, imam: 0, parent: 0, teacher: 0, student: 0 } };
      if (path.startsWith('/admin/users'))
        return {
          status: 200,
          body: {
            data: [{ id: 1, username: 'amina', email: 'amina@example.org', role: 'admin', roles: ['admin'] }],
            pagination: { total: 1, page: 1, per_page: 10, total_pages: 1 },
          },
        };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const network = cuttableNetwork(server);
    renderApp({
      path: '/dashboard/Administrators',
      session: ADMIN_SESSION,
      server: { ...server, fetch: network.fetch },
    });
    // Before the lazy screen has loaded and asked for anything.
    network.setOnline(false);

    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(en['error.offline']);
    expect(server.calls).toEqual([]);

    network.setOnline(true);
    expect(await screen.findByRole('cell', { name: 'amina@example.org' })).toBeInTheDocument();
    expect(screen.queryByText(en['error.offline'])).not.toBeInTheDocument();
  });

  it('shows the network message in the prayer-times table and day panel, not their loading or generic texts', async () => {
    const server = fakeServer(() => ({ status: 500, body: { detail: 'unexpected call' } }));
    const network = cuttableNetwork(server);
    const view = renderApp({
      path: '/dashboard/AthanTimes',
      session: IMAM_SESSION,
      server: { ...server, fetch: network.fetch },
    });
    network.setOnline(false);

    const table = await screen.findByRole('tabpanel', { name: prayerEn['prayer.view.table'] });
    expect(await within(table).findByRole('alert')).toHaveTextContent(en['error.offline']);
    const dayPanel = view.container.querySelector<HTMLElement>('.prayer-sidebar');
    if (!dayPanel) throw new Error('the day panel is missing');
    expect(await within(dayPanel).findByRole('alert')).toHaveTextContent(en['error.offline']);
    expect(screen.queryByText(prayerEn['prayer.table.error'])).not.toBeInTheDocument();
    expect(screen.queryByText(prayerEn['prayer.sidebar.loadError'])).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows the network message on the profile screen instead of its generic load error', async () => {
    const server = fakeServer(() => ({ status: 500, body: { detail: 'unexpected call' } }));
    const network = cuttableNetwork(server);
    renderApp({
      path: '/dashboard/ProfileSettings',
      session: IMAM_SESSION,
      server: { ...server, fetch: network.fetch },
    });
    network.setOnline(false);

    expect(await screen.findByText(en['error.offline'])).toBeInTheDocument();
    expect(screen.queryByText(profileEn['profile.error'])).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
