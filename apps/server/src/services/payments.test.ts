import { describe, expect, it } from 'vitest';
import {
  type ChargeRequest,
  createStripePaymentProvider,
  createTestPaymentProvider,
  TEST_CARDS,
} from './payments';

const REQUEST: ChargeRequest = {
  amount: 25.5,
  currency: 'PLN',
  paymentMethod: TEST_CARDS.succeeds,
  idempotencyKey: 'key-0000000000000001',
  description: 'Donation: Zakat',
  receiptEmail: 'anna@example.org',
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
    const outcome = await createTestPaymentProvider().charge({ ...REQUEST, paymentMethod: card });
    expect(outcome.status === 'succeeded' ? outcome.status : outcome.code).toBe(expected);
  });

  it('marks only the processing error as worth retrying', async () => {
    const provider = createTestPaymentProvider();
    const retry = await provider.charge({
      ...REQUEST,
      paymentMethod: TEST_CARDS.needsRetry,
      idempotencyKey: 'a'.repeat(16),
    });
    const declined = await provider.charge({
      ...REQUEST,
      paymentMethod: TEST_CARDS.declined,
      idempotencyKey: 'b'.repeat(16),
    });
    expect(retry).toMatchObject({ status: 'declined', retryable: true });
    expect(declined).toMatchObject({ status: 'declined', retryable: false });
  });

  it('charges a key once, answering its first outcome to a repeat', async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.charge(REQUEST);
    const again = await provider.charge(REQUEST);
    expect(again).toEqual(first);
    expect(provider.charges).toHaveLength(1);
  });
});

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('the Stripe payment provider', () => {
  it('tells the payment page its publishable key and no test cards', () => {
    expect(createStripePaymentProvider('sk_test_abc', 'pk_test_abc').pageConfig).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_abc',
      test_cards: null,
    });
  });

  it('creates and confirms a PaymentIntent in minor units with the idempotency key', async () => {
    const { calls, fetchImpl } = fakeFetch(200, { id: 'pi_123', status: 'succeeded' });
    const provider = createStripePaymentProvider('sk_test_abc', 'pk_test_abc', fetchImpl);
    await expect(provider.charge({ ...REQUEST, paymentMethod: 'pm_123' })).resolves.toEqual({
      status: 'succeeded',
      reference: 'pi_123',
    });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/payment_intents');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_test_abc');
    expect(headers['idempotency-key']).toBe(REQUEST.idempotencyKey);
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      amount: '2550',
      currency: 'pln',
      payment_method: 'pm_123',
      confirm: 'true',
      receipt_email: 'anna@example.org',
    });
  });

  it("passes on Stripe's decline message", async () => {
    const { fetchImpl } = fakeFetch(402, {
      error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const outcome = await createStripePaymentProvider('sk_test_abc', 'pk_test_abc', fetchImpl).charge(
      REQUEST,
    );
    expect(outcome).toEqual({
      status: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      retryable: false,
    });
  });

  it('refuses a card that needs 3-D Secure, and makes an outage retryable', async () => {
    const action = await createStripePaymentProvider(
      'sk_test_abc',
      'pk_test_abc',
      fakeFetch(200, { id: 'pi_1', status: 'requires_action' }).fetchImpl,
    ).charge(REQUEST);
    expect(action).toMatchObject({ status: 'declined', code: 'authentication_required', retryable: false });
    const outage = await createStripePaymentProvider(
      'sk_test_abc',
      'pk_test_abc',
      fakeFetch(503, {}).fetchImpl,
    ).charge(REQUEST);
    expect(outage).toMatchObject({ status: 'declined', retryable: true });
    const offline = await createStripePaymentProvider('sk_test_abc', 'pk_test_abc', (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch).charge(REQUEST);
    expect(offline).toMatchObject({ status: 'declined', code: 'network', retryable: true });
  });
});
