import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { createTestPaymentProvider, TEST_CARDS } from './test-payment-provider';
import { databaseTestProviderStore } from './test-payment-store';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it("keeps the test provider's payments in the database: a restarted demo still knows them", async () => {
  const store = databaseTestProviderStore(server.deps.db, 'restart-test');
  expect(await store.load()).toBeNull();
  const first = createTestPaymentProvider({ store });
  const paid = await first.createPayment({
    amountMinor: 5000,
    currency: 'PLN',
    paymentMethod: TEST_CARDS.succeeds,
    idempotencyKey: 'restart-key-0000001',
    description: 'Event booking 1',
    receiptEmail: 'amina@example.org',
    metadata: { kind: 'booking', registration_id: '1' },
  });
  const restarted = createTestPaymentProvider({ state: await store.load(), store });
  await expect(restarted.retrievePayment(paid.id)).resolves.toEqual(paid);
  await expect(restarted.findPayment('restart-key-0000001')).resolves.toEqual(paid);
});
