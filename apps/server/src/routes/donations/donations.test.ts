import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { donations, nisabSettings } from '../../db/schema-donations';
import {
  createTestPaymentProvider,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../../services/test-payment-provider';
import { collectedBy, insertCategory } from '../../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let payments: TestPaymentProvider;
let adminToken: string;
let keyCounter = 0;

beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await createTestServer({ payments });
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(() => server.close());

const newKey = () => `donation-test-key-${++keyCounter}-${Date.now()}`;

function payment(categoryId: number, change: Record<string, unknown> = {}) {
  return {
    payment_method: TEST_CARDS.succeeds,
    amount: 25,
    category_id: categoryId,
    donor_name: 'Anna Kowalska',
    donor_email: 'anna@example.org',
    is_anonymous: false,
    idempotency_key: newKey(),
    ...change,
  };
}

const collected = (categoryId: number) => collectedBy(server, categoryId);

async function donationsOf(categoryId: number) {
  return server.deps.db.select().from(donations).where(eq(donations.categoryId, categoryId));
}

describe('POST /donations', () => {
  it('records a gift, adds it to the collected amount and answers 201 with the donation', async () => {
    const category = await insertCategory(server, { currentAmount: 100.5 });
    const answer = await call(server, 'POST', '/api/donations', {
      body: payment(category.id, { amount: 25.25 }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'Thank you for your donation',
      donation: {
        category_id: category.id,
        amount: 25.25,
        currency: 'PLN',
        frequency: 'one-time',
        status: 'succeeded',
      },
    });
    expect(await collected(category.id)).toBe(125.75);
  });

  it.each([
    ['en', 'Thank you for your donation', /25\.00/],
    ['pl', 'Dziękujemy za darowiznę', /25,00\szł/],
    ['ar', 'شكرًا لتبرعكم', /25\.00/],
  ])(
    'sends the thank-you receipt through the outbox in the donor language (%s)',
    async (language, subject, amount) => {
      const category = await insertCategory(server, { nameEn: 'Roof', nameAr: 'السقف', namePl: 'Dach' });
      const email = `receipt-${language}@example.org`;
      await call(server, 'POST', '/api/donations', {
        body: payment(category.id, { donor_email: email }),
        headers: { 'accept-language': language },
      });
      const mails = await server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'receipt', subject });
      expect(mails[0]?.body).toMatch(amount);
      expect(mails[0]?.body).toContain({ en: 'Roof', pl: 'Dach', ar: 'السقف' }[language]);
    },
  );

  it('records and charges the same payment sent 10 times at once exactly once', async () => {
    const category = await insertCategory(server);
    const body = payment(category.id, { amount: 50, donor_email: 'ten-at-once@example.org' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(server, 'POST', '/api/donations', { body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((answer) => (answer.body as { donation: { id: number } }).donation.id));
    expect(ids.size).toBe(1);
    expect(await donationsOf(category.id)).toHaveLength(1);
    expect(payments.charges.filter((charge) => charge.idempotencyKey === body.idempotency_key)).toHaveLength(
      1,
    );
    expect(await collected(category.id)).toBe(50);
    const receipts = await server.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, body.donor_email));
    expect(receipts).toHaveLength(1);
  });

  it('refuses the same key with another payment with 409, and changes nothing', async () => {
    const category = await insertCategory(server);
    const body = payment(category.id);
    expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(201);
    const answer = await call(server, 'POST', '/api/donations', { body: { ...body, amount: 100 } });
    expect(answer).toMatchObject({
      status: 409,
      body: { detail: 'This idempotency key was used for another payment' },
    });
    expect(await collected(category.id)).toBe(25);
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    [TEST_CARDS.needsRetry, 'An error occurred while processing your card. Try again in a little bit.'],
    ['4111111111111112', 'Your card number is incorrect.'],
  ])(
    'answers 402 with the provider message for card %s, records no gift, and a retry with a new key succeeds',
    async (card, detail) => {
      const category = await insertCategory(server);
      const refused = payment(category.id, { payment_method: card });
      const answer = await call(server, 'POST', '/api/donations', { body: refused });
      expect(answer).toMatchObject({ status: 402, body: { detail } });
      // The same attempt sent again is answered the same way, without a second call to the card.
      expect(await call(server, 'POST', '/api/donations', { body: refused })).toMatchObject({
        status: 402,
        body: { detail },
      });
      expect(await collected(category.id)).toBe(0);
      const retry = await call(server, 'POST', '/api/donations', {
        body: { ...refused, payment_method: TEST_CARDS.succeeds, idempotency_key: newKey() },
      });
      expect(retry.status).toBe(201);
      expect(await collected(category.id)).toBe(25);
      const history = await call(server, 'GET', '/api/donations-history/?per_page=100', {
        token: adminToken,
      });
      const items = (history.body as { items: Array<{ id: number }> }).items;
      const rows = await donationsOf(category.id);
      expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
      expect(items.some((item) => item.id === rows.find((row) => row.status === 'failed')?.id)).toBe(false);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ['below the minimum', { amount: 14.99 }, 'donation.amount_too_small'],
    ['with three decimals', { amount: 20.001 }, 'donation.amount_invalid'],
    ['in another currency', { currency: 'EUR' }, 'donation.currency_unsupported'],
    ['without a donor name', { donor_name: ' ' }, 'field.required'],
    ['with a bad email', { donor_email: 'anna' }, 'email.invalid'],
    ['without an idempotency key', { idempotency_key: undefined }, 'field.required'],
    ['with a short idempotency key', { idempotency_key: 'abc' }, 'donation.idempotency_key_invalid'],
    ['with a dedication over 140 characters', { dedication: 'd'.repeat(141) }, 'donation.text_too_long'],
    [
      'with a dedication of two lines',
      { dedication: 'In memory of Adam\nand Ewa' },
      'text.invisible_character',
    ],
  ])('refuses a gift %s with 422 and charges nothing', async (_name, change, type) => {
    const category = await insertCategory(server);
    const before = payments.charges.length;
    const answer = await call(server, 'POST', '/api/donations', { body: payment(category.id, change) });
    expect(answer.status).toBe(422);
    expect((answer.body as { detail: Array<{ type: string }> }).detail.map((item) => item.type)).toContain(
      type,
    );
    expect(payments.charges.length).toBe(before);
  });

  it('answers 404 for an unknown category and 409 for one not activated, charging nothing', async () => {
    const hidden = await insertCategory(server, { isAvailable: false });
    const before = payments.charges.length;
    expect(await call(server, 'POST', '/api/donations', { body: payment(999_999) })).toMatchObject({
      status: 404,
      body: { detail: 'Category not found' },
    });
    expect(await call(server, 'POST', '/api/donations', { body: payment(hidden.id) })).toMatchObject({
      status: 409,
      body: { detail: 'This category is not accepting donations' },
    });
    expect(payments.charges.length).toBe(before);
  });
});

describe('GET /payments/config', () => {
  it('tells the payment page the test provider and its cards', async () => {
    expect(await call(server, 'GET', '/api/payments/config')).toMatchObject({
      status: 200,
      body: { provider: 'test', publishable_key: null, test_cards: { succeeds: TEST_CARDS.succeeds } },
    });
  });
});

describe('GET /donations-history/', () => {
  it('lists the gifts newest first with their dedications, hiding the name of an anonymous donor', async () => {
    const category = await insertCategory(server, { nameEn: 'Library', namePl: 'Biblioteka' });
    await call(server, 'POST', '/api/donations', { body: payment(category.id, { donor_name: 'Omar' }) });
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await call(server, 'POST', '/api/donations', {
      body: payment(category.id, {
        donor_name: 'Hidden Donor',
        is_anonymous: true,
        amount: 40,
        dedication: '  On behalf of my mother ',
      }),
    });
    const answer = await call(server, 'GET', '/api/donations-history/?page=1&per_page=2', {
      token: adminToken,
      headers: { 'accept-language': 'pl' },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { items: unknown[]; total: number; total_pages: number };
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        donor_name: null,
        is_anonymous: true,
        dedication: 'On behalf of my mother',
        category_name: 'Biblioteka',
        date: server.clock.now.toISOString(),
        amount: 40,
        currency: 'PLN',
        status: 'succeeded',
        refunded_amount: 0,
        method: 'card',
        frequency: 'one-time',
        needs_attention: false,
      },
      expect.objectContaining({ donor_name: 'Omar', is_anonymous: false, amount: 25, dedication: null }),
    ]);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain('Hidden Donor');
  });

  it('keeps a gift in the history under its name when its campaign is deleted', async () => {
    const category = await insertCategory(server, { nameEn: 'Old campaign' });
    await call(server, 'POST', '/api/donations', { body: payment(category.id) });
    expect(
      (await call(server, 'DELETE', `/api/categories/${category.id}`, { token: adminToken })).status,
    ).toBe(200);
    const answer = await call(server, 'GET', '/api/donations-history/?per_page=100', { token: adminToken });
    expect(
      (answer.body as { items: Array<{ category_name: string }> }).items.map((item) => item.category_name),
    ).toContain('Old campaign');
  });
});

