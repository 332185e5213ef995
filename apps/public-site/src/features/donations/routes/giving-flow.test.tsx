import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import pl from '../../../locales/pl.json';
import {
  acting,
  CAMPAIGNS,
  eventually,
  memoryStorage,
  publicServer,
  renderSite,
  ZAKAT,
} from '../../../test/render-site';
import gift from '../locales/en.json';

afterEach(cleanup);

const ROOF = CAMPAIGNS[0] as (typeof CAMPAIGNS)[number];

describe('a campaign page', () => {
  it('loads the campaign for a direct link (no navigation state), with its progress', async () => {
    const server = publicServer();
    await renderSite({ path: `/donation/${ROOF.id}`, server });

    await eventually(() => screen.getByRole('heading', { level: 1, name: ROOF.name }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('62');
    expect(server.calls.map((call) => call.path)).toContain(`/categories/${ROOF.id}/`);
  });

  it('uses the category handed over by the home page without asking the server', async () => {
    const server = publicServer();
    await renderSite({ path: `/donation/${ROOF.id}`, state: { category: ROOF, locale: 'en' }, server });

    await eventually(() => screen.getByRole('heading', { level: 1, name: ROOF.name }));
    const paths = server.calls.map((call) => call.path);
    expect(paths).not.toContain(`/categories/${ROOF.id}/`);
    // Only what the home's list does not carry is asked for: its updates and latest gifts.
    expect(paths.filter((path) => path.startsWith('/categories/')).sort()).toEqual([
      `/categories/${ROOF.id}/recent-gifts/`,
      `/categories/${ROOF.id}/updates/`,
    ]);
  });

  it("says 'No donation data' with Go back for an id the server does not know", async () => {
    await renderSite({ path: '/donation/999', server: publicServer() });

    await eventually(() => screen.getByRole('heading', { level: 1, name: en['category.noData'] }));
    expect(screen.getByRole('button', { name: en['category.goBack'] })).toBeTruthy();
  });

  it('opens the zakat choice for the zakat-aware category, whatever its id', async () => {
    const zakat = { ...ZAKAT, id: 42 };
    await renderSite({ path: '/main/42', state: { category: zakat, locale: 'en' }, server: publicServer() });

    const donate = await eventually(() => screen.getByRole('button', { name: en['category.donate'] }));
    await acting(() => userEvent.click(donate));

    const dialog = await eventually(() => screen.getByRole('dialog', { name: gift['zakat.chooseTitle'] }));
    expect(within(dialog).getByRole('button', { name: gift['zakat.calculate'] })).toBeTruthy();
  });
});

describe('the giving flow', () => {
  it('refuses less than the minimum, then goes on to the payment page with the amount', async () => {
    await renderSite({ path: '/donate', state: { category: ROOF, locale: 'en' }, server: publicServer() });
    const user = userEvent.setup();

    const other = await eventually(() => screen.getByRole('radio', { name: en['donate.other'] }));
    await acting(() => user.click(other));
    await acting(() => user.type(screen.getByRole('textbox', { name: en['donate.otherLabel'] }), '10'));
    await acting(() => user.click(screen.getByRole('button', { name: en['donate.submit'] })));
    expect(screen.getByText('The minimum donation is PLN 15.')).toBeTruthy();

    await acting(() => user.type(screen.getByRole('textbox', { name: en['donate.otherLabel'] }), '0'));
    await acting(() => user.click(screen.getByRole('button', { name: en['donate.submit'] })));
    await eventually(() => screen.getByRole('heading', { level: 1, name: en['payment.title'] }));
    expect(window.location.pathname).toBe('/payment');
    expect(window.history.state).toMatchObject({ amount: 100, category: { id: ROOF.id } });
  });

  it('sends a direct visit of /donate back home', async () => {
    await renderSite({ path: '/donate', server: publicServer() });

    await eventually(() => screen.getByRole('heading', { level: 1, name: en['donate.noCategory'] }));
    expect(screen.getByRole('link', { name: en['common.backHome'] }).getAttribute('href')).toBe('/');
  });

  it("reads the provider's standard refusals in the donor's language, and any other as the provider wrote it", async () => {
    let answers = ['Your card has insufficient funds.', 'Bank says no.'];
    const server = publicServer((call) => {
      if (call.method !== 'POST' || call.path !== '/donations') return undefined;
      const [detail, ...rest] = answers;
      answers = rest;
      return { status: 402, body: { detail } };
    });
    await renderSite({
      path: '/payment',
      state: { category: ROOF, locale: 'pl', amount: 25 },
      server,
      storage: memoryStorage({ language: 'pl' }),
    });
    const user = userEvent.setup();
    const card = await eventually(() => screen.getByRole('textbox', { name: pl['payment.card'] }));
    await acting(() => user.type(screen.getByRole('textbox', { name: pl['payment.name'] }), 'Amina'));
    await acting(() =>
      user.type(screen.getByRole('textbox', { name: pl['payment.email'] }), 'amina@example.org'),
    );
    await acting(() => user.type(card, '4000000000009995'));
    const pay = () =>
      acting(() =>
        user.click(
          screen.getByRole('button', { name: new RegExp(pl['payment.submit'].split('{')[0] ?? '') }),
        ),
      );

    await pay();
    await eventually(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        pl['payment.declined'].replace('{message}', pl['payment.reason.insufficientFunds']),
      ),
    );
    await pay();
    await eventually(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        pl['payment.declined'].replace('{message}', 'Bank says no.'),
      ),
    );
  });

  it('after a decline retries with a new key and another card; a lost answer is retried with the same key', async () => {
    let answers = ['declined', 'lost', 'paid'];
    const server = publicServer((call) => {
      if (call.method !== 'POST' || call.path !== '/donations') return undefined;
      const [next, ...rest] = answers;
      answers = rest;
      if (next === 'declined') return { status: 402, body: { detail: 'Your card was declined.' } };
      if (next === 'lost') return 'no-answer';
      return {
        status: 201,
        body: {
          message: 'Thank you for your donation',
          donation: {
            id: 9,
            category_id: ROOF.id,
            amount: 25,
            currency: 'PLN',
            frequency: 'one-time',
            status: 'succeeded',
            date: '2026-11-23T10:00:00Z',
          },
        },
      };
    });
    await renderSite({ path: '/payment', state: { category: ROOF, locale: 'en', amount: 25 }, server });
    const user = userEvent.setup();
    const card = await eventually(() => screen.getByRole('textbox', { name: en['payment.card'] }));
    await acting(() => user.type(screen.getByRole('textbox', { name: en['payment.name'] }), 'Amina'));
    await acting(() =>
      user.type(screen.getByRole('textbox', { name: en['payment.email'] }), 'amina@example.org'),
    );
    await acting(() => user.type(card, '4000000000000002'));
    const pay = () => acting(() => user.click(screen.getByRole('button', { name: /Pay/ })));

    await pay();
    await eventually(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        en['payment.declined'].replace('{message}', en['payment.reason.declined']),
      ),
    );

    await acting(() => user.clear(card));
    await acting(() => user.type(card, '4242424242424242'));
    await pay();
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(en['payment.lostAnswer']));
    await pay();
    await eventually(() => screen.getByRole('heading', { name: en['payment.thanksTitle'] }));

    const keys = server.calls
      .filter((call) => call.path === '/donations')
      .map((call) => (call.body as { idempotency_key: string; payment_method: string }).idempotency_key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});

describe('the thank-you page', () => {
  const RECEIPT = {
    id: 9,
    category_id: ROOF.id,
    category_name: ROOF.name,
    amount: 25,
    currency: 'PLN',
    status: 'succeeded',
    refunded_amount: 0,
    method: 'card',
    donor_email: 'amina@example.org',
    date: '2026-11-23T10:00:00Z',
  };

  it('replaces the payment page once paid, so Back never shows the form again, and reads the gift from the server', async () => {
    const server = publicServer((call) => {
      if (call.method === 'POST' && call.path === '/donations')
        return {
          status: 201,
          body: {
            message: 'Thank you for your donation',
            donation: { ...RECEIPT, frequency: 'one-time' },
            receipt_token: 'receipt-token-000000001',
            next: { client_secret: null, redirect_url: null },
          },
        };
      if (call.path === '/donations/9/receipt?token=receipt-token-000000001')
        return { status: 200, body: RECEIPT };
      return undefined;
    });
    await renderSite({ path: '/payment', state: { category: ROOF, locale: 'en', amount: 25 }, server });
    const historyBefore = window.history.length;
    const user = userEvent.setup();
    const card = await eventually(() => screen.getByRole('textbox', { name: en['payment.card'] }));
    await acting(() => user.type(screen.getByRole('textbox', { name: en['payment.name'] }), 'Amina'));
    await acting(() =>
      user.type(screen.getByRole('textbox', { name: en['payment.email'] }), 'amina@example.org'),
    );
    await acting(() => user.type(card, '4242424242424242'));
    await acting(() => user.click(screen.getByRole('button', { name: /Pay/ })));

    await eventually(() => screen.getByRole('heading', { level: 1, name: gift['thanks.receivedTitle'] }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/thanks/9?token=receipt-token-000000001',
    );
    expect(window.history.length).toBe(historyBefore);
    expect(screen.queryByRole('textbox', { name: en['payment.card'] })).toBeNull();
  });

  it('opened afresh (a reload, a new tab), shows the gift as the server knows it', async () => {
    const server = publicServer((call) =>
      call.path.startsWith('/donations/9/receipt')
        ? { status: 200, body: { ...RECEIPT, status: 'processing', method: 'blik' } }
        : undefined,
    );
    await renderSite({ path: '/thanks/9?token=receipt-token-000000001', server });
    await eventually(() => screen.getByRole('heading', { level: 1, name: gift['thanks.processingTitle'] }));
    expect(server.calls.map((call) => call.path)).toContain(
      '/donations/9/receipt?token=receipt-token-000000001',
    );
  });

  it('an address without its token finds no gift and asks the server nothing', async () => {
    const server = publicServer();
    await renderSite({ path: '/thanks/9', server });
    await eventually(() => screen.getByRole('heading', { level: 1, name: gift['thanks.notFoundTitle'] }));
    expect(server.calls.filter((call) => call.path.startsWith('/donations/'))).toEqual([]);
  });
});

describe('the payment page after the gift was made', () => {
  it('coming Back to it (from the bank, Stripe or the thank-you page) leads to the thank-you page, not the form', async () => {
    const server = publicServer((call) =>
      call.path.startsWith('/donations/9/receipt')
        ? {
            status: 200,
            body: {
              id: 9,
              category_id: ROOF.id,
              category_name: ROOF.name,
              amount: 25,
              currency: 'PLN',
              status: 'succeeded',
              donor_email: 'amina@example.org',
              date: '2026-11-23T10:00:00Z',
            },
          }
        : undefined,
    );
    await renderSite({
      path: '/payment',
      state: { category: ROOF, locale: 'en', amount: 25, thanks: '/thanks/9?token=receipt-token-000000001' },
      server,
    });
    await eventually(() => screen.getByRole('heading', { level: 1, name: gift['thanks.receivedTitle'] }));
    expect(window.location.pathname).toBe('/thanks/9');
    expect(screen.queryByRole('textbox', { name: en['payment.card'] })).toBeNull();
  });
});
