import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let adminToken: string;
let imamToken: string;

beforeAll(async () => {
  server = await createTestServer();
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  imamToken = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
});
afterAll(() => server.close());

const SILVER_PLN = {
  basis: 'silver',
  gold_price_per_gram: 472,
  silver_price_per_gram: 6.05,
  as_of: '2026-11-20',
};
const DEMO_PLN = {
  basis: 'gold',
  gold_price_per_gram: 473,
  silver_price_per_gram: 5.82,
  as_of: '2026-11-01',
};

describe('the nisab settings', () => {
  it('lists every currency the calculator takes, the centre’s first, with what each was set from', async () => {
    const answer = await call(server, 'GET', '/api/zakat/nisab', { token: adminToken });
    expect(answer.status).toBe(200);
    const list = answer.body as Array<Record<string, unknown>>;
    expect(list.map((nisab) => nisab.currency)).toEqual(['PLN', 'USD', 'EUR', 'IDR']);
    expect(list[0]).toEqual({
      currency: 'PLN',
      amount: 40_205,
      basis: 'gold',
      price_per_gram: 473,
      gold_price_per_gram: 473,
      silver_price_per_gram: 5.82,
      as_of: '2026-11-01',
      rate_to_centre: null,
      rate_as_of: null,
    });
    expect(list[1]).toMatchObject({ currency: 'USD', rate_to_centre: 3.64, rate_as_of: '2026-11-01' });
  });

  it('lets only an administrator set a nisab, and leaves it as it was for anyone else', async () => {
    const anonymous = await call(server, 'PUT', '/api/zakat/nisab/USD', { body: SILVER_PLN });
    expect(anonymous.status).toBe(401);
    const imam = await call(server, 'PUT', '/api/zakat/nisab/USD', { body: SILVER_PLN, token: imamToken });
    expect(imam.status).toBe(403);
    const list = await call(server, 'GET', '/api/zakat/nisab', { token: adminToken });
    expect(
      (list.body as Array<{ currency: string; basis: string }>).find((n) => n.currency === 'USD')?.basis,
    ).toBe('gold');
  });

  it('works the nisab out from the basis and price, and the calculator uses it at once', async () => {
    const saved = await call(server, 'PUT', '/api/zakat/nisab/PLN', { body: SILVER_PLN, token: adminToken });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      currency: 'PLN',
      amount: 3599.75,
      price_per_gram: 6.05,
      rate_to_centre: null,
      rate_as_of: null,
      ...SILVER_PLN,
    });
    const zakat = await call(server, 'POST', '/api/zakat/calculate', {
      body: { total_savings: 4000, currency: 'PLN' },
    });
    expect(zakat.body).toMatchObject({
      zakat_amount: 100,
      nisab: 3599.75,
      nisab_basis: 'silver',
      nisab_price_per_gram: 6.05,
      nisab_as_of: '2026-11-20',
      reason: 'zakat.due',
    });
    await call(server, 'PUT', '/api/zakat/nisab/PLN', { body: DEMO_PLN, token: adminToken });
  });

  it('says what zakat in dollars comes to in złoty, at the rate staff set and its day', async () => {
    const dollars = { total_savings: 20_000, currency: 'USD' };
    const before = await call(server, 'POST', '/api/zakat/calculate', { body: dollars });
    // 500 USD due, at the demo's 3.64 złoty to the dollar.
    expect(before.body).toMatchObject({
      zakat_amount: 500,
      currency: 'USD',
      nisab_price_per_gram: 130,
      in_centre_currency: { zakat_amount: 1820, currency: 'PLN', rate: 3.64, as_of: '2026-11-01' },
    });
    const usd = { basis: 'gold', gold_price_per_gram: 131, silver_price_per_gram: 1.62, as_of: '2026-11-25' };
    const saved = await call(server, 'PUT', '/api/zakat/nisab/USD', {
      body: { ...usd, rate_to_centre: 3.5812, rate_as_of: '2026-11-26' },
      token: adminToken,
    });
    expect(saved.body).toMatchObject({ rate_to_centre: 3.5812, rate_as_of: '2026-11-26', amount: 11_135 });
    const after = await call(server, 'POST', '/api/zakat/calculate', { body: dollars });
    expect(after.body).toMatchObject({
      in_centre_currency: { zakat_amount: 1790.6, rate: 3.5812, as_of: '2026-11-26' },
    });
    // Without a rate, dollars are not converted: the donor is told to give in złoty.
    await call(server, 'PUT', '/api/zakat/nisab/USD', { body: usd, token: adminToken });
    const unconverted = await call(server, 'POST', '/api/zakat/calculate', { body: dollars });
    expect(unconverted.body).not.toHaveProperty('in_centre_currency');
    const list = await call(server, 'GET', '/api/zakat/nisab', { token: adminToken });
    expect((list.body as Array<{ currency: string }>).find((n) => n.currency === 'USD')).toMatchObject({
      rate_to_centre: null,
      rate_as_of: null,
    });
  });

  it('keeps no rate for złoty, whatever is sent', async () => {
    const saved = await call(server, 'PUT', '/api/zakat/nisab/PLN', {
      body: { ...DEMO_PLN, rate_to_centre: 2, rate_as_of: '2026-11-26' },
      token: adminToken,
    });
    expect(saved.body).toMatchObject({ rate_to_centre: null, rate_as_of: null });
  });

  it.each<[string, string, unknown, Array<{ loc: string[]; type: string }>]>([
    [
      'a price of 0',
      'PLN',
      { ...SILVER_PLN, silver_price_per_gram: 0 },
      [{ loc: ['body', 'silver_price_per_gram'], type: 'zakat.nisab_price_invalid' }],
    ],
    [
      'three decimals',
      'PLN',
      { ...SILVER_PLN, gold_price_per_gram: 472.055 },
      [{ loc: ['body', 'gold_price_per_gram'], type: 'zakat.nisab_price_invalid' }],
    ],
    [
      'a rate without its day',
      'USD',
      { ...SILVER_PLN, rate_to_centre: 3.6 },
      [{ loc: ['body', 'rate_as_of'], type: 'zakat.rate_date_invalid' }],
    ],
    [
      'a rate of 0',
      'USD',
      { ...SILVER_PLN, rate_to_centre: 0, rate_as_of: '2026-11-26' },
      [{ loc: ['body', 'rate_to_centre'], type: 'zakat.rate_invalid' }],
    ],
    [
      'another metal',
      'PLN',
      { ...SILVER_PLN, basis: 'platinum' },
      [{ loc: ['body', 'basis'], type: 'zakat.nisab_basis_invalid' }],
    ],
    [
      'a day that does not exist',
      'PLN',
      { ...SILVER_PLN, as_of: '2026-02-30' },
      [{ loc: ['body', 'as_of'], type: 'zakat.nisab_date_invalid' }],
    ],
    [
      'a currency the calculator does not take',
      'GBP',
      SILVER_PLN,
      [{ loc: ['path', 'currency'], type: 'zakat.currency_invalid' }],
    ],
  ])('refuses %s with 422 in the contract’s shape', async (_, currency, body, detail) => {
    const answer = await call(server, 'PUT', `/api/zakat/nisab/${currency}`, { body, token: adminToken });
    expect(answer.status).toBe(422);
    expect((answer.body as { detail: unknown[] }).detail).toEqual(
      detail.map((item) => expect.objectContaining(item)),
    );
  });
});
