import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  calculateZakat,
  createCampaignUpdate,
  createCategory,
  deleteCampaignUpdate,
  deleteCategory,
  donate,
  getCategory,
  getDonationReceipt,
  getPaymentConfig,
  listActiveCategories,
  listCampaignUpdates,
  listCategories,
  listCustomizedCategories,
  listDonationHistory,
  listMainCategories,
  listNisabSettings,
  refundDonation,
  requestStatement,
  saveNisabSetting,
  toggleCategory,
  updateCampaignUpdate,
  updateCategory,
} from './donations';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const CATEGORY = {
  id: 3,
  name: 'Zakat',
  title: 'Purify your wealth',
  description: 'Zakat is distributed to those entitled to it.',
  image: null,
  payment_type: 'One Time',
  default_value: 50,
  target_amount: 0,
  current_amount: 1200,
  is_available: true,
  is_system_defined: true,
  is_zakat: true,
};

const FORM = {
  name_en: 'New roof',
  name_ar: 'السقف الجديد',
  name_pl: 'Nowy dach',
  description_en: 'The roof leaks.',
  description_ar: 'السقف يسرب.',
  description_pl: 'Dach przecieka.',
  payment_type: 'One Time' as const,
  default_value: 50,
  target_amount: 40000,
  current_amount: 0,
};

const PAYMENT = {
  payment_method: '4242424242424242',
  amount: 25,
  category_id: 3,
  donor_name: 'Anna',
  donor_email: 'anna@example.org',
  is_anonymous: false,
  idempotency_key: '0f0c7c1e-2b1a-4d5e-9a40-6f3e2b7c1d00',
};

const PAGE = { items: [CATEGORY], total: 1, page: 1, per_page: 10, total_pages: 1 };

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = ADMIN) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => 'pl',
  });
  return { client, requests: server.requests };
}

