import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { donations, paymentEvents } from '../../db/schema-donations';
import { ABANDON_AFTER_MS, sweepUnsettledPayments } from '../../services/donation-settlement';
import {
  createTestPaymentProvider,
  TEST_BLIK_CODE,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../../services/test-payment-provider';
import { collectedBy, insertCategory } from '../../test/donation-categories';
import { call, createTestServer, type TestServer } from '../../test/harness';

/*
 * The donor's own steps, through the test provider that walks Stripe's lifecycle: a card asking for
 * 3-D Secure goes to the bank's page and back, BLIK waits for the bank, and the thank-you page reads
 * the gift as the server knows it. The provider reports every change as a signed webhook to the
 * endpoint Stripe uses (`deliverWebhooks`), so these tests run the demo's path end to end.
 */

let server: TestServer;
let payments: TestPaymentProvider;
/** The bank's later answers (BLIK), run when a test says so. */
const bankQueue: Array<() => void> = [];
let keyCounter = 0;

beforeAll(async () => {
  payments = createTestPaymentProvider({ schedule: (work) => bankQueue.push(work) });
  server = await createTestServer({ payments, deliverWebhooks: true });
});
afterAll(async () => {
  await server.webhooks?.idle();
  await server.close();
});

function gift(categoryId: number, paymentMethod: string) {
  keyCounter += 1;
  return {
    payment_method: paymentMethod,
    amount: 50,
    category_id: categoryId,
    donor_name: 'Anna Kowalska',
    donor_email: `steps-${keyCounter}@example.org`,
    idempotency_key: `donor-steps-${keyCounter}-${Date.now()}`,
  };
}

interface GiftAnswer {
  donation: { id: number; status: string };
  receipt_token: string;
  next: { client_secret: string | null; redirect_url: string | null };
}

async function give(categoryId: number, paymentMethod: string) {
  const body = gift(categoryId, paymentMethod);
  const answer = await call(server, 'POST', '/api/donations', { body });
  return { ...answer, sent: body, gift: answer.body as GiftAnswer };
}

const receipt = (answer: GiftAnswer, token = answer.receipt_token) =>
  call(server, 'GET', `/api/donations/${answer.donation.id}/receipt?token=${token}`);

const bankIdOf = (answer: GiftAnswer) => (answer.next.redirect_url ?? '').split('/').pop() as string;

async function receiptsTo(email: string) {
  const rows = await server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  return rows.filter((row) => row.kind === 'receipt').length;
}

describe('a card that asks for 3-D Secure', () => {
  it("names on the bank's page a monthly gift's category, in English where the page's language has no name", async () => {
    const category = await insertCategory(server, {
      paymentType: 'Monthly',
      nameAr: '',
      namePl: 'Utrzymanie meczetu',
    });
    const body = { ...gift(category.id, TEST_CARDS.threeDSecure), frequency: 'monthly' };
    const { body: answer } = await call(server, 'POST', '/api/donations', { body });
    const id = bankIdOf(answer as GiftAnswer);
    const inArabic = await call(server, 'GET', `/api/payments/test/${id}`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.body).toMatchObject({ purpose: { kind: 'monthly', name: 'Campaign' } });
    // The answer to Approve or Fail carries it too, in the language it is sent in.
    const answered = await call(server, 'POST', `/api/payments/test/${id}/authorize`, {
      body: { approve: false },
      headers: { 'accept-language': 'pl' },
    });
    expect(answered.body).toMatchObject({
      awaiting_confirmation: false,
      purpose: { kind: 'monthly', name: 'Utrzymanie meczetu' },
    });
    expect(answered.body).not.toHaveProperty('metadata');
  });

  it("sends the donor to the bank's page; approved there, the webhook records the gift once", async () => {
    const category = await insertCategory(server);
    const { status, gift: answer, sent } = await give(category.id, TEST_CARDS.threeDSecure);
    expect(status).toBe(202);
    expect(answer.donation.status).toBe('pending');
    expect(answer.next.redirect_url).toMatch(/^\/test-bank\/pi_test_/);
    await expect(receipt(answer)).resolves.toMatchObject({ status: 200, body: { status: 'pending' } });

    const bank = await call(server, 'GET', `/api/payments/test/${bankIdOf(answer)}`);
    expect(bank.body).toMatchObject({ amount_minor: 5000, currency: 'PLN', awaiting_confirmation: true });
    // What is paid for, named in the page's language for the page to say in its own words.
    expect(bank.body).toMatchObject({ purpose: { kind: 'donation', name: 'Campaign' } });
    for (const [language, name] of [
      ['ar', 'حملة'],
      ['pl', 'Zbiórka'],
    ]) {
      const localized = await call(server, 'GET', `/api/payments/test/${bankIdOf(answer)}`, {
        headers: { 'accept-language': language as string },
      });
      expect(localized.body).toMatchObject({ purpose: { kind: 'donation', name } });
    }
    await call(server, 'POST', `/api/payments/test/${bankIdOf(answer)}/authorize`, {
      body: { approve: true },
    });
    await server.webhooks?.idle();

    const [row] = await server.deps.db
      .select()
      .from(donations)
      .where(eq(donations.idempotencyKey, sent.idempotency_key));
    expect(row).toMatchObject({ status: 'succeeded', method: 'card' });
    await expect(collectedBy(server, category.id)).resolves.toBe(50);
    await expect(receiptsTo(sent.donor_email)).resolves.toBe(1);
    // The donor returns to the thank-you page after the webhook: nothing moves twice.
    await expect(receipt(answer)).resolves.toMatchObject({
      body: { status: 'succeeded', amount: 50, method: 'card', category_name: 'Campaign' },
    });
    await expect(collectedBy(server, category.id)).resolves.toBe(50);
    expect(payments.charges.filter((charge) => charge.idempotencyKey === sent.idempotency_key)).toHaveLength(
      1,
    );
  });

  it('refused at the bank, the gift fails, nothing is collected, and another card is a new attempt', async () => {
    const category = await insertCategory(server);
    const { gift: answer } = await give(category.id, TEST_CARDS.threeDSecure);
    await call(server, 'POST', `/api/payments/test/${bankIdOf(answer)}/authorize`, {
      body: { approve: false },
    });
    await server.webhooks?.idle();
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'failed' } });
    await expect(collectedBy(server, category.id)).resolves.toBe(0);

    const again = await give(category.id, TEST_CARDS.succeeds);
    expect(again.status).toBe(201);
    await expect(collectedBy(server, category.id)).resolves.toBe(50);
  });

  it('a second answer on the bank page changes nothing: the first decided', async () => {
    const category = await insertCategory(server);
    const { gift: answer } = await give(category.id, TEST_CARDS.threeDSecure);
    await call(server, 'POST', `/api/payments/test/${bankIdOf(answer)}/authorize`, {
      body: { approve: true },
    });
    const late = await call(server, 'POST', `/api/payments/test/${bankIdOf(answer)}/authorize`, {
      body: { approve: false },
    });
    expect(late.body).toMatchObject({ awaiting_confirmation: false });
    await server.webhooks?.idle();
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'succeeded' } });
  });

  it('a donor who left the bank page for an hour has no gift: the sweep fails it', async () => {
    const category = await insertCategory(server);
    const { gift: answer } = await give(category.id, TEST_CARDS.threeDSecure);
    const started = server.clock.now;
    server.clock.now = new Date(started.getTime() + ABANDON_AFTER_MS + 60_000);
    try {
      await sweepUnsettledPayments(server.deps, 100);
    } finally {
      server.clock.now = started;
    }
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'failed' } });
    await expect(collectedBy(server, category.id)).resolves.toBe(0);
  });
});

