import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPaymentProvider,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../services/test-payment-provider';
import { insertCategory } from '../test/donation-categories';
import { insertEvent } from '../test/events';
import { call, createTestServer, type TestServer } from '../test/harness';

/*
 * Starting a payment is limited per address in the database (MINBAR_RATE_LIMIT_PAYMENT_PER_ADDRESS),
 * gifts and booking payments from one budget: a script trying stolen cards is stopped at its
 * address before the provider is called, while other addresses pay on.
 */

let server: TestServer;
let payments: TestPaymentProvider;
let keys = 0;

beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await createTestServer({ payments, trustProxy: true, limits: { paymentPerAddress: 3 } });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const newKey = () => `payment-limit-key-${++keys}-${Date.now()}`;

async function give(address: string, card: string = TEST_CARDS.succeeds) {
  const category = await insertCategory(server);
  return call(server, 'POST', '/api/donations', {
    headers: from(address),
    body: {
      payment_method: card,
      amount: 25,
      category_id: category.id,
      donor_name: 'Anna Kowalska',
      donor_email: 'anna@example.org',
      is_anonymous: false,
      idempotency_key: newKey(),
    },
  });
}

async function payBooking(address: string) {
  const event = await insertEvent(server);
  const booked = await call(server, 'POST', `/api/events/${event.id}/registrations`, {
    headers: from(address),
    body: { type: 'personal', name: 'Amina Nowak', phone: '600100200', email: 'amina@example.org' },
  });
  const { registration, receipt_token: token } = booked.body as {
    registration: { id: number };
    receipt_token: string;
  };
  return call(server, 'POST', `/api/events/${event.id}/registrations/${registration.id}/payment`, {
    headers: from(address),
    body: { token, idempotency_key: newKey(), payment_method: TEST_CARDS.succeeds },
  });
}

describe('the payment limit of one address', () => {
  it('stops a card-testing script before the provider, keeps other addresses paying, and lets it go after the window', async () => {
    const tester = '198.51.100.66';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await give(tester, TEST_CARDS.declined)).status);
    expect(statuses).toEqual([402, 402, 402]);
    const charged = payments.charges.length;

    const refused = await give(tester, TEST_CARDS.declined);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'Too many attempts, try again later' });
    expect(refused.headers.get('retry-after')).toBe(String(15 * 60));
    expect(payments.charges.length).toBe(charged);

    expect((await give('203.0.113.5')).status).toBe(201);

    server.clock.now = new Date(server.clock.now.getTime() + 15 * 60_000);
    expect((await give(tester)).status).toBe(201);
  });

  it('counts gifts and booking payments in one budget', async () => {
    const family = '192.0.2.44';
    expect((await give(family)).status).toBe(201);
    expect((await give(family)).status).toBe(201);
    expect((await payBooking(family)).status).toBe(200);
    const refused = await payBooking(family);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
