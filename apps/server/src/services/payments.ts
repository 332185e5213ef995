import type Stripe from 'stripe';

/**
 * The Stripe SDK, loaded on the first call that needs it: it is a large module, and a server on the
 * test provider, or one not yet charging, should not pay for it at every start (docs/performance.md).
 */
let stripeSdk: typeof Stripe | undefined;
export async function loadStripe(): Promise<typeof Stripe> {
  stripeSdk ??= (await import('stripe')).default;
  return stripeSdk;
}

/**
 * Payments go through one provider interface (docs/decisions/0011), shaped like Stripe's
 * PaymentIntent lifecycle: a payment is created under an idempotency key (the same key never makes
 * a second payment), retrieved by its id, found again by its key when an answer was lost, and
 * refunded. The built-in test provider walks the same lifecycle without a network; Stripe's own SDK
 * is used when STRIPE_SECRET_KEY is set.
 *
 * An answer that never came (a timeout, a network failure, a provider 5xx) is not a decline: it is
 * thrown as PaymentOutcomeUnknown, the attempt stays pending, and the caller settles it later by
 * asking the provider again under the same key.
 */

/** The Stripe API version this code is written against: the SDK's own, pinned with the SDK. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface PaymentRequest {
  /** In the currency's minor unit (grosze), decided by the server from the validated gift. */
  amountMinor: number;
  currency: string;
  /**
   * The payment method to confirm with at once: a test card number or `blik:<code>` for the test
   * provider. Null when the donor's browser confirms it (Stripe's Payment Element): the payment is
   * created awaiting the donor, and its client secret goes to the page.
   */
  paymentMethod: string | null;
  idempotencyKey: string;
  description: string;
  receiptEmail: string;
  /** What the payment is for (kind, our record's id, its idempotency key): seen again in webhooks. */
  metadata: Record<string, string>;
  /**
   * A monthly gift's payments (docs/decisions/0044): `save` keeps the donor's method for later
   * charges (the first gift); `charge_saved` charges a method kept before, with no donor present
   * (each month's). Absent for a one-time gift.
   */
  recurring?: { kind: 'save' } | { kind: 'charge_saved'; saved: SavedMethod };
}

/** A payment method the provider keeps for later charges: Stripe's customer and payment method ids. */
export interface SavedMethod {
  customer: string;
  paymentMethod: string;
}

/**
 * `requires_action`: the donor still has a step to take (the bank's confirmation, or, with Stripe's
 * Payment Element, choosing and confirming the method); the gift stays pending meanwhile.
 */
export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed';

/** How a gift was paid, as the staff's history names it. */
export type PaymentMethodKind = 'card' | 'blik' | 'p24' | 'wallet' | (string & {});

export interface PaymentFailure {
  code: string;
  message: string;
  /** Nothing was charged and the same card may work on a new attempt (a processing error). */
  retryable: boolean;
}

/** A payment as the provider knows it. */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  failure: PaymentFailure | null;
  amountMinor: number;
  /** What was given back so far, in minor units. */
  amountRefundedMinor: number;
  metadata: Record<string, string>;
  /** How it was paid, once the provider knows (a charge was attempted). */
  method: PaymentMethodKind | null;
  /** What the donor's browser confirms it with (Stripe.js); null when nothing is left to confirm. */
  clientSecret: string | null;
  /** Where the donor goes to take the step `requires_action` asks for (their bank's page). */
  redirectUrl: string | null;
  /** The method this payment saved for later charges, once it is known (a `save` payment's). */
  savedMethod?: SavedMethod | null;
}

