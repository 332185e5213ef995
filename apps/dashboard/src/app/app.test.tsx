import { createBrowserSession } from '@minbar/api/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../test/render-app';

const TOKENS = { access_token: 'new-access', token_type: 'bearer' };
const me = (roles: string[]) => ({
  id: 7,
  username: 'amina',
  email: 'amina@example.org',
  phone: '+48 600 100 200',
  role: roles[0],
  roles,
});
const EMPTY_USERS = { data: [], pagination: { total: 0, page: 1, per_page: 10, total_pages: 0 } };
const COUNTS = { admin: 1, imam: 2, teacher: 3, parent: 4, student: 0 };

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByRole('textbox', { name: 'Email or phone' }), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('sends nothing while a field is empty', async () => {
    const server = fakeServer(() => ({ status: 500 }));
    renderApp({ path: '/', server });
    await signIn('amina@example.org', '');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('signs an admin in and lands on Administrators', async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/token') return { status: 200, body: TOKENS };
      if (path === '/users/me') return { status: 200, body: me(['admin']) };
      if (path.startsWith('/admin/users?')) return { status: 200, body: EMPTY_USERS };
      if (path === '/admin/users-roles-count') return { status: 200, body: COUNTS };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const { router, session } = renderApp({ path: '/', server });
    await signIn('amina@example.org', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Administrators'));
    expect(server.calls[0]).toEqual({
      method: 'POST',
      path: '/token',
      body: { email: 'amina@example.org', password: 'correct horse' },
    });
    expect(session.get()).toMatchObject({ token: 'new-access', roles: ['admin'], username: 'amina' });
    expect(await screen.findByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
  });

  it('refuses a parent with Unauthorized role and keeps no session, here or on the server', async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/token') return { status: 200, body: TOKENS };
      if (path === '/logout') return { status: 204 };
      return { status: 200, body: me(['parent']) };
    });
    const { router, session } = renderApp({ path: '/', server });
    await signIn('parent@example.org', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized role');
    expect(session.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(server.calls.map((call) => call.path)).toEqual(['/token', '/users/me', '/logout']);
  });

  it('writes no token of any kind to localStorage, only the user', async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/token') return { status: 200, body: TOKENS };
      if (path === '/users/me') return { status: 200, body: me(['admin']) };
      if (path.startsWith('/admin/users?')) return { status: 200, body: EMPTY_USERS };
      if (path === '/admin/users-roles-count') return { status: 200, body: COUNTS };
      return { status: 404, body: { detail: 'Not found' } };
    });
    const { router, session } = renderApp({ path: '/', server, sessionStore: browserSession() });
    await signIn('amina@example.org', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Administrators'));
    expect(session.get()?.token).toBe('new-access');
    expect(storedEntries()).toEqual({
      language: 'en',
      userEmail: 'amina@example.org',
      userId: '7',
      username: 'amina',
      role: 'admin',
      roles: '["admin"]',
    });
  });

  it('shows invalid email or password on 401', async () => {
    const server = fakeServer(() => ({ status: 401, body: { detail: 'Invalid email or password' } }));
    renderApp({ path: '/', server });
    await signIn('amina@example.org', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('offers the way to /verify for an unverified account', async () => {
    const server = fakeServer(() => ({ status: 403, body: { detail: 'Email not verified' } }));
    renderApp({ path: '/', server });
    await signIn('new@example.org', 'password123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('redirects a signed-in imam from the login page to AthanTimes', async () => {
    const server = fakeServer(() => ({ status: 200, body: me(['imam']) }));
    const { router } = renderApp({ path: '/', server, session: IMAM_SESSION });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/AthanTimes'));
  });
});

describe('the dashboard guard and shell', () => {
  it('sends a visitor without a session back to the login page', async () => {
    const server = fakeServer(() => ({ status: 401 }));
    const { router } = renderApp({ path: '/dashboard/Administrators', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends an imam who opens Administrators to the login page with the session cleared', async () => {
    const server = fakeServer(() => ({ status: 200, body: { ...me(['imam']), username: 'yusuf' } }));
    const { router, session } = renderApp({
      path: '/dashboard/Administrators',
      server,
      session: IMAM_SESSION,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Administrators' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('clears the session of a user who lost every dashboard role', async () => {
    const server = fakeServer(() => ({ status: 200, body: me(['parent']) }));
    const { router, session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      session: { ...ADMIN_SESSION, role: 'parent', roles: ['parent'] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
  });

  it('logs out only after the Confirm Logout dialog, ending the session on the server first', async () => {
    const user = userEvent.setup();
    const server = fakeServer(({ path }) =>
      path === '/logout' ? { status: 204 } : { status: 200, body: me(['imam']) },
    );
    const { router, session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      session: IMAM_SESSION,
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(session.get()).not.toBeNull();
    expect(server.calls.some((call) => call.path === '/logout')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
    expect(server.calls.filter((call) => call.path === '/logout')).toEqual([
      { method: 'POST', path: '/logout', body: undefined },
    ]);
  });
});

/** The app's own store over this window's localStorage, without other tabs. */
function browserSession() {
  return createBrowserSession({ storage: localStorage, channel: null, storageEvents: window });
}

function storedEntries(): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...localStorage }));
}

/** What a signed-in tab leaves in localStorage: the user, not a token. */
function storeUser(roles: string[]) {
  localStorage.setItem('userEmail', 'amina@example.org');
  localStorage.setItem('userId', '7');
  localStorage.setItem('username', 'amina');
  localStorage.setItem('role', roles[0] ?? '');
  localStorage.setItem('roles', JSON.stringify(roles));
}

describe('a reload or a new tab', () => {
  it('gets an access token through the refresh cookie, then loads the area', async () => {
    storeUser(['imam']);
    const server = fakeServer(({ path }) => {
      if (path === '/refresh-token') return { status: 200, body: { access_token: 'restored' } };
      return { status: 200, body: me(['imam']) };
    });
    const { router, session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      sessionStore: browserSession(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.org');
    expect(router.state.location.pathname).toBe('/dashboard/ProfileSettings');
    expect(server.calls[0]).toEqual({ method: 'POST', path: '/refresh-token', body: {} });
    expect(session.get()?.token).toBe('restored');
    expect(Object.values(storedEntries()).join(' ')).not.toContain('restored');
  });

  it('goes from the login page to the landing page, restoring there', async () => {
    storeUser(['admin']);
    const server = fakeServer(({ path }) => {
      if (path === '/refresh-token') return { status: 200, body: { access_token: 'restored' } };
      if (path.startsWith('/admin/users?')) return { status: 200, body: EMPTY_USERS };
      if (path === '/admin/users-roles-count') return { status: 200, body: COUNTS };
      return { status: 200, body: me(['admin']) };
    });
    const { router } = renderApp({ path: '/', server, sessionStore: browserSession() });
    expect(await screen.findByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/Administrators');
    expect(server.calls.filter((call) => call.path === '/refresh-token')).toHaveLength(1);
  });

  it('clears the stored user and shows the login page when the cookie is refused', async () => {
    storeUser(['imam']);
    const server = fakeServer(() => ({ status: 401, body: { detail: 'Could not validate credentials' } }));
    const { router, session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      sessionStore: browserSession(),
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.get()).toBeNull();
    expect(storedEntries()).toEqual({ language: 'en' });
    expect(server.calls.map((call) => call.path)).toEqual(['/refresh-token']);
  });

  it('offers a retry when the server cannot be reached, keeping the session', async () => {
    const user = userEvent.setup();
    storeUser(['imam']);
    let online = false;
    const answer = fakeServer(({ path }) =>
      path === '/refresh-token'
        ? { status: 200, body: { access_token: 'restored' } }
        : { status: 200, body: me(['imam']) },
    );
    const server = {
      calls: answer.calls,
      fetch: ((input, init) =>
        online
          ? answer.fetch(input, init)
          : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    };
    const { session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      sessionStore: browserSession(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(session.get()).toMatchObject({ userEmail: 'amina@example.org', token: null });
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('follows a sign-out in another tab back to the login page', async () => {
    storeUser(['imam']);
    const server = fakeServer(({ path }) =>
      path === '/refresh-token'
        ? { status: 200, body: { access_token: 'restored' } }
        : { status: 200, body: me(['imam']) },
    );
    const { router } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      sessionStore: browserSession(),
    });
    await screen.findByRole('textbox', { name: 'Email' });
    // The other tab's sign-out, as this tab sees it: the keys go, and a storage event says so.
    for (const key of ['userEmail', 'userId', 'username', 'role', 'roles']) localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key: 'userEmail', storageArea: localStorage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
