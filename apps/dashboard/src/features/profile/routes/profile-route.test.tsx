import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ADMIN_ME = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};

describe('the profile settings route', () => {
  it("shows an administrator their own details only: the mosque's identity is not asked for here", {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer(({ path }) =>
      path === '/users/me' ? { status: 200, body: ADMIN_ME } : { status: 404, body: { detail: 'Not found' } },
    );
    renderApp({ path: '/dashboard/ProfileSettings', session: ADMIN_SESSION, server });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['profile.title'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('amina@example.org', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      en['profile.tab'],
    ]);
    expect(server.calls.some((call) => call.path.includes('/settings/identity'))).toBe(false);
  });
});