/** No answer came from the provider: the payment may or may not exist. Never a decline. */
export class PaymentOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super(`the payment provider gave no answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PaymentOutcomeUnknown';
  }
}

/**
 * The provider has no payment by this id (Stripe's 404): not a lost answer, and asking again will not
 * change it. The settlement sweep marks such a gift for staff after a while (ABANDON_AFTER_MS).
 */
export class PaymentNotFound extends Error {
  constructor(readonly paymentId: string) {
    super(`the payment provider has no payment ${paymentId}`);
    this.name = 'PaymentNotFound';
  }
}

/**
 * The provider refused a refund: the money was already given back (another staff member's refund
 * under another key got there first) or more was asked than is left. Nothing moved; the route says 409.
 */
export class RefundRefused extends Error {
  constructor(readonly reason: string) {
    super(`the payment provider refused the refund: ${reason}`);
    this.name = 'RefundRefused';
  }
}

/** What the payment page needs to know to take a card: which provider, and Stripe's publishable key. */
export interface PaymentPageConfig {
  provider: 'test' | 'stripe';
  publishable_key: string | null;
  /** The test provider's card numbers, shown on the demo's payment page. */
  test_cards: Record<string, string> | null;
  /** The test provider's BLIK code that is approved; any other is refused. */
  test_blik_code: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  readonly pageConfig: PaymentPageConfig;
  /** Creates and confirms a payment; the same key answers the same payment again. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /** The payment made under a key, if any: how an attempt whose answer was lost is settled. */
  findPayment(idempotencyKey: string): Promise<ProviderPayment | null>;
  /**
   * Gives back the whole payment, or `amountMinor` of it; the key makes a repeat the same refund.
   * Throws RefundRefused when nothing (or less than asked) is left to give back.
   */
  refundPayment(id: string, amountMinor: number | null, idempotencyKey: string): Promise<ProviderPayment>;
  /**
   * Cancels a payment still awaiting the payer, so it can never succeed later (staff took the money
   * another way). Answers the payment as it then stands: a payment that succeeded meanwhile stays so.
   */
  cancelPayment(id: string): Promise<ProviderPayment>;
}

/** Amounts in minor units, as providers count them: one rule with the page's (the domain's). */
export { toMinorUnits } from '@minbar/domain/donations/money';

/** The method of a charge as the history names it: a card paid through Apple or Google Pay is a wallet. */
function methodOfCharge(charge: Stripe.Charge | null): PaymentMethodKind | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  if (details.type === 'card' && details.card?.wallet) return 'wallet';
  return details.type;
}

/** Stripe's PaymentIntent as this service reads it (the test provider keeps its payments in this shape too). */
export function paymentOfIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge =
    typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge : null;
  const error = intent.last_payment_error;
  let status: ProviderPaymentStatus;
  switch (intent.status) {
    case 'succeeded':
      status = 'succeeded';
      break;
    case 'processing':
      status = 'processing';
      break;
    case 'requires_action':
    case 'requires_confirmation':
    case 'requires_capture':
      status = 'requires_action';
      break;
    case 'requires_payment_method':
      // Created and awaiting the donor's method (the Payment Element), or refused and awaiting another.
      status = error ? 'failed' : 'requires_action';
      break;
    default:
      status = 'failed';
  }
  return {
    id: intent.id,
    status,
    failure:
      status === 'failed'
        ? {
            code:
              error?.decline_code ??
              error?.code ??
              (intent.status === 'canceled' ? 'canceled' : 'payment_failed'),
            message: error?.message ?? 'Payment failed',
            retryable: error?.code === 'processing_error',
          }
        : null,
    amountMinor: intent.amount,
    amountRefundedMinor: charge?.amount_refunded ?? 0,
    metadata: { ...intent.metadata },
    method: methodOfCharge(charge),
    clientSecret: status === 'requires_action' ? (intent.client_secret ?? null) : null,
    redirectUrl: status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    savedMethod: savedMethodOf(intent),
  };
}

/** The method a payment set up for later charges: its customer and payment method, once both are known. */
function savedMethodOf(intent: Stripe.PaymentIntent): SavedMethod | null {
  if (intent.setup_future_usage !== 'off_session') return null;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const paymentMethod =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return customer && paymentMethod ? { customer, paymentMethod } : null;
}

/** Whether a failed call may still have done its work at Stripe: no answer, or Stripe's own fault. */
function outcomeUnknown(error: unknown): boolean {
  // Before the SDK is loaded no call has been made, so no error can be Stripe's.
  const Stripe = stripeSdk;
  if (!Stripe || !(error instanceof Stripe.errors.StripeError)) return true;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    // The same key still in flight (a donor's second press while the first is being confirmed): the
    // first request's outcome is the answer, not a refusal. Our requests under one key never differ.
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return true;
  }
  return (error.statusCode ?? 0) >= 500 || error.statusCode === 409;
}

/** A card Stripe refuses: its message explains why; the intent stays at Stripe, unpaid. */
function refusedPayment(
  error: Stripe.errors.StripeError,
  request: PaymentRequest,
  metadata: Record<string, string>,
): ProviderPayment {
  return {
    id: (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? '',
    status: 'failed',
    failure: {
      code: error.decline_code ?? error.code ?? 'payment_failed',
      message: error.message || 'Payment failed',
      retryable: error.code === 'processing_error',
    },
    amountMinor: request.amountMinor,
    amountRefundedMinor: 0,
    metadata,
    method: null,
    clientSecret: null,
    redirectUrl: null,
    savedMethod: null,
  };
}

/** Stripe's single quotes and backslashes escaped in a search query's string. */
function searchString(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

/** The SDK's host, port and protocol for an API base URL. */
function apiBaseOptions(apiBase: string) {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol: protocol as 'http' | 'https',
  };
}

export interface StripeProviderOptions {
  /** Stripe's HTTP client; tests give one answering from a script (Stripe.createFetchHttpClient). */
  httpClient?: Stripe.HttpClient;
  /** How often the SDK itself retries a lost request under the same key (2 unless a test says otherwise). */
  maxNetworkRetries?: number;
  /** Stripe's API elsewhere than api.stripe.com: stripe-mock or a test double (STRIPE_API_BASE). */
  apiBase?: string;
}

/**
 * Stripe PaymentIntents through the official SDK. The site's payments are created awaiting the
 * donor: the page's Payment Element confirms them in the browser (cards with 3-D Secure, BLIK,
 * Przelewy24, wallets) and returns to the thank-you page. A payment method sent with the request is
 * confirmed at once, server side, and a card that then asks for 3-D Secure is refused, as that path
 * has no page to show it. A card Stripe refuses is a failure with Stripe's message; no answer, a
 * Stripe 5xx or a rate limit is PaymentOutcomeUnknown.
 */
export function createStripePaymentProvider(
  secretKey: string,
  publishableKey: string | null,
  options: StripeProviderOptions = {},
): PaymentProvider {
  const settings: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    // The SDK retries a lost request itself with the same idempotency key, so a retry is the same payment.
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    ...(options.apiBase ? apiBaseOptions(options.apiBase) : {}),
    appInfo: { name: 'Minbar' },
  };
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= loadStripe().then((Sdk) => new Sdk(secretKey, settings)));

  async function call<T>(
    work: () => Promise<T>,
    onRefusal?: (error: Stripe.errors.StripeError) => T,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (outcomeUnknown(error)) throw new PaymentOutcomeUnknown(error);
      if (onRefusal) return onRefusal(error as Stripe.errors.StripeError);
      throw error;
    }
  }

  return {
    name: 'stripe',
    pageConfig: {
      provider: 'stripe',
      publishable_key: publishableKey,
      test_cards: null,
      test_blik_code: null,
    },
    async createPayment(request) {
      const metadata = { ...request.metadata, idempotency_key: request.idempotencyKey };
      const recurring = request.recurring;
      if (recurring?.kind === 'charge_saved') {
        // A month's charge, with no donor present: confirmed at once with the saved method. A card
        // that asks for the donor's confirmation is refused (authentication_required), as a decline is.
        return call(
          async () =>
            paymentOfIntent(
              await (await stripe()).paymentIntents.create(
                {
                  amount: request.amountMinor,
                  currency: request.currency.toLowerCase(),
                  customer: recurring.saved.customer,
                  payment_method: recurring.saved.paymentMethod,
                  off_session: true,
                  confirm: true,
                  description: request.description,
                  receipt_email: request.receiptEmail,
                  metadata,
                  expand: ['latest_charge'],
                },
                { idempotencyKey: request.idempotencyKey },
              ),
            ),
          (error) => refusedPayment(error, request, metadata),
        );
      }
      // The first gift of a monthly one: a customer to keep the method under, and the payment set up
      // for later charges (the Payment Element then offers only methods that can be charged again).
      const saving =
        recurring?.kind === 'save'
          ? {
              customer: (
                await call(async () =>
                  (
                    await stripe()
                  ).customers.create(
                    { email: request.receiptEmail, metadata },
                    { idempotencyKey: `customer-${request.idempotencyKey}` },
                  ),
                )
              ).id,
              setup_future_usage: 'off_session' as const,
            }
          : {};
      if (request.paymentMethod === null) {
        return call(async () =>
          paymentOfIntent(
            await (await stripe()).paymentIntents.create(
              {
                amount: request.amountMinor,
                currency: request.currency.toLowerCase(),
                description: request.description,
                receipt_email: request.receiptEmail,
                metadata,
                ...saving,
                // The methods the account enables (cards, BLIK, Przelewy24, wallets), chosen in the Dashboard.
                automatic_payment_methods: { enabled: true },
              },
              { idempotencyKey: request.idempotencyKey },
            ),
          ),
        );
      }
      const paymentMethod = request.paymentMethod;
      const payment = await call(
        async () =>
          paymentOfIntent(
            await (await stripe()).paymentIntents.create(
              {
                amount: request.amountMinor,
                currency: request.currency.toLowerCase(),
                payment_method: paymentMethod,
                confirm: true,
                description: request.description,
                receipt_email: request.receiptEmail,
                metadata,
                ...saving,
                automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
                expand: ['latest_charge'],
              },
              { idempotencyKey: request.idempotencyKey },
            ),
          ),
        (error) => refusedPayment(error, request, metadata),
      );
      if (payment.status === 'requires_action') {
        return {
          ...payment,
          clientSecret: null,
          redirectUrl: null,
          status: 'failed',
          failure: {
            code: 'authentication_required',
            message: 'Your bank asks for a confirmation this page cannot show. Try another card.',
            retryable: false,
          },
        };
      }
      return payment;
    },
    async retrievePayment(id) {
      return call(
        async () =>
          paymentOfIntent(await (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
        (error) => {
          if (error.statusCode === 404) throw new PaymentNotFound(id);
          throw error;
        },
      );
    },
    async findPayment(idempotencyKey) {
      return call(async () => {
        const found = await (await stripe()).paymentIntents.search({
          query: `metadata['idempotency_key']:'${searchString(idempotencyKey)}'`,
          limit: 1,
          expand: ['data.latest_charge'],
        });
        const intent = found.data[0];
        return intent ? paymentOfIntent(intent) : null;
      });
    },
    async refundPayment(id, amountMinor, idempotencyKey) {
      await call(
        async () =>
          (await stripe()).refunds.create(
            { payment_intent: id, ...(amountMinor === null ? {} : { amount: amountMinor }) },
            { idempotencyKey },
          ),
        (error) => {
          // charge_already_refunded, or an amount above what is left: another refund got there first.
          if (stripeSdk && error instanceof stripeSdk.errors.StripeInvalidRequestError)
            throw new RefundRefused(error.code ?? error.message);
          throw error;
        },
      );
      return call(async () =>
        paymentOfIntent(await (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
      );
    },
    async cancelPayment(id) {
      const canceled = await call<ProviderPayment | null>(
        async () =>
          paymentOfIntent(
            await (await stripe()).paymentIntents.cancel(id, {
              cancellation_reason: 'duplicate',
              expand: ['latest_charge'],
            }),
          ),
        (error) => {
          // Succeeded or processing meanwhile: it can no longer be canceled, and its state is the answer.
          if (error.code === 'payment_intent_unexpected_state') return null;
          throw error;
        },
      );
      return (
        canceled ??
        call(async () =>
          paymentOfIntent(await (await stripe()).paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
        )
      );
    },
  };
}
