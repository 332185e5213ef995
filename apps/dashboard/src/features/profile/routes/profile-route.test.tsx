import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ADMIN_ME = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};
const IMAM_ME = {
  id: 2,
  username: 'yusuf',
  email: 'yusuf@example.org',
  phone: null,
  role: 'imam',
  roles: ['imam'],
};
const EMPTY = {
  name: { en: '', ar: '', pl: '' },
  short_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
};

function identityServer(me: typeof ADMIN_ME) {
  let stored = EMPTY;
  return fakeServer(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: me };
    if (url.pathname === '/settings/identity' && method === 'GET') return { status: 200, body: stored };
    if (url.pathname === '/settings/identity' && method === 'PUT') {
      stored = body as typeof EMPTY;
      return { status: 200, body: stored };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
}

describe('the profile settings route', () => {
  it("lets an administrator set the mosque's identity, saved through PUT /settings/identity", {
    timeout: 20_000,
  }, async () => {
    const server = identityServer(ADMIN_ME);
    renderApp({ path: '/dashboard/ProfileSettings', session: ADMIN_SESSION, server });
    const section = await screen.findByRole(
      'region',
      { name: en['profile.identity.title'] },
      { timeout: 10_000 },
    );
    const user = userEvent.setup();
    const field = async (id: keyof typeof en) =>
      within(section).findByRole('textbox', { name: new RegExp(`^${en[id]}`) });
    await user.type(await field('profile.identity.name.pl'), 'Centrum Kultury Muzułmańskiej w Warszawie');
    await user.type(await field('profile.identity.name.en'), 'Muslim Cultural Centre in Warsaw');
    await user.type(await field('profile.identity.name.ar'), 'المركز الثقافي الإسلامي في وارسو');
    await user.type(await field('profile.identity.address'), 'ul. Przykładowa 1{Enter}00-000 Warszawa');
    await user.type(await field('profile.identity.website'), 'ckm-warszawa.example');
    await user.type(await field('profile.identity.bankAccount'), 'pl61 1090 1014 0000 0712 1981 2874');
    const row = (id: 'profile.identity.registration.label' | 'profile.identity.registration.value') =>
      within(section).findByRole('textbox', { name: new RegExp(`^${en[id].replace('{row, number}', '1')}`) });
    await user.type(await row('profile.identity.registration.label'), 'KRS');
    await user.type(await row('profile.identity.registration.value'), '0000000000');
    await user.click(within(section).getByRole('button', { name: en['profile.identity.save'] }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: {
          en: 'Muslim Cultural Centre in Warsaw',
          ar: 'المركز الثقافي الإسلامي في وارسو',
          pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
        },
        short_name: '',
        address: 'ul. Przykładowa 1\n00-000 Warszawa',
        phone: '',
        email: '',
        website: 'https://ckm-warszawa.example',
        registration_numbers: [{ label: 'KRS', value: '0000000000' }],
        bank_account: 'PL61109010140000071219812874',
        mail_language: 'en',
        remove_logo: false,
      }),
    );
    expect(await screen.findByText(en['profile.identity.saved'])).toBeInTheDocument();
  });

  it('shows an imam no identity section and never asks for it', { timeout: 60_000 }, async () => {
    const server = identityServer(IMAM_ME);
    renderApp({ path: '/dashboard/ProfileSettings', session: IMAM_SESSION, server });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['profile.title'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByDisplayValue('yusuf', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: en['profile.identity.title'] })).toBeNull();
    expect(server.calls.some((call) => call.path.includes('/settings/identity'))).toBe(false);
  });
});
