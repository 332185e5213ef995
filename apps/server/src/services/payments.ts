/**
 * Payments go through one provider interface (docs/decisions/0011): the built-in test provider by
 * default, Stripe's PaymentIntents when STRIPE_SECRET_KEY is set. The provider is given the
 * donation's idempotency key, so a charge repeated after a lost answer is the same charge.
 */
export interface ChargeRequest {
  /** In the currency's major unit (złoty), at most two decimals. */
  amount: number;
  currency: string;
  /** The provider's payment method reference: a Stripe `pm_...` id, or a test card number. */
  paymentMethod: string;
  idempotencyKey: string;
  description: string;
  receiptEmail: string;
}

export type ChargeOutcome =
  | { status: 'succeeded'; reference: string }
  /** `retryable`: nothing was charged and the same card may work on a new attempt (a processing error). */
  | { status: 'declined'; code: string; message: string; retryable: boolean };

/** What the payment page needs to know to take a card: which provider, and Stripe's publishable key. */
export interface PaymentPageConfig {
  provider: 'test' | 'stripe';
  publishable_key: string | null;
  /** The test provider's card numbers, shown on the demo's payment page. */
  test_cards: Record<string, string> | null;
}

export interface PaymentProvider {
  readonly name: string;
  readonly pageConfig: PaymentPageConfig;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

/** The test provider's card numbers, as Stripe's test mode names them, so one test plan serves both. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsRetry: '4000000000000119',
} as const;

const TEST_DECLINES: Record<string, Omit<Extract<ChargeOutcome, { status: 'declined' }>, 'status'>> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.', retryable: false },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    retryable: false,
  },
  [TEST_CARDS.needsRetry]: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
    retryable: true,
  },
};

export interface TestPaymentProvider extends PaymentProvider {
  /** Every charge that went through, by idempotency key: a test's proof that nothing was charged twice. */
  readonly charges: ChargeRequest[];
}

/**
 * No network: a card number (spaces allowed) or Stripe's `pm_card_visa` decides the outcome. A key
 * charged before answers its first outcome again without a second charge, as Stripe does.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  const charges: ChargeRequest[] = [];
  const outcomes = new Map<string, ChargeOutcome>();
  return {
    name: 'test',
    pageConfig: { provider: 'test', publishable_key: null, test_cards: { ...TEST_CARDS } },
    charges,
    async charge(request) {
      const known = outcomes.get(request.idempotencyKey);
      if (known) return known;
      const card = request.paymentMethod.replace(/[\s-]/g, '');
      const decline = TEST_DECLINES[card];
      let outcome: ChargeOutcome;
      if (decline) outcome = { status: 'declined', ...decline };
      else if (card === TEST_CARDS.succeeds || card === 'pm_card_visa') {
        charges.push(request);
        outcome = { status: 'succeeded', reference: `test_${request.idempotencyKey}` };
      } else {
        outcome = {
          status: 'declined',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
          retryable: false,
        };
      }
      outcomes.set(request.idempotencyKey, outcome);
      return outcome;
    },
  };
}

const STRIPE_API = 'https://api.stripe.com/v1';
/** Currencies Stripe counts without minor units; the others in hundredths. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

interface StripeIntent {
  id?: string;
  status?: string;
  error?: { code?: string; decline_code?: string; message?: string };
}

/**
 * Stripe PaymentIntents, created and confirmed in one call with the payment method the page made
 * from the card (Stripe.js). A card needing 3-D Secure is refused with a clear message, since the
 * page confirms no further step; a network failure or a Stripe 5xx is a retryable refusal.
 */
export function createStripePaymentProvider(
  secretKey: string,
  publishableKey: string | null,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  return {
    name: 'stripe',
    pageConfig: { provider: 'stripe', publishable_key: publishableKey, test_cards: null },
    async charge(request) {
      const currency = request.currency.toUpperCase();
      const minor = ZERO_DECIMAL.has(currency)
        ? Math.round(request.amount)
        : Math.round(request.amount * 100);
      const form = new URLSearchParams({
        amount: String(minor),
        currency: currency.toLowerCase(),
        payment_method: request.paymentMethod,
        confirm: 'true',
        description: request.description,
        receipt_email: request.receiptEmail,
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      });
      let response: Response;
      try {
        response = await fetchImpl(`${STRIPE_API}/payment_intents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': request.idempotencyKey,
          },
          body: form,
        });
      } catch {
        return {
          status: 'declined',
          code: 'network',
          message: 'The payment service could not be reached.',
          retryable: true,
        };
      }
      const body = (await response.json().catch(() => ({}))) as StripeIntent;
      if (response.ok && body.status === 'succeeded' && body.id)
        return { status: 'succeeded', reference: body.id };
      if (response.ok && body.status === 'requires_action') {
        return {
          status: 'declined',
          code: 'authentication_required',
          message: 'Your bank asks for a confirmation this page cannot show. Try another card.',
          retryable: false,
        };
      }
      if (response.status >= 500 || response.status === 429) {
        return {
          status: 'declined',
          code: 'provider_unavailable',
          message: 'Payment failed. Please try again.',
          retryable: true,
        };
      }
      return {
        status: 'declined',
        code: body.error?.decline_code ?? body.error?.code ?? 'payment_failed',
        message: body.error?.message ?? 'Payment failed',
        retryable: false,
      };
    },
  };
}
