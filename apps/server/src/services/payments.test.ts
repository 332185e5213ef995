import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  createStripePaymentProvider,
  PaymentNotFound,
  PaymentOutcomeUnknown,
  type PaymentRequest,
  RefundRefused,
} from './payments';
import {
  createTestPaymentProvider,
  TEST_CARDS,
  type TestProviderState,
  type TestProviderStore,
} from './test-payment-provider';

const REQUEST: PaymentRequest = {
  amountMinor: 2550,
  currency: 'PLN',
  paymentMethod: TEST_CARDS.succeeds,
  idempotencyKey: 'key-0000000000000001',
  description: 'Donation: Zakat',
  receiptEmail: 'anna@example.org',
  metadata: { kind: 'donation', donation_id: '7' },
};

describe('the test payment provider', () => {
  it.each<[string, string]>([
    [TEST_CARDS.succeeds, 'succeeded'],
    ['4242 4242 4242 4242', 'succeeded'],
    ['pm_card_visa', 'succeeded'],
    [TEST_CARDS.declined, 'card_declined'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    [TEST_CARDS.needsRetry, 'processing_error'],
    ['1234', 'incorrect_number'],
  ])('card %s: %s', async (card, expected) => {
    const payment = await createTestPaymentProvider().createPayment({ ...REQUEST, paymentMethod: card });
    expect(payment.status === 'succeeded' ? payment.status : payment.failure?.code).toBe(expected);
  });

  it('marks only the processing error as worth retrying', async () => {
    const provider = createTestPaymentProvider();
    const retry = await provider.createPayment({
      ...REQUEST,
      paymentMethod: TEST_CARDS.needsRetry,
      idempotencyKey: 'a'.repeat(16),
    });
    const declined = await provider.createPayment({
      ...REQUEST,
      paymentMethod: TEST_CARDS.declined,
      idempotencyKey: 'b'.repeat(16),
    });
    expect(retry).toMatchObject({ status: 'failed', failure: { retryable: true } });
    expect(declined).toMatchObject({ status: 'failed', failure: { retryable: false } });
  });

  it('pays a key once, answering its first payment to a repeat, and finds it by key and id', async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.createPayment(REQUEST);
    const again = await provider.createPayment(REQUEST);
    expect(again).toEqual(first);
    expect(provider.charges).toHaveLength(1);
    await expect(provider.findPayment(REQUEST.idempotencyKey)).resolves.toEqual(first);
    await expect(provider.retrievePayment(first.id)).resolves.toEqual(first);
    await expect(provider.findPayment('never-used-key-000')).resolves.toBeNull();
    expect(first.metadata).toMatchObject({ kind: 'donation', idempotency_key: REQUEST.idempotencyKey });
  });

  it('loses an answer after charging, as a timeout would: the charge happened once', async () => {
    const provider = createTestPaymentProvider();
    provider.faults.loseAnswers = 1;
    await expect(provider.createPayment(REQUEST)).rejects.toBeInstanceOf(PaymentOutcomeUnknown);
    expect(provider.charges).toHaveLength(1);
    await expect(provider.createPayment(REQUEST)).resolves.toMatchObject({ status: 'succeeded' });
    expect(provider.charges).toHaveLength(1);
  });

  it('saves the card of a first monthly gift and charges it again with nobody there', async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.createPayment({ ...REQUEST, recurring: { kind: 'save' } });
    expect(first.savedMethod).toEqual({
      customer: expect.stringMatching(/^cus_test_/),
      paymentMethod: 'pm_test_1',
    });
    const saved = first.savedMethod as NonNullable<typeof first.savedMethod>;
    const month = (key: string) =>
      provider.createPayment({
        ...REQUEST,
        paymentMethod: null,
        idempotencyKey: key,
        recurring: { kind: 'charge_saved', saved },
      });
    await expect(month('month-1-key-000000')).resolves.toMatchObject({ status: 'succeeded', method: 'card' });
    provider.faults.refuseSavedCharges = 1;
    await expect(month('month-2-key-000000')).resolves.toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient_funds' },
    });
    expect(provider.charges).toHaveLength(2);
  });

  it("refuses a month's charge of a saved 3-D Secure card, which needs its holder there", async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.createPayment({
      ...REQUEST,
      paymentMethod: TEST_CARDS.threeDSecure,
      recurring: { kind: 'save' },
    });
    const paid = await provider.authorize(first.id, true);
    const saved = paid.savedMethod as NonNullable<typeof paid.savedMethod>;
    await expect(
      provider.createPayment({
        ...REQUEST,
        paymentMethod: null,
        idempotencyKey: 'month-3ds-key-0000',
        recurring: { kind: 'charge_saved', saved },
      }),
    ).resolves.toMatchObject({ status: 'failed', failure: { code: 'authentication_required' } });
  });

  it('refunds in part and then the rest, a repeated refund key changing nothing', async () => {
    const provider = createTestPaymentProvider();
    const paid = await provider.createPayment(REQUEST);
    await expect(provider.refundPayment(paid.id, 1000, 'refund-1')).resolves.toMatchObject({
      amountRefundedMinor: 1000,
    });
    await expect(provider.refundPayment(paid.id, 1000, 'refund-1')).resolves.toMatchObject({
      amountRefundedMinor: 1000,
    });
    await expect(provider.refundPayment(paid.id, null, 'refund-2')).resolves.toMatchObject({
      amountRefundedMinor: 2550,
    });
    // Nothing is left: a refund under a new key is refused, as Stripe refuses it.
    await expect(provider.refundPayment(paid.id, null, 'refund-3')).rejects.toBeInstanceOf(RefundRefused);
  });

  it('answers an id it never made as not found, never as an error to stop on', async () => {
    await expect(createTestPaymentProvider().retrievePayment('pi_never_made')).rejects.toBeInstanceOf(
      PaymentNotFound,
    );
  });

  it('keeps its payments across a restart: found, refunded and settled after it, with new event ids', async () => {
    let kept: TestProviderState | null = null;
    const store: TestProviderStore = {
      load: async () => kept,
      save: async (state) => {
        kept = structuredClone(state);
      },
    };
    const before = createTestPaymentProvider({ store });
    const seenBefore: string[] = [];
    before.onEvent((event) => seenBefore.push(event.id));
    const paid = await before.createPayment(REQUEST);
    const waiting = await before.createPayment({
      ...REQUEST,
      idempotencyKey: 'key-0000000000000002',
      paymentMethod: TEST_CARDS.threeDSecure,
    });

    const after = createTestPaymentProvider({ state: await store.load(), store });
    const seenAfter: string[] = [];
    after.onEvent((event) => seenAfter.push(event.id));
    await expect(after.retrievePayment(paid.id)).resolves.toEqual(paid);
    await expect(after.createPayment(REQUEST)).resolves.toEqual(paid);
    await expect(after.authorize(waiting.id, true)).resolves.toMatchObject({ status: 'succeeded' });
    await expect(after.refundPayment(paid.id, null, 'refund-after')).resolves.toMatchObject({
      amountRefundedMinor: 2550,
    });
    expect(after.charges).toHaveLength(2);
    expect(seenAfter.length).toBeGreaterThan(0);
    expect(seenAfter.filter((id) => seenBefore.includes(id))).toEqual([]);
  });

  it('cancels a payment awaiting its payer, which can then never succeed', async () => {
    const provider = createTestPaymentProvider();
    const waiting = await provider.createPayment({ ...REQUEST, paymentMethod: TEST_CARDS.threeDSecure });
    await expect(provider.cancelPayment(waiting.id)).resolves.toMatchObject({
      status: 'failed',
      failure: { code: 'canceled' },
    });
    await expect(provider.authorize(waiting.id, true)).resolves.toMatchObject({ status: 'failed' });
    expect(provider.charges).toHaveLength(0);
  });
});

