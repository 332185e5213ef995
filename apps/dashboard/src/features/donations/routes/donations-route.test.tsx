import type { DonationCategory } from '@minbar/api/schemas/donations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import appEn from '../../../locales/en.json';
import { ADMIN_SESSION, fakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

function category(id: number, name: string, overrides: Partial<DonationCategory> = {}): DonationCategory {
  return {
    id,
    name,
    title: '',
    description: `${name} description`,
    image: null,
    payment_type: 'One Time',
    default_value: 25,
    target_amount: 1000,
    current_amount: 250,
    is_available: true,
    is_system_defined: false,
    is_zakat: false,
    name_en: name,
    name_ar: `${name} ar`,
    name_pl: `${name} pl`,
    title_en: '',
    title_ar: '',
    title_pl: '',
    description_en: `${name} description`,
    description_ar: 'وصف',
    description_pl: 'opis',
    ...overrides,
  };
}

/** A server holding categories in memory: lists, toggles and deletes change what the next list returns. */
function donationsServer(
  options: {
    failDeleteOf?: number;
    refuseCreate?: boolean;
    failing?: { current: boolean };
    /** What GET /public/mosque says of the payments; not answered (404) when left out. */
    testPayments?: boolean;
  } = {},
) {
  let categories: DonationCategory[] = [
    category(1, 'Zakat', { is_system_defined: true, is_zakat: true }),
    category(2, 'Sadaqah', { is_system_defined: true }),
    category(10, 'New roof'),
    category(11, 'Winter coats'),
    category(12, 'Library books'),
    category(13, 'Iftar meals', { is_available: false }),
  ];
  const server = fakeServer(({ method, path, body }) => {
    if (path === '/users/me') return { status: 200, body: ME };
    if (path === '/public/mosque' && options.testPayments !== undefined)
      return {
        status: 200,
        body: {
          language: 'en',
          name: null,
          short_name: null,
          address: null,
          phone: null,
          email: null,
          website: null,
          test_payments: options.testPayments,
        },
      };
    // The gifts open with the page: none given yet, no campaign collecting.
    const noneYet = { items: [], total: 0, page: 1, per_page: 10, total_pages: 0 };
    if (method === 'GET' && path.startsWith('/donations-history/')) return { status: 200, body: noneYet };
    if (method === 'GET' && path.startsWith('/active_categories/'))
      return { status: 200, body: { ...noneYet, total_amount: 0 } };
    if (method === 'GET' && path.startsWith('/categories/?')) {
      if (options.failing?.current) return { status: 400, body: { detail: 'refused' } };
      return {
        status: 200,
        body: { items: categories, total: categories.length, page: 1, per_page: 100, total_pages: 1 },
      };
    }
    const toggle = /^\/categories\/(\d+)\/toggle\?is_available=(true|false)$/.exec(path);
    if (method === 'PATCH' && toggle) {
      const id = Number(toggle[1]);
      categories = categories.map((each) =>
        each.id === id ? { ...each, is_available: toggle[2] === 'true' } : each,
      );
      return { status: 200, body: categories.find((each) => each.id === id) };
    }
    const removed = /^\/categories\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removed) {
      const id = Number(removed[1]);
      if (id === options.failDeleteOf) return { status: 500, body: { detail: 'boom' } };
      categories = categories.filter((each) => each.id !== id);
      return { status: 200, body: { message: 'Category deleted' } };
    }
    if (method === 'POST' && path === '/categories/') {
      if (options.refuseCreate)
        return {
          status: 422,
          body: { detail: [{ loc: ['body', 'name_en'], msg: 'Name taken', type: 'donation.name_taken' }] },
        };
      const created = category(20, (body as { name_en: string }).name_en, { is_available: false });
      categories = [...categories, created];
      return { status: 201, body: created };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
  return server;
}

const tabName = (
  key: 'donations.tab.main' | 'donations.tab.customized' | 'donations.tab.inactive',
  count: number,
) => `${en[key]} (${count})`;

describe('the donations route', () => {
  it('shows the three tabs with their counts and the rows of the open tab', { timeout: 60_000 }, async () => {
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server: donationsServer() });
    const customized = await screen.findByRole('tab', { name: tabName('donations.tab.customized', 3) });
    expect(screen.getByRole('tab', { name: tabName('donations.tab.main', 2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: tabName('donations.tab.inactive', 1) })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Main categories: 2 categories' })).toBeInTheDocument();

    await userEvent.setup().click(customized);
    const table = await screen.findByRole('table', { name: 'Customized categories: 3 categories' });
    expect(within(table).getByText('New roof')).toBeInTheDocument();
    expect(within(table).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '25');
  });

  it.each([true, false])(
    'says no money is taken while the server takes test payments (%s)',
    async (testPayments) => {
      const server = donationsServer({ testPayments });
      renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server });
      await screen.findByRole('table', { name: 'Main categories: 2 categories' });
      await waitFor(() => expect(server.calls.some((call) => call.path === '/public/mosque')).toBe(true));
      if (testPayments) expect(await screen.findByText(appEn['app.testPayments'])).toBeInTheDocument();
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByText(appEn['app.testPayments'])).toBeNull();
      }
    },
  );

  it('activates a category only after its confirmation, and it moves out of Not activated', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const server = donationsServer();
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('tab', { name: tabName('donations.tab.inactive', 1) }));

    const toggle = await screen.findByRole('switch', { name: /Iftar meals/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: en['donations.toggle.activateTitle'] });
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: en['donations.toggle.activate'] }));

    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PATCH',
        path: '/categories/13/toggle?is_available=true',
        body: undefined,
      }),
    );
    expect(
      await screen.findByRole('tab', { name: tabName('donations.tab.inactive', 0) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName('donations.tab.customized', 4) })).toBeInTheDocument();
  });

  it('deletes every selected category, names the one that failed and keeps it', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const server = donationsServer({ failDeleteOf: 11 });
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server });
    await user.click(await screen.findByRole('tab', { name: tabName('donations.tab.customized', 3) }));

    await user.click(await screen.findByRole('button', { name: en['donations.deleteMode'] }));
    await user.click(screen.getByRole('checkbox', { name: 'Select New roof' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Winter coats' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 categories selected');
    await user.click(screen.getByRole('button', { name: en['donations.deleteMode.delete'] }));
    const dialog = await screen.findByRole('alertdialog', { name: en['donations.delete.title'] });
    expect(dialog).toHaveTextContent('2 categories will be deleted');
    await user.click(within(dialog).getByRole('button', { name: en['donations.delete.confirm'] }));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    await waitFor(() => expect(alert).toHaveTextContent('1 category was not deleted'));
    expect(alert).toHaveTextContent('Winter coats');
    expect(
      server.calls
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/categories/10', '/categories/11']);
    expect(
      await screen.findByRole('tab', { name: tabName('donations.tab.customized', 2) }),
    ).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: en['donations.campaigns'] });
    const table = within(campaigns).getByRole('table');
    expect(within(table).queryByText('New roof')).toBeNull();
    expect(within(table).getByText('Winter coats')).toBeInTheDocument();
  });

  it('offers no checkbox to delete a built-in main category', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server: donationsServer() });
    await user.click(await screen.findByRole('button', { name: en['donations.deleteMode'] }));
    expect(screen.getByRole('checkbox', { name: /Select Zakat/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: en['donations.selectAll'] })).toBeDisabled();
  });

  it('creates a campaign: the form refuses blanks first, then sends the typed texts and amounts', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const server = donationsServer();
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server });

    await user.click(await screen.findByRole('button', { name: en['donations.add'] }));
    const form = await screen.findByRole('form', { name: en['donations.form.createTitle'] });
    await user.click(screen.getByRole('button', { name: en['donations.form.create'] }));
    expect((await within(form).findAllByText(en['donations.issue.required'])).length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    const fill = async (tab: string, language: string, name: string, description: string) => {
      await user.click(within(form).getByRole('tab', { name: new RegExp(`^${tab}`) }));
      const nameField = within(form).getByRole('textbox', { name: `Name in ${language}` });
      await user.clear(nameField);
      await user.type(nameField, name);
      await user.type(within(form).getByRole('textbox', { name: `Description in ${language}` }), description);
    };
    await fill('EN', 'English', 'Water well', 'A well for the village');
    await fill('AR', 'Arabic', 'بئر ماء', 'بئر للقرية');
    await fill('PL', 'Polish', 'Studnia', 'Studnia dla wioski');
    await user.type(within(form).getByRole('textbox', { name: /Default value/ }), '0');
    await user.tab();
    // A new campaign's default value is at least 1: leaving the field raises it.
    expect(within(form).getByRole('textbox', { name: /Default value/ })).toHaveValue('1');
    await user.type(within(form).getByRole('textbox', { name: /Target/ }), '5000');
    await user.click(within(form).getByRole('radio', { name: en['donations.paymentType.Monthly'] }));
    await user.click(screen.getByRole('button', { name: en['donations.form.create'] }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name_en: 'Water well',
      title_en: '',
      description_en: 'A well for the village',
      name_ar: 'بئر ماء',
      title_ar: '',
      description_ar: 'بئر للقرية',
      name_pl: 'Studnia',
      title_pl: '',
      description_pl: 'Studnia dla wioski',
      payment_type: 'Monthly',
      default_value: 1,
      target_amount: 5000,
      current_amount: 0,
      is_available: false,
      is_zakat: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: en['donations.form.createTitle'] })).toBeNull(),
    );
    expect(
      await screen.findByRole('tab', { name: tabName('donations.tab.inactive', 2) }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the save, with its message under the field', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/dashboard/Donations',
      session: ADMIN_SESSION,
      server: donationsServer({ refuseCreate: true }),
    });

    await user.click(await screen.findByRole('button', { name: en['donations.add'] }));
    const form = await screen.findByRole('form', { name: en['donations.form.createTitle'] });
    for (const [tab, language] of [
      ['EN', 'English'],
      ['AR', 'Arabic'],
      ['PL', 'Polish'],
    ] as const) {
      await user.click(within(form).getByRole('tab', { name: new RegExp(`^${tab}`) }));
      await user.type(within(form).getByRole('textbox', { name: `Name in ${language}` }), `Roof ${tab}`);
      await user.type(within(form).getByRole('textbox', { name: `Description in ${language}` }), 'Text');
    }
    await user.type(within(form).getByRole('textbox', { name: /Default value/ }), '20');
    await user.type(within(form).getByRole('textbox', { name: /Target/ }), '900');
    await user.click(screen.getByRole('button', { name: en['donations.form.create'] }));

    expect(await within(form).findByText('Name taken')).toBeInTheDocument();
    expect(within(form).getByText(en['donations.error.create'])).toBeInTheDocument();
    // The refused field's tab opens, and everything typed is still there.
    expect(within(form).getByRole('textbox', { name: 'Name in English' })).toHaveValue('Roof EN');
    expect(within(form).getByRole('textbox', { name: /Target/ })).toHaveValue('900');
  });

  it('shows a failed load with a retry that loads the list', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const failing = { current: true };
    renderApp({ path: '/dashboard/Donations', session: ADMIN_SESSION, server: donationsServer({ failing }) });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByRole('alert')).toHaveTextContent(en['donations.error.categories']);
    failing.current = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Main categories: 2 categories' })).toBeInTheDocument();
  });

  it("leads to the nisab's section of the Mosque settings, where it is set now", {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/dashboard/Donations',
      session: ADMIN_SESSION,
      server: donationsServer(),
    });
    await user.click(
      await screen.findByRole('link', { name: en['donations.nisabLink'] }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/MosqueSettings'));
    expect(router.state.location.hash).toBe('#nisab');
  });

  it('refuses the area to an imam, who is signed out to the login page', { timeout: 60_000 }, async () => {
    const server = fakeServer(() => ({ status: 404, body: { detail: 'Not found' } }));
    const { router } = renderApp({ path: '/dashboard/Donations', session: IMAM_SESSION, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.calls.some((call) => call.path.startsWith('/categories'))).toBe(false);
  });
});
