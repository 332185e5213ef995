import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { DEFAULT_NISAB } from '@minbar/domain/donations/zakat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import mailKindEn from '../../../lib/mail-kinds/locales/en.json';
import appEn from '../../../locales/en.json';
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
const EMPTY = {
  name: { en: '', ar: '', pl: '' },
  short_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
};
const PAYMENTS = { provider: 'stripe', mode: 'live', webhook_configured: false, last_webhook: null };
const MAIL = {
  transport: 'smtp',
  from: 'no-reply@centre.test',
  pending: 0,
  failed: 2,
  last_failure: {
    id: 9,
    queued_at: '2026-03-01T08:00:00.000Z',
    refused_at: '2026-03-02T16:30:00.000Z',
    kind: 'receipt',
    status: 'failed',
    error: '550 5.1.1 Mailbox unavailable',
  },
};

/**
 * An administrator's server: the identity kept in memory; the nisab list unavailable (503) unless
 * `nisab` says how its saves go: stored, or refused with a field error on the day.
 */
function settingsServer(nisab?: 'saves' | 'refuses') {
  let stored = EMPTY;
  let settings: NisabAnswer[] = DEFAULT_NISAB.map((each) => ({ ...each }));
  return fakeServer(({ method, path, body }) => {
    const nisabOf = /^\/zakat\/nisab\/([A-Z]{3})$/.exec(path);
    if (nisab && method === 'GET' && path === '/zakat/nisab') return { status: 200, body: settings };
    if (nisab === 'refuses' && method === 'PUT' && nisabOf)
      return {
        status: 422,
        body: { detail: [{ loc: ['body', 'as_of'], msg: 'Enter a date', type: 'zakat.nisab_date_invalid' }] },
      };
    if (nisab === 'saves' && method === 'PUT' && nisabOf) {
      const setting = body as Omit<NisabAnswer, 'currency' | 'amount' | 'price_per_gram'>;
      const price = setting.basis === 'silver' ? setting.silver_price_per_gram : setting.gold_price_per_gram;
      const grams = setting.basis === 'silver' ? 595 : 85;
      const saved = {
        currency: nisabOf[1] as string,
        amount: grams * price,
        price_per_gram: price,
        ...setting,
      };
      settings = settings.map((each) => (each.currency === saved.currency ? saved : each));
      return { status: 200, body: saved };
    }
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: ADMIN_ME };
    if (url.pathname === '/settings' && method === 'GET')
      return { status: 200, body: { time_zone: 'Europe/Warsaw', default_city: 'Warsaw' } };
    if (url.pathname === '/settings/identity' && method === 'GET') return { status: 200, body: stored };
    if (url.pathname === '/settings/identity' && method === 'PUT') {
      stored = body as typeof EMPTY;
      return { status: 200, body: stored };
    }
    if (url.pathname === '/admin/status/payments') return { status: 200, body: PAYMENTS };
    if (url.pathname === '/admin/status/mail') return { status: 200, body: MAIL };
    if (url.pathname === '/zakat/nisab') return { status: 503, body: { detail: 'Unavailable' } };
    return { status: 404, body: { detail: 'Not found' } };
  });
}

