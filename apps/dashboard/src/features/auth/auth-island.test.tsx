import { createApiClient } from '@minbar/api/client';
import { createMemorySession, type Session } from '@minbar/api/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocaleState } from '../../lib/locale-state';
import { ADMIN_SESSION, type FakeServer, fakeServer } from '../../test/render-app';
import { AuthIsland } from './auth-island';
import { authRouteOf } from './auth-routes';
import en from './locales/en.json';
import { createHistoryNavigator } from './navigation/history-navigator';

const ME = {
  id: 7,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};

/** The first page as main.tsx starts it, at `path`, with the app's real client over a fake server. */
function renderIsland({
  path,
  server,
  session = null,
}: {
  path: string;
  server: FakeServer;
  session?: Session | null;
}) {
  window.history.replaceState(null, '', path);
  const locale = createLocaleState('en');
  locale.set('en');
  const sessionStore = createMemorySession(session);
  const client = createApiClient({
    baseURL: 'http://localhost/api',
    session: sessionStore,
    getLanguage: () => 'en',
    fetch: server.fetch,
  });
  const onLeave = vi.fn();
  const preload = vi.fn();
  const navigator = createHistoryNavigator({
    isOwnPath: (pathname) => authRouteOf(pathname) !== undefined,
    onLeave,
    preload,
  });
  render(<AuthIsland locale={locale} client={client} session={sessionStore} navigator={navigator} />);
  return { onLeave, preload, session: sessionStore };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the light first page', () => {
  it('signs an admin in and hands the landing page to the dashboard, keeping the session', async () => {
    const user = userEvent.setup();
    const server = fakeServer(({ path }) =>
      path === '/token'
        ? { status: 200, body: { access_token: 'fresh', token_type: 'bearer' } }
        : { status: 200, body: ME },
    );
    const { onLeave, preload, session } = renderIsland({ path: '/', server });

    await user.type(
      await screen.findByRole('textbox', { name: en['auth.field.emailOrPhone'] }),
      'amina@example.org',
    );
    expect(preload).toHaveBeenCalled();
    await user.type(screen.getByLabelText(new RegExp(`^${en['auth.field.password']}`)), 'correct horse');
    await user.click(screen.getByRole('button', { name: en['login.submit'] }));

    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/dashboard/Administrators', { replace: true }));
    expect(session.get()).toMatchObject({ token: 'fresh', roles: ['admin'] });
    expect(server.calls.map((call) => call.path)).toEqual(['/token', '/users/me']);
  });

  it('moves between account pages without a page load, and back again', async () => {
    const user = userEvent.setup();
    const { onLeave } = renderIsland({ path: '/', server: fakeServer(() => ({ status: 500 })) });

    const link = await screen.findByRole('link', { name: en['login.signUp'] });
    expect(link).toHaveAttribute('href', '/SignUp');
    await user.click(link);

    expect(await screen.findByRole('heading', { name: en['signUp.title'] })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/SignUp');

    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: en['login.title'] })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('sends a visitor who is already signed in on to their landing page', async () => {
    const { onLeave } = renderIsland({
      path: '/forgot-password',
      server: fakeServer(() => ({ status: 500 })),
      session: ADMIN_SESSION,
    });
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/dashboard/Administrators', { replace: true }));
  });

  it('keeps a refused sign-in on the page with its message', async () => {
    const user = userEvent.setup();
    const server = fakeServer(() => ({ status: 401, body: { detail: 'Incorrect username or password' } }));
    const { onLeave, session } = renderIsland({ path: '/', server });

    await user.type(
      await screen.findByRole('textbox', { name: en['auth.field.emailOrPhone'] }),
      'amina@example.org',
    );
    await user.type(screen.getByLabelText(new RegExp(`^${en['auth.field.password']}`)), 'wrong');
    await user.click(screen.getByRole('button', { name: en['login.submit'] }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en['auth.field.emailOrPhone'] })).toHaveValue(
      'amina@example.org',
    );
    expect(session.get()).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
  });
});