describe('a campaign’s donor count', () => {
  const donorCount = async (categoryId: number) =>
    ((await call(server, 'GET', `/api/categories/${categoryId}/`)).body as { donor_count: number })
      .donor_count;

  it('counts each person once, not a refused gift, and no longer one refunded in full', async () => {
    const category = await insertCategory(server);
    expect(await donorCount(category.id)).toBe(0);
    const gifts = [
      payment(category.id, { donor_email: 'anna@example.org' }),
      // The same person again, her address typed in capitals: still one donor.
      payment(category.id, { donor_email: 'ANNA@example.org', amount: 40 }),
      payment(category.id, { donor_email: 'omar@example.org', is_anonymous: true }),
      payment(category.id, { donor_email: 'refused@example.org', payment_method: TEST_CARDS.declined }),
    ];
    for (const gift of gifts) await call(server, 'POST', '/api/donations', { body: gift });
    expect(await donorCount(category.id)).toBe(2);
    // The public lists carry it too.
    const active = await call(server, 'GET', '/api/active_categories/?page=1&per_page=100');
    expect(
      (active.body as { items: Array<{ id: number; donor_count: number }> }).items.find(
        (item) => item.id === category.id,
      )?.donor_count,
    ).toBe(2);

    const [omar] = (await donationsOf(category.id)).filter((row) => row.donorEmail === 'omar@example.org');
    const refunded = await call(server, 'POST', `/api/donations/${omar?.id}/refund`, {
      token: adminToken,
      body: { reason: 'Asked for it back', idempotency_key: 'donor-count-refund-000000001' },
    });
    expect(refunded.status).toBe(200);
    expect(await donorCount(category.id)).toBe(1);
  });

  it('counts two gifts settling at once from two people as two', async () => {
    const category = await insertCategory(server);
    await Promise.all(
      ['a@example.org', 'b@example.org', 'c@example.org'].map((email) =>
        call(server, 'POST', '/api/donations', { body: payment(category.id, { donor_email: email }) }),
      ),
    );
    expect(await donorCount(category.id)).toBe(3);
  });
});