describe('BLIK', () => {
  it('is processing until the bank answers, then received once, with the method recorded', async () => {
    const category = await insertCategory(server);
    const { status, gift: answer } = await give(category.id, `blik:${TEST_BLIK_CODE}`);
    expect(status).toBe(202);
    expect(answer.donation.status).toBe('processing');
    expect(answer.next).toEqual({ client_secret: null, redirect_url: null });
    await server.webhooks?.idle();
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'processing' } });
    await expect(collectedBy(server, category.id)).resolves.toBe(0);

    for (const work of bankQueue.splice(0)) work();
    await server.webhooks?.idle();
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'succeeded', method: 'blik' } });
    await expect(collectedBy(server, category.id)).resolves.toBe(50);
  });

  it('a code the bank refuses fails the gift after the pending state', async () => {
    const category = await insertCategory(server);
    const { gift: answer } = await give(category.id, 'blik:000000');
    expect(answer.donation.status).toBe('processing');
    for (const work of bankQueue.splice(0)) work();
    await server.webhooks?.idle();
    await expect(receipt(answer)).resolves.toMatchObject({ body: { status: 'failed' } });
    await expect(collectedBy(server, category.id)).resolves.toBe(0);
  });
});

describe('the thank-you page', () => {
  it('shows a gift only to its token: another token or another gift is not found', async () => {
    const category = await insertCategory(server);
    const { gift: first } = await give(category.id, TEST_CARDS.succeeds);
    const { gift: second } = await give(category.id, TEST_CARDS.succeeds);
    await expect(receipt(first, second.receipt_token)).resolves.toMatchObject({
      status: 404,
      body: { detail: 'Donation not found' },
    });
    await expect(receipt(first, 'x'.repeat(24))).resolves.toMatchObject({ status: 404 });
    await expect(call(server, 'GET', `/api/donations/${first.donation.id}/receipt`)).resolves.toMatchObject({
      status: 422,
    });
    await expect(receipt(first)).resolves.toMatchObject({
      status: 200,
      body: { id: first.donation.id, status: 'succeeded', currency: 'PLN' },
    });
  });

  it('settles from the provider when the donor is back before the webhook (or without one)', async () => {
    const quiet = await createTestServer({ payments: createTestPaymentProvider() });
    try {
      const category = await insertCategory(quiet);
      const body = gift(category.id, TEST_CARDS.threeDSecure);
      const answer = (await call(quiet, 'POST', '/api/donations', { body })).body as GiftAnswer;
      await call(quiet, 'POST', `/api/payments/test/${bankIdOf(answer)}/authorize`, {
        body: { approve: true },
      });
      const back = await call(
        quiet,
        'GET',
        `/api/donations/${answer.donation.id}/receipt?token=${answer.receipt_token}`,
      );
      expect(back.body).toMatchObject({ status: 'succeeded' });
      await expect(collectedBy(quiet, category.id)).resolves.toBe(50);
    } finally {
      await quiet.close();
    }
  });
});

