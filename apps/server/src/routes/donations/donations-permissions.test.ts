import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORM, insertCategory } from '../../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/**
 * The donations calls, one by one (docs/decisions/0004), with every kind of caller: the lists of
 * available categories, giving and the zakat calculator are public; the list with the categories not
 * activated, every change, the nisab settings and the history of gifts are the admin's.
 */
type Caller = 'anonymous' | 'parent' | 'teacher' | 'imam' | 'admin';
const callers: Caller[] = ['anonymous', 'parent', 'teacher', 'imam', 'admin'];

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};
let paymentCounter = 0;

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['parent', 'teacher', 'imam', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

/** A gift paid with `card`, as the site's payment page sends it. */
async function give(card: string) {
  return call(server, 'POST', '/api/donations', {
    body: {
      payment_method: card,
      amount: 25,
      category_id: (await insertCategory(server)).id,
      donor_name: 'Anna',
      donor_email: 'anna@example.org',
      idempotency_key: `permissions-walk-${++paymentCounter}-0000`,
    },
  });
}

/** The provider's id of a payment waiting on the test bank's page (a card asking for 3-D Secure). */
async function threeDSecurePayment(): Promise<string> {
  const { next } = (await give('4000002760003184')).body as { next: { redirect_url: string } };
  return next.redirect_url.split('/').pop() as string;
}

const CAMPAIGN_UPDATE = { date: '2026-11-20', text_en: 'The roof is on.', text_ar: 'السقف', text_pl: 'Dach' };

/** The path of an update just posted on a new campaign, by the admin. */
async function campaignUpdatePath(): Promise<string> {
  const category = await insertCategory(server);
  const posted = await call(server, 'POST', `/api/categories/${category.id}/updates/`, {
    token: tokens.admin,
    body: CAMPAIGN_UPDATE,
  });
  return `/api/categories/${category.id}/updates/${(posted.body as { id: number }).id}`;
}

const everyone = (status: number) => Object.fromEntries(callers.map((caller) => [caller, status]));
const adminOnly = (status: number) => ({
  anonymous: 401,
  parent: 403,
  teacher: 403,
  imam: 403,
  admin: status,
});

interface Row {
  name: string;
  method: string;
  path: () => Promise<string> | string;
  body?: () => Promise<unknown> | unknown;
  expected: Record<string, number>;
}

const rows: Row[] = [
  {
    name: 'GET /main_categories/',
    method: 'GET',
    path: () => '/api/main_categories/',
    expected: everyone(200),
  },
  {
    name: 'GET /customized_categories/',
    method: 'GET',
    path: () => '/api/customized_categories/?page=1&per_page=10',
    expected: everyone(200),
  },
  {
    name: 'GET /active_categories/',
    method: 'GET',
    path: () => '/api/active_categories/?page=1&per_page=5',
    expected: everyone(200),
  },
  { name: 'GET /categories/', method: 'GET', path: () => '/api/categories/', expected: everyone(200) },
  {
    name: 'GET /categories/{id}/',
    method: 'GET',
    path: async () => `/api/categories/${(await insertCategory(server)).id}/`,
    expected: everyone(200),
  },
  {
    name: 'GET /categories/{id}/recent-gifts/',
    method: 'GET',
    path: async () => `/api/categories/${(await insertCategory(server)).id}/recent-gifts/`,
    expected: everyone(200),
  },
  {
    name: 'GET /categories/{id}/updates/',
    method: 'GET',
    path: async () => `/api/categories/${(await insertCategory(server)).id}/updates/`,
    expected: everyone(200),
  },
  {
    name: 'GET /categories/{id}/updates/?available_only=false',
    method: 'GET',
    path: async () =>
      `/api/categories/${(await insertCategory(server, { isAvailable: false })).id}/updates/?available_only=false`,
    expected: adminOnly(200),
  },
  {
    name: 'POST /categories/{id}/updates/',
    method: 'POST',
    path: async () => `/api/categories/${(await insertCategory(server)).id}/updates/`,
    body: () => CAMPAIGN_UPDATE,
    expected: adminOnly(201),
  },
  {
    name: 'PUT /categories/{id}/updates/{updateId}',
    method: 'PUT',
    path: campaignUpdatePath,
    body: () => CAMPAIGN_UPDATE,
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /categories/{id}/updates/{updateId}',
    method: 'DELETE',
    path: campaignUpdatePath,
    expected: adminOnly(200),
  },
  {
    name: 'POST /donations/statements',
    method: 'POST',
    path: () => '/api/donations/statements',
    body: () => ({ email: 'nobody-gave@example.org', year: 2026 }),
    expected: everyone(202),
  },
  {
    name: 'GET /donations/statements/{token}',
    method: 'GET',
    path: () => '/api/donations/statements/not.signed',
    expected: everyone(404),
  },
  {
    name: 'GET /monthly-gifts/manage/{token}',
    method: 'GET',
    path: () => '/api/monthly-gifts/manage/not.signed',
    expected: everyone(404),
  },
  {
    name: 'PUT /monthly-gifts/manage/{token}',
    method: 'PUT',
    path: () => '/api/monthly-gifts/manage/not.signed',
    body: () => ({ amount: 30 }),
    expected: everyone(404),
  },
  {
    name: 'POST /monthly-gifts/manage/{token}/stop',
    method: 'POST',
    path: () => '/api/monthly-gifts/manage/not.signed/stop',
    expected: everyone(404),
  },
  ...(['pause', 'resume', 'revoke'] as const).map((action) => ({
    name: `POST /monthly-gifts/manage/{token}/${action}`,
    method: 'POST' as const,
    path: () => `/api/monthly-gifts/manage/not.signed/${action}`,
    expected: everyone(404),
  })),
  {
    name: 'GET /monthly-gifts/confirm/{token}',
    method: 'GET',
    path: () => '/api/monthly-gifts/confirm/not.signed',
    expected: everyone(404),
  },
  {
    name: 'POST /monthly-gifts/confirm/{token}',
    method: 'POST',
    path: () => '/api/monthly-gifts/confirm/not.signed',
    expected: everyone(404),
  },
  {
    name: 'POST /monthly-gifts/links',
    method: 'POST',
    path: () => '/api/monthly-gifts/links',
    body: () => ({ email: 'gives-nothing-monthly@example.org' }),
    expected: everyone(202),
  },
  {
    name: 'POST /monthly-gifts/{id}/revoke-links',
    method: 'POST',
    path: () => '/api/monthly-gifts/999999/revoke-links',
    expected: adminOnly(404),
  },
  {
    name: 'GET /categories/{id}/monthly-gifts',
    method: 'GET',
    path: async () =>
      `/api/categories/${(await insertCategory(server, { paymentType: 'Monthly' })).id}/monthly-gifts`,
    expected: adminOnly(200),
  },
  {
    name: 'POST /monthly-gifts/{id}/stop',
    method: 'POST',
    path: () => '/api/monthly-gifts/999999/stop',
    expected: adminOnly(404),
  },
  {
    name: 'GET /categories/?available_only=false',
    method: 'GET',
    path: () => '/api/categories/?available_only=false',
    expected: adminOnly(200),
  },
  {
    name: 'POST /categories/',
    method: 'POST',
    path: () => '/api/categories/',
    body: () => CAMPAIGN_FORM,
    expected: adminOnly(201),
  },
  {
    name: 'PUT /categories/{id}',
    method: 'PUT',
    path: async () => `/api/categories/${(await insertCategory(server)).id}`,
    body: () => CAMPAIGN_FORM,
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /categories/{id}',
    method: 'DELETE',
    path: async () => `/api/categories/${(await insertCategory(server)).id}`,
    expected: adminOnly(200),
  },
  {
    name: 'PATCH /categories/{id}/toggle',
    method: 'PATCH',
    path: async () => `/api/categories/${(await insertCategory(server)).id}/toggle?is_available=false`,
    expected: adminOnly(200),
  },
  {
    name: 'GET /zakat/nisab',
    method: 'GET',
    path: () => '/api/zakat/nisab',
    expected: adminOnly(200),
  },
  // Where payments stand (the Mosque settings): the provider, its mode and webhooks, for admins.
  {
    name: 'GET /admin/status/payments',
    method: 'GET',
    path: () => '/api/admin/status/payments',
    expected: adminOnly(200),
  },
  {
    name: 'PUT /zakat/nisab/{currency}',
    method: 'PUT',
    path: () => '/api/zakat/nisab/EUR',
    body: () => ({
      basis: 'gold',
      gold_price_per_gram: 112,
      silver_price_per_gram: 1.4,
      as_of: '2026-11-20',
    }),
    expected: adminOnly(200),
  },
  {
    name: 'GET /donations-history/',
    method: 'GET',
    path: () => '/api/donations-history/?page=1&per_page=10',
    expected: adminOnly(200),
  },
  {
    name: 'POST /donations/{id}/refund',
    method: 'POST',
    // A fresh received gift each time, so the admin's refund has money to give back.
    path: async () => {
      const answer = await call(server, 'POST', '/api/donations', {
        body: {
          payment_method: '4242424242424242',
          amount: 25,
          category_id: (await insertCategory(server)).id,
          donor_name: 'Anna',
          donor_email: 'anna@example.org',
          idempotency_key: `permissions-refund-${++paymentCounter}-0000`,
        },
      });
      return `/api/donations/${(answer.body as { donation: { id: number } }).donation.id}/refund`;
    },
    body: () => ({
      reason: 'Given twice by mistake',
      idempotency_key: `permissions-refund-key-${++paymentCounter}`,
    }),
    expected: adminOnly(200),
  },
  {
    name: 'POST /donations',
    method: 'POST',
    path: () => '/api/donations',
    body: async () => ({
      payment_method: '4242424242424242',
      amount: 25,
      category_id: (await insertCategory(server)).id,
      donor_name: 'Anna',
      donor_email: 'anna@example.org',
      idempotency_key: `permissions-walk-${++paymentCounter}-0000`,
    }),
    expected: everyone(201),
  },
  {
    // Public, to the holder of the thank-you address's token only (a wrong token is a 404, tested apart).
    name: 'GET /donations/{id}/receipt',
    method: 'GET',
    path: async () => {
      const { donation, receipt_token } = (await give('4242424242424242')).body as {
        donation: { id: number };
        receipt_token: string;
      };
      return `/api/donations/${donation.id}/receipt?token=${receipt_token}`;
    },
    expected: everyone(200),
  },
  {
    // The test provider's bank page, public as a bank's is: it moves only the payment it names.
    name: 'GET /payments/test/{id}',
    method: 'GET',
    path: async () => `/api/payments/test/${await threeDSecurePayment()}`,
    expected: everyone(200),
  },
  {
    name: 'POST /payments/test/{id}/authorize',
    method: 'POST',
    path: async () => `/api/payments/test/${await threeDSecurePayment()}/authorize`,
    body: () => ({ approve: true }),
    expected: everyone(200),
  },
  {
    name: 'POST /payments/test/monthly-gifts/{id}/renew',
    method: 'POST',
    path: () => '/api/payments/test/monthly-gifts/999999/renew',
    expected: adminOnly(404),
  },
  {
    name: 'GET /payments/config',
    method: 'GET',
    path: () => '/api/payments/config',
    expected: everyone(200),
  },
  {
    // Public: a webhook proves itself by its signature, and an unsigned one is refused.
    name: 'POST /payments/stripe/webhook',
    method: 'POST',
    path: () => '/api/payments/stripe/webhook',
    body: () => ({ id: 'evt_unsigned', type: 'payment_intent.succeeded' }),
    expected: everyone(400),
  },
  {
    name: 'POST /zakat/calculate',
    method: 'POST',
    path: () => '/api/zakat/calculate',
    body: () => ({ total_savings: 50000, currency: 'PLN' }),
    expected: everyone(200),
  },
];

describe('who may call the donations endpoints', () => {
  it('covers every donations call of the route table', () => {
    expect(rows.map((row) => row.name.split('?')[0])).toEqual(
      expect.arrayContaining(
        server.app.routes
          .filter((route) => route.method !== 'ALL' && /categor|donation|zakat|payments/.test(route.path))
          .map((route) => `${route.method} ${route.path.replace('/api', '').replace(/:(\w+)/g, '{$1}')}`),
      ),
    );
  });

  describe.each(rows)('$name', (row) => {
    it.each(callers)('answers the expected status to %s', async (caller) => {
      const answer = await call(server, row.method, await row.path(), {
        token: tokens[caller as Exclude<Caller, 'anonymous'>],
        body: row.body ? await row.body() : undefined,
      });
      expect(answer.status).toBe(row.expected[caller]);
      if (answer.status === 401) expect(answer.body).toEqual({ detail: 'Could not validate credentials' });
      if (answer.status === 403) expect(answer.body).toEqual({ detail: 'Not enough permissions' });
    });
  });

  it('a refused change leaves the category as it was', async () => {
    const category = await insertCategory(server);
    for (const caller of ['parent', 'imam'] as const) {
      const token = tokens[caller];
      await call(server, 'PUT', `/api/categories/${category.id}`, {
        token,
        body: { ...CAMPAIGN_FORM, name_en: 'X' },
      });
      await call(server, 'PATCH', `/api/categories/${category.id}/toggle?is_available=false`, { token });
      await call(server, 'DELETE', `/api/categories/${category.id}`, { token });
    }
    const answer = await call(server, 'GET', '/api/categories/?available_only=false&per_page=100', {
      token: tokens.admin,
    });
    const items = (answer.body as { items: Array<{ id: number; name: string; is_available: boolean }> })
      .items;
    expect(items.find((item) => item.id === category.id)).toMatchObject({
      name: 'Campaign',
      is_available: true,
    });
  });
});