describe('public category lists', () => {
  it.each([
    ['an array', [CATEGORY]],
    ['results', { results: [CATEGORY] }],
    ['items', { items: [CATEGORY] }],
  ])('reads the main categories answered as %s, without a token', async (_shape, body) => {
    const { client, requests } = await setup(() => ({ body }));
    await expect(listMainCategories(client)).resolves.toEqual([CATEGORY]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/main_categories/' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['accept-language']).toBe('pl');
  });

  it('reads one category by id without a token, and passes on a 404', async () => {
    const { client, requests } = await setup((request) =>
      request.path === '/categories/7/'
        ? { body: CATEGORY }
        : { status: 404, body: { detail: 'Category not found' } },
    );
    await expect(getCategory(client, 7)).resolves.toEqual(CATEGORY);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/categories/7/' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    await expect(getCategory(client, 8)).rejects.toMatchObject({ status: 404, detail: 'Category not found' });
  });

  it('pages the customised and the active categories without a token', async () => {
    const { client, requests } = await setup((request) => ({
      body: request.path.startsWith('/active')
        ? { items: [CATEGORY], total_pages: 1, total_amount: 1200 }
        : PAGE,
    }));
    await expect(listCustomizedCategories(client, { page: 2, per_page: 5 })).resolves.toEqual(PAGE);
    await expect(listActiveCategories(client, { per_page: 5 })).resolves.toMatchObject({
      total_amount: 1200,
    });
    expect(requests.map((request) => request.path)).toEqual([
      '/customized_categories/?page=2&per_page=5',
      '/active_categories/?per_page=5',
    ]);
    expect(requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('asks for the available categories publicly, and for all of them with the token', async () => {
    const { client, requests } = await setup(() => ({ body: PAGE }));
    await listCategories(client, { page: 1, per_page: 100 });
    await listCategories(client, { availableOnly: false });
    expect(requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/categories/?page=1&per_page=100', undefined],
      ['/categories/?available_only=false', 'Bearer admin-token'],
    ]);
  });

  it('fills what another server leaves out', async () => {
    const { is_system_defined: _s, is_zakat: _z, image: _i, ...bare } = CATEGORY;
    const { client } = await setup(() => ({ body: [{ ...bare, title: null }] }));
    expect(await listMainCategories(client)).toEqual([
      { ...bare, title: '', image: null, is_system_defined: false, is_zakat: false },
    ]);
  });

  it('rejects a list that breaks the contract', async () => {
    const { client } = await setup(() => ({ body: [{ id: 'x' }] }));
    const error = await listMainCategories(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});

describe('category administration', () => {
  it('creates with a JSON body, and with the category and image parts when an image is chosen', async () => {
    const { client, requests } = await setup(() => ({ status: 201, body: { ...CATEGORY, id: 9 } }));
    await expect(createCategory(client, FORM)).resolves.toMatchObject({ id: 9 });
    await createCategory(client, FORM, new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/categories/', body: FORM });
    expect(requests[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(requests[1]?.body)).toContain('name="category"');
    expect(String(requests[1]?.body)).toContain('name="image"');
    expect(requests.every((request) => request.headers.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('updates, toggles and deletes through the contract’s paths', async () => {
    const { client, requests } = await setup((request) => ({
      body:
        request.method === 'DELETE' ? { message: 'Category deleted' } : { ...CATEGORY, is_available: false },
    }));
    await updateCategory(client, 3, FORM);
    await expect(toggleCategory(client, 3, false)).resolves.toMatchObject({ is_available: false });
    await toggleCategory(client, 3, true);
    await deleteCategory(client, 3);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /categories/3',
      'PATCH /categories/3/toggle?is_available=false',
      'PATCH /categories/3/toggle?is_available=true',
      'DELETE /categories/3',
    ]);
  });

  it('passes on the refusal to delete a main category', async () => {
    const { client } = await setup(() => ({
      status: 409,
      body: { detail: 'Cannot delete a system-defined category' },
    }));
    const error = await deleteCategory(client, 3).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([
      409,
      'Cannot delete a system-defined category',
    ]);
  });

  it('reads the donation history with the token', async () => {
    const history = {
      items: [
        {
          id: 1,
          donor_name: null,
          is_anonymous: true,
          category_name: 'Zakat',
          date: '2026-03-01T09:00:00.000Z',
          amount: 25,
          currency: 'PLN',
        },
      ],
      total: 1,
    };
    const { client, requests } = await setup(() => ({ body: history }));
    // A server that does not say a gift's state answers a received one-time gift, nothing refunded, no dedication.
    await expect(listDonationHistory(client, { page: 1, per_page: 10 })).resolves.toEqual({
      ...history,
      items: [
        {
          ...history.items[0],
          status: 'succeeded',
          refunded_amount: 0,
          method: null,
          dedication: null,
          frequency: 'one-time',
          needs_attention: false,
        },
      ],
    });
    expect(requests[0]).toMatchObject({ path: '/donations-history/?page=1&per_page=10' });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('asks the history for gifts in one state', async () => {
    const { client, requests } = await setup(() => ({ body: { items: [], total: 0 } }));
    await listDonationHistory(client, { page: 2, status: 'refunded' });
    expect(requests[0]).toMatchObject({ path: '/donations-history/?page=2&status=refunded' });
  });

  it('refunds a gift with its reason and key, answering the gift as the history shows it', async () => {
    const refunded = {
      id: 7,
      donor_name: 'Anna',
      is_anonymous: false,
      dedication: 'In memory of my father',
      category_name: 'Zakat',
      date: '2026-03-01T09:00:00.000Z',
      amount: 40,
      currency: 'PLN',
      status: 'succeeded',
      refunded_amount: 15,
      method: 'blik',
      frequency: 'monthly',
      needs_attention: false,
    };
    const { client, requests } = await setup(() => ({ body: refunded }));
    const body = { amount: 15, reason: 'Given twice', idempotency_key: 'refund-key-0000000001' };
    await expect(refundDonation(client, 7, body)).resolves.toEqual(refunded);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/donations/7/refund', body });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });
});

describe('campaign updates', () => {
  const UPDATE = {
    id: 4,
    category_id: 3,
    date: '2026-11-20',
    text: 'Dach jest położony.',
    text_en: 'The roof is on.',
    text_ar: 'تم تركيب السقف.',
    text_pl: 'Dach jest położony.',
    photo: null,
  };
  const INPUT = { date: '2026-11-20', text_en: 'The roof is on.', text_ar: 'تم', text_pl: 'Dach' };

  it('lists a campaign’s updates publicly, and with the token for one not yet open to donors', async () => {
    const { client, requests } = await setup(() => ({ body: { items: [{ ...UPDATE, photo: undefined }] } }));
    await expect(listCampaignUpdates(client, 3)).resolves.toEqual({ items: [UPDATE] });
    await listCampaignUpdates(client, 3, { everyCategory: true });
    expect(requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/categories/3/updates/', undefined],
      ['/categories/3/updates/?available_only=false', 'Bearer admin-token'],
    ]);
  });

  it('posts, edits and deletes an update with the token, the photo as its own part', async () => {
    const { client, requests } = await setup((request) => ({
      status: request.method === 'POST' ? 201 : 200,
      body: request.method === 'DELETE' ? { message: 'Update deleted' } : UPDATE,
    }));
    await expect(createCampaignUpdate(client, 3, INPUT)).resolves.toEqual(UPDATE);
    await updateCampaignUpdate(
      client,
      3,
      4,
      INPUT,
      new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }),
    );
    await deleteCampaignUpdate(client, 3, 4);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /categories/3/updates/',
      'PUT /categories/3/updates/4',
      'DELETE /categories/3/updates/4',
    ]);
    expect(requests[0]?.body).toEqual(INPUT);
    expect(String(requests[1]?.body)).toContain('name="update"');
    expect(String(requests[1]?.body)).toContain('name="photo"');
    expect(requests.every((request) => request.headers.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('rejects an update that breaks the contract', async () => {
    const { client } = await setup(() => ({ body: { items: [{ id: 'x' }] } }));
    const error = await listCampaignUpdates(client, 3).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});

describe('yearly statements', () => {
  it('asks for a statement without a token and reads the one answer it gets', async () => {
    const { client, requests } = await setup(() => ({ status: 202, body: { message: 'On its way' } }), null);
    await expect(requestStatement(client, { email: 'anna@example.org', year: 2025 })).resolves.toEqual({
      message: 'On its way',
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/donations/statements',
      body: { email: 'anna@example.org', year: 2025 },
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('giving', () => {
  it('posts the payment payload with its idempotency key, without a token', async () => {
    const donation = {
      id: 12,
      category_id: 3,
      amount: 25,
      currency: 'PLN',
      frequency: 'one-time',
      status: 'succeeded',
      date: '2026-03-01T09:00:00.000Z',
    };
    const { client, requests } = await setup(
      () => ({ status: 201, body: { message: 'Thank you for your donation', donation } }),
      null,
    );
    // A server that gives no thank-you token or next step answers a gift settled at once.
    await expect(donate(client, PAYMENT)).resolves.toEqual({
      message: 'Thank you for your donation',
      donation,
      receipt_token: null,
      next: { client_secret: null, redirect_url: null },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/donations', body: PAYMENT });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it("reads the next step and the thank-you page's token, and the gift back by them, without a token", async () => {
    const donation = {
      id: 12,
      category_id: 3,
      amount: 25,
      currency: 'PLN',
      frequency: 'one-time',
      status: 'pending',
      date: '2026-03-01T09:00:00.000Z',
    };
    const answer = {
      message: 'The payment waits for the donor to confirm it',
      donation,
      receipt_token: 'receipt-token-0000000001',
      next: { client_secret: null, redirect_url: '/test-bank/pi_1' },
    };
    const receipt = {
      id: 12,
      category_id: 3,
      category_name: 'Zakat',
      amount: 25,
      currency: 'PLN',
      status: 'succeeded',
      refunded_amount: 0,
      method: 'card',
      donor_email: 'anna@example.org',
      date: '2026-03-01T09:00:00.000Z',
      frequency: 'one-time',
    };
    const { client, requests } = await setup(
      (request) =>
        request.path.startsWith('/donations/12/receipt') ? { body: receipt } : { status: 202, body: answer },
      null,
    );
    await expect(donate(client, PAYMENT)).resolves.toEqual(answer);
    await expect(getDonationReceipt(client, 12, 'receipt-token-0000000001')).resolves.toEqual(receipt);
    expect(requests[1]).toMatchObject({
      method: 'GET',
      path: '/donations/12/receipt?token=receipt-token-0000000001',
    });
    expect(requests[1]?.headers.authorization).toBeUndefined();
  });

  it("passes on the provider's refusal as a 402 with its detail", async () => {
    const { client } = await setup(
      () => ({ status: 402, body: { detail: 'Your card was declined.' } }),
      null,
    );
    const error = await donate(client, PAYMENT).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([402, 'Your card was declined.']);
  });

  it('reads the payment page settings without a token', async () => {
    const config = {
      provider: 'stripe',
      publishable_key: 'pk_test_abc',
      test_cards: null,
      test_blik_code: null,
    };
    const { client, requests } = await setup(() => ({ body: config }));
    await expect(getPaymentConfig(client)).resolves.toEqual(config);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/payments/config' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('calculates zakat, reading the reason and the nisab when the server gives them', async () => {
    const result = {
      zakat_amount: 0,
      currency: 'USD',
      total_savings: 1000,
      nisab: 11050,
      nisab_basis: 'gold',
      reason: 'zakat.below_nisab',
    };
    const { client, requests } = await setup(() => ({ body: result }), null);
    await expect(calculateZakat(client, { total_savings: 1000, currency: 'USD' })).resolves.toEqual(result);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/zakat/calculate',
      body: { total_savings: 1000, currency: 'USD' },
    });
  });

  it('reads the bare zakat answer of the original server', async () => {
    const { client } = await setup(() => ({ body: { zakat_amount: 50, currency: 'IDR' } }), null);
    await expect(calculateZakat(client, { total_savings: 2000, currency: 'IDR' })).resolves.toEqual({
      zakat_amount: 50,
      currency: 'IDR',
    });
  });

  it('sends every holding and reads the lines, what to give in the centre’s currency at which rate, and the nisab’s price and day', async () => {
    const result = {
      zakat_amount: 500,
      currency: 'USD',
      total_savings: 20000,
      nisab: 11050,
      nisab_basis: 'gold',
      nisab_price_per_gram: 130,
      nisab_as_of: '2026-11-01',
      reason: 'zakat.due',
      lines: [
        { item: 'cash', amount: 15000 },
        { item: 'gold', grams: 40, price_per_gram: 130, amount: 5200 },
        { item: 'debts', amount: 200 },
      ],
      in_centre_currency: {
        zakat_amount: 1820,
        currency: 'PLN',
        rate: 3.64,
        as_of: '2026-11-02',
      },
    };
    const { client, requests } = await setup(() => ({ body: result }), null);
    const holdings = { total_savings: 15000, gold_grams: 40, debts: 200, currency: 'USD' } as const;
    await expect(calculateZakat(client, holdings)).resolves.toEqual(result);
    expect(requests[0]?.body).toEqual(holdings);
  });

  it('lists the nisab settings and sets one with the admin’s token', async () => {
    const pln = {
      currency: 'PLN',
      amount: 3599.75,
      basis: 'silver',
      price_per_gram: 6.05,
      gold_price_per_gram: 472,
      silver_price_per_gram: 6.05,
      as_of: '2026-11-20',
      rate_to_centre: null,
      rate_as_of: null,
    };
    const { client, requests } = await setup((request) => ({
      body: request.method === 'GET' ? [pln] : pln,
    }));
    await expect(listNisabSettings(client)).resolves.toEqual([pln]);
    const setting = {
      basis: 'silver',
      gold_price_per_gram: 472,
      silver_price_per_gram: 6.05,
      as_of: '2026-11-20',
    } as const;
    await expect(saveNisabSetting(client, 'PLN', setting)).resolves.toEqual(pln);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /zakat/nisab',
      'PUT /zakat/nisab/PLN',
    ]);
    expect(requests[1]).toMatchObject({ body: setting });
    expect(requests[1]?.headers.authorization).toBe('Bearer admin-token');
  });
});