describe("the test provider's webhooks", () => {
  it('are signed and verified by the endpoint: each event is recorded once', async () => {
    const category = await insertCategory(server);
    const before = (await server.deps.db.select().from(paymentEvents)).length;
    await give(category.id, TEST_CARDS.succeeds);
    await server.webhooks?.idle();
    const events = await server.deps.db.select().from(paymentEvents);
    // payment_intent.created and payment_intent.succeeded, both accepted (a refused one is not recorded).
    expect(events.length - before).toBe(2);
    expect(events.slice(-2).map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
    ]);
  });

  it('signed with another secret, are refused and change nothing', async () => {
    const provider = createTestPaymentProvider();
    const other = await createTestServer({
      payments: provider,
      paymentWebhookSecret: 'whsec_another_secret_000000000000',
    });
    try {
      const { deliverTestWebhooks } = await import('../../services/test-webhook-delivery');
      const answers: number[] = [];
      const delivery = deliverTestWebhooks(
        provider,
        'whsec_not_the_servers_secret_0000000',
        async (request) => {
          const response = await other.app.fetch(request);
          answers.push(response.status);
          return response;
        },
        () => {},
        1,
      );
      const category = await insertCategory(other);
      const body = gift(category.id, TEST_CARDS.threeDSecure);
      const answer = (await call(other, 'POST', '/api/donations', { body })).body as GiftAnswer;
      await provider.authorize(bankIdOf(answer), true);
      await delivery.idle();
      expect(answers.length).toBeGreaterThan(0);
      expect(new Set(answers)).toEqual(new Set([400]));
      await expect(other.deps.db.select().from(paymentEvents)).resolves.toEqual([]);
      await expect(collectedBy(other, category.id)).resolves.toBe(0);
      delivery.stop();
    } finally {
      await other.close();
    }
  });
});
