import { SESSION_REFRESH_INTERVAL_MS } from '@minbar/api/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../test/render-app';

const meOf = (session: typeof ADMIN_SESSION, roles = session.roles) => ({
  id: session.userId,
  username: session.username,
  email: session.userEmail,
  phone: null,
  role: roles[0],
  roles,
});
const ROTATED = { access_token: 'rotated-access', token_type: 'bearer' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the session inside /dashboard', () => {
  it('refreshes the access token every 25 minutes through the cookie', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = fakeServer(({ path }) =>
      path === '/refresh-token' ? { status: 200, body: ROTATED } : { status: 200, body: meOf(IMAM_SESSION) },
    );
    const { session } = renderApp({ path: '/dashboard/ProfileSettings', server, session: IMAM_SESSION });
    await screen.findByRole('textbox', { name: 'Email' });
    expect(server.calls.some((call) => call.path === '/refresh-token')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(SESSION_REFRESH_INTERVAL_MS);
    });
    await waitFor(() => expect(session.get()?.token).toBe('rotated-access'));
    // The body names no token: the refresh token is the HttpOnly cookie the browser sends itself.
    expect(server.calls.find((call) => call.path === '/refresh-token')?.body).toEqual({});
  });

  it('clears the session and returns to / when the server answers 403', async () => {
    const server = fakeServer(({ path }) =>
      path.startsWith('/admin/')
        ? { status: 403, body: { detail: 'Not enough permissions' } }
        : { status: 200, body: meOf(ADMIN_SESSION) },
    );
    const { router, session } = renderApp({
      path: '/dashboard/Administrators',
      server,
      session: ADMIN_SESSION,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
  });

  it('refreshes the stored roles when admins change their own roles', async () => {
    const user = userEvent.setup();
    const self = { ...ADMIN_SESSION, role: 'admin', roles: ['admin', 'imam'] };
    let roles = ['admin', 'imam'];
    const server = fakeServer(({ method, path }) => {
      if (method === 'DELETE' && path.startsWith('/remove-role/')) {
        roles = ['admin'];
        return { status: 200, body: { message: 'ok' } };
      }
      if (path === '/users/me') return { status: 200, body: meOf(self, roles) };
      if (path === '/admin/users-roles-count')
        return { status: 200, body: { admin: 1, imam: 0, teacher: 0, parent: 0, student: 0 } };
      return {
        status: 200,
        body: {
          data: [{ id: 1, username: 'amina', email: 'amina@example.org', role: roles[0], roles }],
          pagination: { total: 1, page: 1, per_page: 10, total_pages: 1 },
        },
      };
    });
    const { session } = renderApp({ path: '/dashboard/Administrators', server, session: self });
    await user.click(await screen.findByRole('button', { name: /^Roles of amina/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Imam' }));
    await waitFor(() => expect(session.get()?.roles).toEqual(['admin']));
    expect(server.calls).toContainEqual({
      method: 'DELETE',
      path: '/remove-role/amina%40example.org?role=imam',
      body: undefined,
    });
  });

  it('deletes a user only after the confirmation and hides delete for admins', async () => {
    const user = userEvent.setup();
    const server = fakeServer(({ method, path }) => {
      if (method === 'DELETE') return { status: 200, body: { message: 'deleted' } };
      if (path === '/users/me') return { status: 200, body: meOf(ADMIN_SESSION) };
      if (path === '/admin/users-roles-count')
        return { status: 200, body: { admin: 1, imam: 0, teacher: 0, parent: 1, student: 0 } };
      return {
        status: 200,
        body: {
          data: [
            { id: 1, username: 'amina', email: 'amina@example.org', role: 'admin', roles: ['admin'] },
            { id: 9, username: 'omar', email: 'omar@example.org', role: 'parent', roles: ['parent'] },
          ],
          pagination: { total: 2, page: 1, per_page: 10, total_pages: 1 },
        },
      };
    });
    renderApp({ path: '/dashboard/Administrators', server, session: ADMIN_SESSION });
    // Delete sits in each row's actions menu, absent from an administrator's.
    await user.click(await screen.findByRole('button', { name: 'Actions for amina' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Actions for omar' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete account…' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'DELETE', path: '/admin/users/9', body: undefined }),
    );
  });
});
