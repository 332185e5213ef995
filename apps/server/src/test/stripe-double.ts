import Stripe from 'stripe';
import { createStripePaymentProvider, type PaymentProvider } from '../services/payments';

/*
 * A double of the part of Stripe's API the server calls (PaymentIntents: create under an
 * idempotency key, retrieve, search by metadata, cancel; refunds under a key), answering over the
 * official SDK's own HTTP client, so the Stripe provider's real code runs against it. It keeps
 * Stripe's rules that matter to money: one payment per key, an unknown id is a 404, a canceled
 * payment never succeeds, a refund beyond what is left is refused. A test plays the browser (the
 * Payment Element confirming) with `confirm`, and loses answers with `faults.loseAnswers`.
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  latest_charge: { id: string; object: 'charge'; amount: number; amount_refunded: number } | null;
  next_action: null;
}

export interface StripeDouble {
  provider: PaymentProvider;
  intents: Map<string, Intent>;
  /** Charges that took money, by intent id: a test's proof that nothing was charged twice. */
  charged: string[];
  faults: { loseAnswers: number };
  /** The payer confirms a payment in their browser: `pm_card_visa` pays, anything else is declined. */
  confirm(id: string, paymentMethod?: string): Intent;
}

export function createStripeDouble(): StripeDouble {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, unknown>();
  const charged: string[] = [];
  const faults = { loseAnswers: 0 };

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${Math.random()}` },
    });
  const invalid = (status: number, code: string) =>
    json(status, { error: { type: 'invalid_request_error', code, message: code } });

  const pay = (intent: Intent, paymentMethod: string) => {
    if (intent.status === 'canceled' || intent.status === 'succeeded') return;
    if (paymentMethod === 'pm_card_visa') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      intent.latest_charge = {
        id: `ch_${intent.id}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
      };
      charged.push(intent.id);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    }
  };

  const handle = (method: string, url: URL, form: URLSearchParams, key: string | null): Response => {
    const path = url.pathname;
    // Stripe answers a repeated key with the first answer, whatever the request.
    if (method === 'POST' && key && byKey.has(`${path} ${key}`))
      return json(200, byKey.get(`${path} ${key}`));
    const remember = (body: unknown) => {
      if (method === 'POST' && key) byKey.set(`${path} ${key}`, structuredClone(body));
      return json(200, body);
    };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_double_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const field = /^metadata\[(.+)\]$/.exec(name);
        if (field?.[1]) metadata[field[1]] = value;
      }
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'pln',
        status: 'requires_payment_method',
        client_secret: `${id}_secret`,
        metadata,
        last_payment_error: null,
        latest_charge: null,
        next_action: null,
      };
      intents.set(id, intent);
      const method = form.get('payment_method');
      if (method && form.get('confirm') === 'true') pay(intent, method);
      return remember(intent);
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const wanted = /metadata\['idempotency_key'\]:'(.*)'/.exec(url.searchParams.get('query') ?? '')?.[1];
      const data = [...intents.values()].filter((each) => each.metadata.idempotency_key === wanted);
      return json(200, { object: 'search_result', data, has_more: false });
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (one?.[1]) {
      const intent = intents.get(one[1]);
      if (!intent) return invalid(404, 'resource_missing');
      if (one[2]) {
        if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled')
          return invalid(400, 'payment_intent_unexpected_state');
        intent.status = 'canceled';
        return remember(intent);
      }
      return json(200, intent);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return invalid(404, 'resource_missing');
      const charge = intent.latest_charge;
      if (intent.status !== 'succeeded' || !charge) return invalid(400, 'charge_not_succeeded');
      const left = charge.amount - charge.amount_refunded;
      if (left === 0) return invalid(400, 'charge_already_refunded');
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (amount > left) return invalid(400, 'amount_too_large');
      charge.amount_refunded += amount;
      return remember({ id: `re_${intent.id}_${charge.amount_refunded}`, object: 'refund', amount });
    }
    return invalid(404, 'unknown_path');
  };

  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const answer = handle(
      init?.method ?? 'GET',
      url,
      new URLSearchParams(String(init?.body ?? '')),
      headers.get('idempotency-key'),
    );
    // The work is done; the answer never arrives (a timeout after Stripe acted).
    if (faults.loseAnswers > 0) {
      faults.loseAnswers -= 1;
      throw new TypeError('fetch failed');
    }
    return answer;
  }) as typeof fetch;

  const provider = createStripePaymentProvider('sk_test_double', 'pk_test_double', {
    httpClient: Stripe.createFetchHttpClient(fetchImpl),
    maxNetworkRetries: 0,
  });
  return {
    provider,
    intents,
    charged,
    faults,
    confirm(id, paymentMethod = 'pm_card_visa') {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      pay(intent, paymentMethod);
      return intent;
    },
  };
}
