import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../test/render-app';

const TOKENS = { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer' };
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

  it('refuses a parent with Unauthorized role and keeps no session', async () => {
    const server = fakeServer(({ path }) =>
      path === '/token' ? { status: 200, body: TOKENS } : { status: 200, body: me(['parent']) },
    );
    const { router, session } = renderApp({ path: '/', server });
    await signIn('parent@example.org', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized role');
    expect(session.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
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

  it('logs out only after the Confirm Logout dialog', async () => {
    const user = userEvent.setup();
    const server = fakeServer(() => ({ status: 200, body: me(['imam']) }));
    const { router, session } = renderApp({
      path: '/dashboard/ProfileSettings',
      server,
      session: IMAM_SESSION,
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(session.get()).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
  });
});
