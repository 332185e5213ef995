import { screen, waitFor, within } from '@testing-library/react';
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
const USERS = [
  { id: 1, username: 'amina', email: 'amina@example.org', role: 'admin', roles: ['admin'] },
  { id: 9, username: 'omar', email: 'omar@example.org', role: 'parent', roles: ['parent'] },
];

function administratorsServer() {
  return fakeServer(({ method, path }) => {
    if (method === 'DELETE') return { status: 200, body: { message: 'deleted' } };
    if (method === 'PUT') return { status: 200, body: { message: 'updated' } };
    if (path === '/users/me') return { status: 200, body: ME };
    if (path === '/admin/users-roles-count')
      return { status: 200, body: { admin: 1, imam: 0, teacher: 0, parent: 1, student: 0 } };
    return {
      status: 200,
      body: { data: USERS, pagination: { total: 2, page: 1, per_page: 10, total_pages: 1 } },
    };
  });
}

const actionsOf = (username: string) => en['admins.actionsOf'].replace('{username}', username);

describe('the administrators route', () => {
  it('deletes a user from the row menu only after the confirmation; admin rows offer no delete', async () => {
    const user = userEvent.setup();
    const server = administratorsServer();
    renderApp({ path: '/dashboard/Administrators', server, session: ADMIN_SESSION });

    await user.click(await screen.findByRole('button', { name: actionsOf('amina') }));
    const adminMenu = await screen.findByRole('menu');
    expect(within(adminMenu).queryByRole('menuitem', { name: en['admins.deleteAccount'] })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: actionsOf('omar') }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: en['admins.deleteAccount'] }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: en['admins.deleteTitle'] });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: en['admins.deleteConfirm'] }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'DELETE', path: '/admin/users/9', body: undefined }),
    );
  });

  it('sets a single role from the row menu after the confirmation', async () => {
    const user = userEvent.setup();
    const server = administratorsServer();
    renderApp({ path: '/dashboard/Administrators', server, session: ADMIN_SESSION });

    await user.click(await screen.findByRole('button', { name: actionsOf('omar') }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Imam' }));
    const dialog = await screen.findByRole('alertdialog', { name: en['admins.roleChangeTitle'] });
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: en['admins.roleChangeConfirm'] }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/update-role/omar%40example.org?new_role=imam',
        body: undefined,
      }),
    );
  });
});