describe('the mosque settings route', () => {
  it("lets an administrator set the mosque's identity, saved through PUT /settings/identity", {
    timeout: 20_000,
  }, async () => {
    const server = settingsServer();
    renderApp({ path: '/dashboard/MosqueSettings', session: ADMIN_SESSION, server });
    const section = await screen.findByRole(
      'region',
      { name: en['mosqueSettings.identity.title'] },
      { timeout: 10_000 },
    );
    const user = userEvent.setup();
    const field = async (id: keyof typeof en) =>
      within(section).findByRole('textbox', { name: new RegExp(`^${en[id]}`) });
    await user.type(
      await field('mosqueSettings.identity.name.pl'),
      'Centrum Kultury Muzułmańskiej w Warszawie',
    );
    await user.type(await field('mosqueSettings.identity.name.en'), 'Muslim Cultural Centre in Warsaw');
    await user.type(await field('mosqueSettings.identity.name.ar'), 'المركز الثقافي الإسلامي في وارسو');
    await user.type(
      await field('mosqueSettings.identity.address'),
      'ul. Przykładowa 1{Enter}00-000 Warszawa',
    );
    await user.type(await field('mosqueSettings.identity.website'), 'ckm-warszawa.example');
    await user.type(await field('mosqueSettings.identity.bankAccount'), 'pl61 1090 1014 0000 0712 1981 2874');
    const row = (
      id: 'mosqueSettings.identity.registration.label' | 'mosqueSettings.identity.registration.value',
    ) =>
      within(section).findByRole('textbox', { name: new RegExp(`^${en[id].replace('{row, number}', '1')}`) });
    await user.type(await row('mosqueSettings.identity.registration.label'), 'KRS');
    await user.type(await row('mosqueSettings.identity.registration.value'), '0000000000');
    await user.click(within(section).getByRole('button', { name: en['mosqueSettings.identity.save'] }));
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
    expect(await screen.findByText(en['mosqueSettings.identity.saved'])).toBeInTheDocument();
  });

  it('shows the payments and mail status beside the identity, each section failing on its own', {
    timeout: 20_000,
  }, async () => {
    const server = settingsServer();
    renderApp({ path: '/dashboard/MosqueSettings', session: ADMIN_SESSION, server });
    const payments = await screen.findByRole(
      'region',
      { name: en['mosqueSettings.payments.title'] },
      { timeout: 10_000 },
    );
    expect(
      await within(payments).findByText(en['mosqueSettings.payments.provider.stripeLive']),
    ).toBeVisible();
    expect(within(payments).getByText(en['mosqueSettings.payments.webhook.no'])).toBeVisible();
    expect(within(payments).getByText(en['mosqueSettings.payments.lastWebhook.none'])).toBeVisible();
    const mail = screen.getByRole('region', { name: en['mosqueSettings.mail.title'] });
    expect(await within(mail).findByText('no-reply@centre.test')).toBeVisible();
    // The kind in words and the time of the refusal, in the mosque's zone (Europe/Warsaw unless set).
    // The mail server's answer quoted as it came: isolated, and never translated.
    const answer = within(mail).getByText('550 5.1.1 Mailbox unavailable');
    expect(answer).toHaveAttribute('translate', 'no');
    expect(answer.closest('[data-slot="last-refusal"]')).toHaveTextContent(
      `A “\u2068${mailKindEn['mailKind.receipt']}\u2069” mail, refused Mar 2, 2026, 5:30 PM: 550 5.1.1 Mailbox unavailable`,
    );
    expect(within(mail).getByRole('link', { name: en['mosqueSettings.mail.showFailed'] })).toHaveAttribute(
      'href',
      '/dashboard/SentMail?status=failed',
    );
    const nisab = screen.getByRole('region', { name: en['mosqueSettings.nisab.title'] });
    expect(await within(nisab).findByRole('alert')).toHaveTextContent(/./);
    expect(within(nisab).getByRole('button', { name: appEn['app.retry'] })).toBeVisible();
  });

  it('opened at #nisab, focuses the nisab; Set the nisab opens its settings there, and a save shows in the table', {
    timeout: 30_000,
  }, async () => {
    const server = settingsServer('saves');
    renderApp({ path: '/dashboard/MosqueSettings#nisab', session: ADMIN_SESSION, server });
    const section = await screen.findByRole(
      'region',
      { name: en['mosqueSettings.nisab.title'] },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(section).toHaveFocus());
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: en['mosqueSettings.nisab.set'] }));
    const form = await screen.findByRole(
      'form',
      { name: en['mosqueSettings.nisab.set'] },
      { timeout: 10_000 },
    );
    const [gold] = within(form).getAllByRole('textbox') as [HTMLElement];
    await user.clear(gold);
    await user.type(gold, '480');
    await user.click(screen.getByRole('button', { name: en['mosqueSettings.nisabForm.save'] }));
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: '/zakat/nisab/PLN' }),
      ),
    );
    expect(
      await screen.findByText(en['mosqueSettings.nisabForm.saved'].replace('{currency}', 'PLN')),
    ).toBeVisible();
    // Closed, the section's table shows the list as read again: 85 g at 480 zł.
    await user.click(screen.getByRole('button', { name: en['mosqueSettings.nisabForm.cancel'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(section).getByText('PLN').closest('tr')).toHaveTextContent(/40,800/));
  });

  it('keeps what was typed in the nisab settings when the server refuses them, the reason under its field', {
    timeout: 30_000,
  }, async () => {
    const server = settingsServer('refuses');
    renderApp({ path: '/dashboard/MosqueSettings', session: ADMIN_SESSION, server });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: en['mosqueSettings.nisab.set'] }, { timeout: 10_000 }),
    );
    const form = await screen.findByRole(
      'form',
      { name: en['mosqueSettings.nisab.set'] },
      { timeout: 10_000 },
    );
    const [gold, silver] = within(form).getAllByRole('textbox') as [HTMLElement, HTMLElement];
    expect(gold).toHaveValue('473');
    await user.click(within(form).getByRole('radio', { name: /Silver/ }));
    await user.clear(silver);
    await user.type(silver, '6.05');
    await user.click(screen.getByRole('button', { name: en['mosqueSettings.nisabForm.save'] }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/zakat/nisab/PLN',
        body: {
          basis: 'silver',
          gold_price_per_gram: 473,
          silver_price_per_gram: 6.05,
          as_of: '2026-11-01',
          rate_to_centre: null,
          rate_as_of: null,
        },
      }),
    );
    expect(await within(form).findByText(en['mosqueSettings.nisabForm.issue.date'])).toBeInTheDocument();
    expect(silver).toHaveValue('6.05');
    expect(within(form).getByRole('radio', { name: /Silver/ })).toBeChecked();
  });

  it('refuses the area to an imam, who is signed out to the login page, and asks for nothing', {
    timeout: 60_000,
  }, async () => {
    const server = fakeServer(() => ({ status: 404, body: { detail: 'Not found' } }));
    const { router } = renderApp({ path: '/dashboard/MosqueSettings', session: IMAM_SESSION, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.calls.some((call) => call.path.startsWith('/admin/status'))).toBe(false);
    expect(server.calls.some((call) => call.path.includes('/settings/identity'))).toBe(false);
  });
});