describe('GET /categories/{id}/recent-gifts/', () => {
  it('lists the latest five gifts that count, newest first, with only what each donor allowed', async () => {
    const category = await insertCategory(server);
    const gifts = [
      { donor_name: 'Zofia Nowak', amount: 15, show_amount: true },
      { donor_name: 'Anna Maria Kowalska', amount: 20 },
      { donor_name: 'Refused Card', amount: 99, payment_method: TEST_CARDS.declined, show_amount: true },
      { donor_name: 'Omar Farouk', amount: 30, is_anonymous: true, show_amount: true },
      { donor_name: 'Piotr', amount: 40, show_amount: true },
      { donor_name: 'Maryam', amount: 50 },
      { donor_name: 'Yusuf Ali', amount: 60, show_amount: true },
    ];
    for (const gift of gifts) {
      server.clock.now = new Date(server.clock.now.getTime() + 60_000);
      await call(server, 'POST', '/api/donations', { body: payment(category.id, gift) });
    }
    const answer = await call(server, 'GET', `/api/categories/${category.id}/recent-gifts/`);
    expect(answer.status).toBe(200);
    const { items } = answer.body as {
      items: Array<{ first_name: string | null; amount: number | null; date: string }>;
    };
    expect(items.map(({ first_name, amount }) => ({ first_name, amount }))).toEqual([
      { first_name: 'Yusuf', amount: 60 },
      { first_name: 'Maryam', amount: null },
      { first_name: 'Piotr', amount: 40 },
      { first_name: null, amount: 30 },
      { first_name: 'Anna', amount: null },
    ]);
    // Nothing else of the donor leaves the server: no surname, no address.
    expect(JSON.stringify(answer.body)).not.toMatch(/Kowalska|Farouk|example\.org/);
    expect(Date.parse(items[0]?.date ?? '')).toBeGreaterThan(Date.parse(items[4]?.date ?? ''));
  });

  it('answers an empty list for a campaign nobody has given to, and 404 for one not open', async () => {
    const open = await insertCategory(server);
    expect((await call(server, 'GET', `/api/categories/${open.id}/recent-gifts/`)).body).toEqual({
      items: [],
    });
    const closed = await insertCategory(server, { isAvailable: false });
    expect((await call(server, 'GET', `/api/categories/${closed.id}/recent-gifts/`)).status).toBe(404);
  });
});