/** Stripe's own HTTP client over a scripted fetch: the SDK builds the requests, the script answers. */
function scriptedStripe(answers: Array<{ status: number; body: unknown } | Error>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: string }> = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ url: String(url), method: init?.method ?? 'GET', headers, body: String(init?.body ?? '') });
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    });
  }) as typeof fetch;
  const provider = createStripePaymentProvider('sk_test_abc', 'pk_test_abc', {
    httpClient: Stripe.createFetchHttpClient(fetchImpl),
    maxNetworkRetries: 0,
  });
  return { calls, provider };
}

const INTENT = {
  id: 'pi_123',
  object: 'payment_intent',
  status: 'succeeded',
  amount: 2550,
  metadata: { kind: 'donation', donation_id: '7', idempotency_key: REQUEST.idempotencyKey },
  latest_charge: { id: 'ch_1', object: 'charge', amount_refunded: 0 },
  last_payment_error: null,
};

describe('the Stripe payment provider (the official SDK)', () => {
  it('tells the payment page its publishable key and no test cards', () => {
    expect(createStripePaymentProvider('sk_test_abc', 'pk_test_abc').pageConfig).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_abc',
      test_cards: null,
      test_blik_code: null,
    });
  });

  it('creates and confirms a PaymentIntent in minor units, with the key, metadata and the pinned API version', async () => {
    const { calls, provider } = scriptedStripe([{ status: 200, body: INTENT }]);
    await expect(provider.createPayment({ ...REQUEST, paymentMethod: 'pm_123' })).resolves.toMatchObject({
      id: 'pi_123',
      status: 'succeeded',
      amountMinor: 2550,
    });
    const call = calls[0];
    expect(call?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call?.headers.authorization).toBe('Bearer sk_test_abc');
    expect(call?.headers['idempotency-key']).toBe(REQUEST.idempotencyKey);
    expect(call?.headers['stripe-version']).toBe('2026-10-28.endive');
    const form = Object.fromEntries(new URLSearchParams(call?.body));
    expect(form).toMatchObject({
      amount: '2550',
      currency: 'pln',
      payment_method: 'pm_123',
      confirm: 'true',
      receipt_email: 'anna@example.org',
      'metadata[donation_id]': '7',
      'metadata[idempotency_key]': REQUEST.idempotencyKey,
    });
  });

  it("creates the site's payment awaiting the donor, for the Payment Element to confirm in the browser", async () => {
    const { calls, provider } = scriptedStripe([
      {
        status: 200,
        body: {
          ...INTENT,
          status: 'requires_payment_method',
          client_secret: 'pi_123_secret_abc',
          latest_charge: null,
        },
      },
    ]);
    await expect(provider.createPayment({ ...REQUEST, paymentMethod: null })).resolves.toMatchObject({
      id: 'pi_123',
      status: 'requires_action',
      clientSecret: 'pi_123_secret_abc',
      failure: null,
    });
    const form = Object.fromEntries(new URLSearchParams(calls[0]?.body));
    expect(form).toMatchObject({ amount: '2550', 'automatic_payment_methods[enabled]': 'true' });
    expect(form).not.toHaveProperty('confirm');
    expect(form).not.toHaveProperty('payment_method');
    expect(calls[0]?.headers['idempotency-key']).toBe(REQUEST.idempotencyKey);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a card', { type: 'card', card: { wallet: null } }, 'card'],
    ['Apple Pay', { type: 'card', card: { wallet: { type: 'apple_pay' } } }, 'wallet'],
    ['BLIK', { type: 'blik', blik: {} }, 'blik'],
    ['Przelewy24', { type: 'p24', p24: {} }, 'p24'],
  ])('names the method of a charge paid with %s', async (_name, details, method) => {
    const { provider } = scriptedStripe([
      {
        status: 200,
        body: { ...INTENT, latest_charge: { ...INTENT.latest_charge, payment_method_details: details } },
      },
    ]);
    await expect(provider.retrievePayment('pi_123')).resolves.toMatchObject({ method });
  });

  it("sets up a monthly gift's first payment under a customer, saved for later charges, and reads the saved method", async () => {
    const { calls, provider } = scriptedStripe([
      { status: 200, body: { id: 'cus_42', object: 'customer' } },
      {
        status: 200,
        body: { ...INTENT, customer: 'cus_42', payment_method: 'pm_9', setup_future_usage: 'off_session' },
      },
    ]);
    await expect(
      provider.createPayment({ ...REQUEST, paymentMethod: 'pm_123', recurring: { kind: 'save' } }),
    ).resolves.toMatchObject({
      status: 'succeeded',
      savedMethod: { customer: 'cus_42', paymentMethod: 'pm_9' },
    });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/customers');
    expect(calls[0]?.headers['idempotency-key']).toBe(`customer-${REQUEST.idempotencyKey}`);
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toMatchObject({
      email: 'anna@example.org',
    });
    expect(Object.fromEntries(new URLSearchParams(calls[1]?.body))).toMatchObject({
      customer: 'cus_42',
      setup_future_usage: 'off_session',
    });
  });

  it("charges a month with the saved method, off the page, and reads Stripe's refusal as a failure", async () => {
    const saved = { customer: 'cus_42', paymentMethod: 'pm_9' };
    const { calls, provider } = scriptedStripe([
      { status: 200, body: INTENT },
      {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
            payment_intent: { id: 'pi_456' },
          },
        },
      },
    ]);
    const month = { ...REQUEST, paymentMethod: null, recurring: { kind: 'charge_saved' as const, saved } };
    await expect(provider.createPayment(month)).resolves.toMatchObject({ status: 'succeeded' });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toMatchObject({
      customer: 'cus_42',
      payment_method: 'pm_9',
      off_session: 'true',
      confirm: 'true',
    });
    await expect(
      provider.createPayment({ ...month, idempotencyKey: 'key-0000000000000002' }),
    ).resolves.toMatchObject({
      id: 'pi_456',
      status: 'failed',
      failure: { code: 'authentication_required', retryable: false },
    });
  });

  it('reads a refused confirmation (requires_payment_method with an error) as a failure', async () => {
    const { provider } = scriptedStripe([
      {
        status: 200,
        body: {
          ...INTENT,
          status: 'requires_payment_method',
          client_secret: 'pi_123_secret_abc',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        },
      },
    ]);
    await expect(provider.retrievePayment('pi_123')).resolves.toMatchObject({
      status: 'failed',
      clientSecret: null,
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it("passes on Stripe's decline message as a failure", async () => {
    const { provider } = scriptedStripe([
      {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: { id: 'pi_9' },
          },
        },
      },
    ]);
    await expect(provider.createPayment(REQUEST)).resolves.toMatchObject({
      id: 'pi_9',
      status: 'failed',
      failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.', retryable: false },
    });
  });

  it('refuses a card that needs 3-D Secure with a clear message (the page cannot confirm it yet)', async () => {
    const { provider } = scriptedStripe([{ status: 200, body: { ...INTENT, status: 'requires_action' } }]);
    await expect(provider.createPayment(REQUEST)).resolves.toMatchObject({
      status: 'failed',
      failure: { code: 'authentication_required' },
    });
  });

  it('never turns a missing answer into a decline: an outage, a rate limit, the key still in flight or no network is an unknown outcome', async () => {
    for (const answer of [
      { status: 503, body: { error: { type: 'api_error', message: 'down' } } },
      { status: 429, body: { error: { type: 'rate_limit_error', message: 'slow down' } } },
      // The same key still being processed by an earlier request.
      {
        status: 409,
        body: { error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: 'in use' } },
      },
      new TypeError('fetch failed'),
    ]) {
      const { provider } = scriptedStripe([answer]);
      await expect(provider.createPayment(REQUEST)).rejects.toBeInstanceOf(PaymentOutcomeUnknown);
    }
  });

  it('retrieves, finds by key through search, and refunds', async () => {
    const { calls, provider } = scriptedStripe([
      { status: 200, body: { ...INTENT, status: 'processing' } },
      { status: 200, body: { object: 'search_result', data: [INTENT], has_more: false } },
      { status: 200, body: { id: 're_1', object: 'refund' } },
      {
        status: 200,
        body: { ...INTENT, latest_charge: { id: 'ch_1', object: 'charge', amount_refunded: 1000 } },
      },
    ]);
    await expect(provider.retrievePayment('pi_123')).resolves.toMatchObject({ status: 'processing' });
    await expect(provider.findPayment(REQUEST.idempotencyKey)).resolves.toMatchObject({ id: 'pi_123' });
    expect(decodeURIComponent(calls[1]?.url ?? '')).toContain(
      `metadata['idempotency_key']:'${REQUEST.idempotencyKey}'`,
    );
    await expect(provider.refundPayment('pi_123', 1000, 'refund-1')).resolves.toMatchObject({
      amountRefundedMinor: 1000,
    });
    expect(calls[2]?.headers['idempotency-key']).toBe('refund-1');
    expect(Object.fromEntries(new URLSearchParams(calls[2]?.body))).toEqual({
      payment_intent: 'pi_123',
      amount: '1000',
    });
  });
});
