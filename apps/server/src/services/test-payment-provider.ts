import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  PaymentNotFound,
  PaymentOutcomeUnknown,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPayment,
  paymentOfIntent,
  RefundRefused,
  type SavedMethod,
  STRIPE_API_VERSION,
} from './payments';

/*
 * The built-in test provider walks Stripe's PaymentIntent lifecycle without a network, so the demo
 * and the tests run the path production runs: it keeps each payment as Stripe would send it (read
 * back through the same paymentOfIntent as Stripe's), sends the donor to a bank page for a card that
 * asks for 3-D Secure, leaves BLIK pending for a moment, and reports every change as a Stripe-shaped
 * event that test-webhook-delivery signs and posts to the webhook endpoint. Given a store (the
 * server gives one in its database), it keeps its payments across restarts as Stripe does: a payment
 * made before a restart is still found, refunded and settled after it.
 */

/** The test provider's card numbers, as Stripe's test mode names them, so one test plan serves both. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsRetry: '4000000000000119',
} as const;

/** The BLIK code the test provider approves (after a short pending state); any other is refused. */
export const TEST_BLIK_CODE = '123456';

/** How the donor's bank page is reached: a page of the public site, named by the payment's id. */
export const testBankPath = (id: string) => `/test-bank/${encodeURIComponent(id)}`;

type Refusal = { code: string; message: string };

const CARD_REFUSALS: Record<string, Refusal> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [TEST_CARDS.needsRetry]: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
const INCORRECT_NUMBER: Refusal = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const BANK_REFUSED: Refusal = {
  code: 'payment_intent_authentication_failure',
  message: 'Your bank did not confirm this payment.',
};
/** A saved card that wants its holder's confirmation, charged with nobody there (Stripe's own words). */
const AUTHENTICATION_REQUIRED: Refusal = {
  code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};
const BLIK_REFUSED: Refusal = {
  code: 'payment_method_provider_decline',
  message: 'The BLIK code was refused.',
};

/** A payment as Stripe sends it, with the fields this service reads. */
interface TestIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: Refusal | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: null } } | null;
  latest_charge: TestCharge | null;
  /** A monthly gift's: whom the method is saved under, the method once paid, and that it is kept. */
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | null;
  created: number;
  livemode: false;
}

interface TestCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  payment_intent: string;
  payment_method_details: { type: string };
}

/** An event as Stripe's webhooks deliver it. */
export interface TestEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  data: { object: TestIntent | TestCharge };
}

/** What the test bank's page shows of a payment waiting for the donor's confirmation. */
export interface TestBankPayment {
  id: string;
  amount_minor: number;
  currency: string;
  description: string;
  awaiting_confirmation: boolean;
  /** What it is for (our record's kind and id), as the payment carries it: the bank's route names it. */
  metadata: Record<string, string>;
}

export interface TestPaymentProvider extends PaymentProvider {
  /** Every payment that took money, in order: a test's proof that nothing was charged twice. */
  readonly charges: PaymentRequest[];
  /**
   * Faults a test arranges: `unreachable` answers nothing and does nothing; `loseAnswers` does the
   * work (a charge happens) and then answers nothing, as a timeout after Stripe acted would;
   * `refuseSavedCharges` refuses that many charges of saved methods (a month's charge) for want of
   * funds, as a card emptied or cancelled since would be.
   */
  readonly faults: { unreachable: boolean; loseAnswers: number; refuseSavedCharges: number };
  /** Listens to every change, as Stripe's webhooks would report it; returns how to stop. */
  onEvent(listener: (event: TestEvent) => void): () => void;
  /** The bank page's view of a payment; null for an id it does not know. */
  bankPayment(id: string): TestBankPayment | null;
  /** The donor's answer on the bank page: approved pays, refused fails. Only a waiting payment moves. */
  authorize(id: string, approve: boolean): Promise<ProviderPayment>;
}

/** Everything the provider knows, as it is kept between runs. */
export interface TestProviderState {
  intents: TestIntent[];
  requests: [string, PaymentRequest][];
  refundKeys: string[];
  pendingCards: [string, string][];
  savedCards: [string, string][];
  charges: PaymentRequest[];
}

/** Where the provider keeps its state: read once at start, written after every change. */
export interface TestProviderStore {
  load(): Promise<TestProviderState | null>;
  save(state: TestProviderState): Promise<void>;
}

export interface TestPaymentProviderOptions {
  /** How long a BLIK payment stays pending before the bank answers (1.5 s by default). */
  blikDelayMs?: number;
  /** Runs the bank's later answer; tests give one they drive themselves. */
  schedule?: (work: () => void, ms: number) => void;
  /** What an earlier run knew (its store's), and where to keep every change: nothing is kept without one. */
  state?: TestProviderState | null;
  store?: TestProviderStore;
}