describe('POST /zakat/calculate', () => {
  it.each<[number, string, number, string]>([
    [100_000, 'PLN', 2500, 'zakat.due'],
    [1000, 'PLN', 0, 'zakat.below_nisab'],
    [20_000, 'USD', 500, 'zakat.due'],
    [500, 'USD', 0, 'zakat.below_nisab'],
    [200_000_000, 'IDR', 5_000_000, 'zakat.due'],
    [1_000_000, 'IDR', 0, 'zakat.below_nisab'],
  ])('%d %s of savings: %d (%s)', async (savings, currency, zakat, reason) => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: savings, currency },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ zakat_amount: zakat, currency, total_savings: savings, reason });
  });

  it("uses the centre's nisab setting of a currency rather than the default", async () => {
    await server.deps.db.insert(nisabSettings).values({
      currency: 'EUR',
      amount: 119,
      basis: 'silver',
      pricePerGram: 0.2,
      goldPricePerGram: 20,
      silverPricePerGram: 0.2,
      asOf: '2026-03-01',
    });
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 200, currency: 'EUR' },
    });
    // No rate to złoty is set for the euro here, so nothing converts: the donor gives in złoty themselves.
    expect(answer.body).toEqual({
      zakat_amount: 5,
      currency: 'EUR',
      total_savings: 200,
      nisab: 119,
      nisab_basis: 'silver',
      centre_nisab_basis: 'silver',
      nisab_price_per_gram: 0.2,
      nisab_as_of: '2026-03-01',
      reason: 'zakat.due',
      lines: [{ item: 'cash', amount: 200 }],
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    // The demo's złoty: the centre reckons on 85 g of gold at 473 zł (40 205 zł), so 10 000 zł owes nothing.
    [
      "the centre's gold when the donor chooses none",
      {},
      { nisab: 40_205, nisab_basis: 'gold', zakat_amount: 0 },
    ],
    ['gold, as the donor chose', { basis: 'gold' }, { nisab: 40_205, nisab_basis: 'gold', zakat_amount: 0 }],
    // 595 g of silver at the stored 5.82 zł a gram is 3462.90 zł: the same savings owe 250 zł.
    [
      'silver, as the donor chose, from the stored silver price',
      { basis: 'silver' },
      { nisab: 3462.9, nisab_basis: 'silver', nisab_price_per_gram: 5.82, zakat_amount: 250 },
    ],
  ])('reckons the nisab on %s, and names the centre’s basis', async (_, chosen, expected) => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 10_000, currency: 'PLN', ...chosen },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      nisab_price_per_gram: 473,
      ...expected,
      centre_nisab_basis: 'gold',
      nisab_as_of: '2026-11-01',
      reason: expected.zakat_amount ? 'zakat.due' : 'zakat.below_nisab',
    });
  });

  it.each<[string, unknown]>([
    ['a metal it does not know', 'platinum'],
    ['no metal at all', null],
    ['a number', 1],
  ])('refuses a basis that is %s with 422 in the error shape, naming the basis', async (_, basis) => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 10_000, currency: 'PLN', basis },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [{ loc: ['body', 'basis'], msg: 'Choose gold or silver', type: 'zakat.nisab_basis_invalid' }],
    });
  });

  it('reckons gold, silver, investments and money owed, less debts due now, line by line', async () => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: {
        total_savings: 10_000,
        gold_grams: 50,
        silver_grams: 500,
        investments: 8000,
        receivables: 2000,
        debts: 3000,
        currency: 'PLN',
      },
    });
    expect(answer.status).toBe(200);
    // The demo's prices: 473 zł a gram of gold, 5.82 zł of silver; the nisab is 85 g of gold, 40 205 zł.
    expect(answer.body).toMatchObject({
      total_savings: 10_000 + 23_650 + 2910 + 8000 + 2000 - 3000,
      zakat_amount: 1089,
      nisab: 40_205,
      reason: 'zakat.due',
      lines: [
        { item: 'cash', amount: 10_000 },
        { item: 'gold', grams: 50, price_per_gram: 473, amount: 23_650 },
        { item: 'silver', grams: 500, price_per_gram: 5.82, amount: 2910 },
        { item: 'investments', amount: 8000 },
        { item: 'receivables', amount: 2000 },
        { item: 'debts', amount: 3000 },
      ],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['negative grams of gold', { gold_grams: -1 }, 'gold_grams', 'zakat.grams_invalid'],
    ['a tonne and more of silver', { silver_grams: 1_000_001 }, 'silver_grams', 'zakat.grams_invalid'],
    ['negative debts', { debts: -50 }, 'debts', 'zakat.amount_invalid'],
    ['investments as text', { investments: 'a house' }, 'investments', 'zakat.amount_invalid'],
  ])('refuses %s with 422 naming the field', async (_, held, field, type) => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 1000, currency: 'PLN', ...held },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { detail: unknown[] }).detail).toEqual([
      expect.objectContaining({ loc: ['body', field], type }),
    ]);
  });

  it('refuses savings that are not a number with 422', async () => {
    const answer = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 'lots', currency: 'USD' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [
        {
          loc: ['body', 'total_savings'],
          msg: 'Enter your total savings as a number of at least 0',
          type: 'zakat.savings_invalid',
        },
      ],
    });
  });
});