function defaultSchedule(work: () => void, ms: number) {
  const timer = setTimeout(work, ms);
  timer.unref?.();
}

export function createTestPaymentProvider(options: TestPaymentProviderOptions = {}): TestPaymentProvider {
  const blikDelayMs = options.blikDelayMs ?? 1500;
  const schedule = options.schedule ?? defaultSchedule;
  const earlier = options.state ?? null;
  const charges: PaymentRequest[] = [...(earlier?.charges ?? [])];
  const intents = new Map<string, TestIntent>((earlier?.intents ?? []).map((intent) => [intent.id, intent]));
  const requests = new Map<string, PaymentRequest>(earlier?.requests ?? []);
  const byKey = new Map<string, string>(
    [...intents.values()].map((intent) => [intent.metadata.idempotency_key ?? '', intent.id]),
  );
  const refundKeys = new Set<string>(earlier?.refundKeys ?? []);
  const listeners = new Set<(event: TestEvent) => void>();
  /** The card each payment was confirmed with, until it is paid (a 3-D Secure card waits on the bank). */
  const pendingCards = new Map<string, string>(earlier?.pendingCards ?? []);
  const faults = { unreachable: false, loseAnswers: 0, refuseSavedCharges: 0 };
  /** The cards kept for later charges, by the payment method id a first monthly gift was given. */
  const savedCards = new Map<string, string>(earlier?.savedCards ?? []);
  // Event ids are unique across runs, as Stripe's are: the webhook drops an id it has seen as a repeat.
  const run = randomBytes(4).toString('hex');
  let events = 0;

  // Every change is written before its answer is given (as Stripe's answer means it is stored);
  // writes queue, so the last one holds everything.
  let saving: Promise<void> = Promise.resolve();
  const persist = () => {
    const store = options.store;
    if (!store) return saving;
    const state: TestProviderState = structuredClone({
      intents: [...intents.values()],
      requests: [...requests.entries()],
      refundKeys: [...refundKeys],
      pendingCards: [...pendingCards.entries()],
      savedCards: [...savedCards.entries()],
      charges,
    });
    saving = saving.then(() => store.save(state));
    return saving;
  };

  const now = () => Math.floor(Date.now() / 1000);
  const emit = (type: string, object: TestIntent | TestCharge) => {
    events += 1;
    const event: TestEvent = {
      id: `evt_test_${run}_${events}`,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
    };
    for (const listener of listeners) listener(event);
  };
  const read = (intent: TestIntent) => paymentOfIntent(intent as unknown as Stripe.PaymentIntent);
  const reachable = () => {
    if (faults.unreachable) throw new PaymentOutcomeUnknown(new Error('connection refused'));
  };
  const answer = async (intent: TestIntent) => {
    await persist();
    if (faults.loseAnswers > 0) {
      faults.loseAnswers -= 1;
      throw new PaymentOutcomeUnknown(new Error('timed out'));
    }
    return read(intent);
  };

  /** The charge of an intent whose money was taken (or is being taken, for BLIK). */
  const charge = (intent: TestIntent, type: string): TestCharge => ({
    id: `ch_${intent.id.slice(3)}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    payment_intent: intent.id,
    payment_method_details: { type },
  });
  const succeed = (intent: TestIntent, method: string, card: string | null = null) => {
    if (intent.setup_future_usage === 'off_session' && card && !intent.payment_method) {
      intent.payment_method = `pm_test_${savedCards.size + 1}`;
      savedCards.set(intent.payment_method, card);
    }
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.last_payment_error = null;
    intent.latest_charge = intent.latest_charge ?? charge(intent, method);
    charges.push(requests.get(intent.id) as PaymentRequest);
    emit('payment_intent.succeeded', intent);
  };
  const refuse = (intent: TestIntent, refusal: Refusal) => {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = refusal;
    emit('payment_intent.payment_failed', intent);
  };

  /** Confirms an intent with the method the page sent: a card number, or `blik:<code>`. */
  const confirm = (intent: TestIntent, method: string) => {
    const blik = /^blik:(.*)$/.exec(method);
    if (blik) {
      intent.status = 'processing';
      intent.latest_charge = charge(intent, 'blik');
      emit('payment_intent.processing', intent);
      const approved = blik[1] === TEST_BLIK_CODE;
      schedule(() => {
        if (approved) succeed(intent, 'blik');
        else refuse(intent, BLIK_REFUSED);
        void persist().catch(() => {});
      }, blikDelayMs);
      return;
    }
    const card = method.replace(/[\s-]/g, '');
    pendingCards.set(intent.id, card);
    if (card === TEST_CARDS.threeDSecure) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: testBankPath(intent.id), return_url: null },
      };
      emit('payment_intent.requires_action', intent);
      return;
    }
    if (card === TEST_CARDS.succeeds || card === 'pm_card_visa') return succeed(intent, 'card', card);
    refuse(intent, CARD_REFUSALS[card] ?? INCORRECT_NUMBER);
  };

  /** A month's charge of a saved card, with nobody there to confirm it. */
  const chargeSaved = (intent: TestIntent, saved: SavedMethod) => {
    const card = savedCards.get(saved.paymentMethod);
    intent.payment_method = saved.paymentMethod;
    if (!card) return refuse(intent, INCORRECT_NUMBER);
    if (faults.refuseSavedCharges > 0) {
      faults.refuseSavedCharges -= 1;
      return refuse(intent, CARD_REFUSALS[TEST_CARDS.insufficientFunds] as Refusal);
    }
    if (card === TEST_CARDS.threeDSecure) return refuse(intent, AUTHENTICATION_REQUIRED);
    confirm(intent, card);
  };

  return {
    name: 'test',
    pageConfig: {
      provider: 'test',
      publishable_key: null,
      test_cards: { ...TEST_CARDS },
      test_blik_code: TEST_BLIK_CODE,
    },
    charges,
    faults,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async createPayment(request) {
      reachable();
      const known = byKey.get(request.idempotencyKey);
      if (known) return answer(intents.get(known) as TestIntent);
      const id = `pi_test_${intents.size + 1}_${request.idempotencyKey.slice(0, 12)}`;
      const intent: TestIntent = {
        id,
        object: 'payment_intent',
        amount: request.amountMinor,
        currency: request.currency.toLowerCase(),
        description: request.description,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        metadata: { ...request.metadata, idempotency_key: request.idempotencyKey },
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
        customer:
          request.recurring?.kind === 'charge_saved'
            ? request.recurring.saved.customer
            : request.recurring?.kind === 'save'
              ? `cus_test_${intents.size + 1}`
              : null,
        payment_method: null,
        setup_future_usage: request.recurring?.kind === 'save' ? 'off_session' : null,
        created: now(),
        livemode: false,
      };
      intents.set(id, intent);
      requests.set(id, request);
      byKey.set(request.idempotencyKey, id);
      emit('payment_intent.created', intent);
      if (request.recurring?.kind === 'charge_saved') chargeSaved(intent, request.recurring.saved);
      else if (request.paymentMethod !== null) confirm(intent, request.paymentMethod);
      return answer(intent);
    },
    async retrievePayment(id) {
      reachable();
      const intent = intents.get(id);
      if (!intent) throw new PaymentNotFound(id);
      return answer(intent);
    },
    async findPayment(idempotencyKey) {
      reachable();
      const id = byKey.get(idempotencyKey);
      return id ? answer(intents.get(id) as TestIntent) : null;
    },
    async refundPayment(id, amountMinor, idempotencyKey) {
      reachable();
      const intent = intents.get(id);
      if (!intent) throw new PaymentNotFound(id);
      // The same key is the same refund: answered again, nothing given back twice.
      if (refundKeys.has(idempotencyKey)) return answer(intent);
      const paid = intent.latest_charge;
      if (intent.status !== 'succeeded' || !paid) throw new Error(`nothing to refund on ${id}`);
      const left = paid.amount - paid.amount_refunded;
      // As Stripe: a charge already given back, or more asked than is left, is refused.
      if (left === 0) throw new RefundRefused('charge_already_refunded');
      if (amountMinor !== null && amountMinor > left) throw new RefundRefused('amount_too_large');
      paid.amount_refunded += amountMinor ?? left;
      refundKeys.add(idempotencyKey);
      emit('charge.refunded', paid);
      return answer(intent);
    },
    async cancelPayment(id) {
      reachable();
      const intent = intents.get(id);
      if (!intent) throw new PaymentNotFound(id);
      // Only a payment still awaiting its payer can be canceled; a paid or processing one answers as it is.
      if (intent.status === 'requires_action' || intent.status === 'requires_payment_method') {
        intent.status = 'canceled';
        intent.next_action = null;
        pendingCards.delete(id);
        emit('payment_intent.canceled', intent);
      }
      return answer(intent);
    },
    bankPayment(id) {
      const intent = intents.get(id);
      if (!intent) return null;
      return {
        id,
        amount_minor: intent.amount,
        currency: intent.currency.toUpperCase(),
        description: intent.description,
        awaiting_confirmation: intent.status === 'requires_action',
        metadata: { ...intent.metadata },
      };
    },
    async authorize(id, approve) {
      reachable();
      const intent = intents.get(id);
      if (!intent) throw new PaymentNotFound(id);
      if (intent.status === 'requires_action') {
        if (approve) succeed(intent, 'card', pendingCards.get(id) ?? null);
        else refuse(intent, BANK_REFUSED);
      }
      return answer(intent);
    },
  };
}
