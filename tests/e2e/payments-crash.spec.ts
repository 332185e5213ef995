import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ExtraServer, startExtraServer } from './support/extra-server';

/*
 * `kill -9` with payments in flight. The server talks to a stand-in for Stripe's API (STRIPE_API_BASE)
 * that takes the money at once and answers slowly, so the server is killed after every charge was
 * made and before any answer came. After a restart on the same data, the donors' pages send their
 * attempts again under the same keys (as they do after a lost answer): every charge is recorded
 * exactly once, nothing is charged again, and the campaign grows by exactly what was taken.
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  last_payment_error: null;
  latest_charge: Record<string, unknown>;
}

/** Enough of Stripe's PaymentIntents API: create (idempotent by key), retrieve and search by key. */
function fakeStripe(answerDelayMs: number) {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const charges: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const send = (status: number, json: unknown, delay = 0) =>
        setTimeout(() => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
          response.end(JSON.stringify(json));
        }, delay);
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const known = byKey.get(key);
        if (known) return send(200, intents.get(known));
        const form = new URLSearchParams(body);
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const field = /^metadata\[(.+)\]$/.exec(name);
          if (field?.[1]) metadata[field[1]] = value;
        }
        const id = `pi_fake_${intents.size + 1}`;
        const amount = Number(form.get('amount'));
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount,
          currency: form.get('currency') ?? 'pln',
          status: 'succeeded',
          metadata,
          client_secret: `${id}_secret`,
          last_payment_error: null,
          latest_charge: {
            id: `ch_fake_${intents.size + 1}`,
            object: 'charge',
            amount,
            amount_refunded: 0,
            payment_method_details: { type: 'card', card: { wallet: null } },
          },
        };
        intents.set(id, intent);
        byKey.set(key, id);
        // The money is taken now; the answer is slow, so the server dies before it arrives.
        charges.push(key);
        return send(200, intent, answerDelayMs);
      }
      if (request.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        const key = /'((?:[^'\\]|\\.)*)'$/.exec(url.searchParams.get('query') ?? '')?.[1] ?? '';
        const id = byKey.get(key);
        return send(200, { object: 'search_result', data: id ? [intents.get(id)] : [], has_more: false });
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && one?.[1] && intents.has(one[1])) return send(200, intents.get(one[1]));
      send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    });
  });
  return { server, charges, setDelay: (ms: number) => (answerDelayMs = ms) };
}

let stripe: ReturnType<typeof fakeStripe>;
let minbar: ExtraServer;
let dataDir: string;

test.beforeAll(async () => {
  stripe = fakeStripe(60_000);
  await new Promise<void>((ready) => stripe.server.listen(0, '127.0.0.1', ready));
  const port = (stripe.server.address() as { port: number }).port;
  dataDir = mkdtempSync(join(tmpdir(), 'minbar-crash-'));
  minbar = await startExtraServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_MinbarCrashTest',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_MinbarCrashTest',
      STRIPE_WEBHOOK_SECRET: 'whsec_MinbarCrashTest',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
    dataDir,
  );
});

test.afterAll(async () => {
  await minbar?.stop();
  stripe?.server.closeAllConnections();
  await new Promise((done) => stripe?.server.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 with payments in flight: after a restart every charge is recorded exactly once', async ({
  request,
}) => {
  const campaigns = (await (
    await request.get(`${minbar.apiUrl}/customized_categories/?page=1&per_page=1`)
  ).json()) as {
    items: Array<{ id: number; current_amount: number }>;
  };
  const campaign = campaigns.items[0] as { id: number; current_amount: number };
  const gifts = Array.from({ length: 5 }, (_, index) => ({
    payment_method: 'pm_card_visa',
    amount: 20 + index,
    category_id: campaign.id,
    donor_name: `Crash Donor ${index}`,
    donor_email: `crash${index}@example.org`,
    idempotency_key: `crash-test-${index}-${Date.now()}`,
  }));

  // Five donors press Pay; the charges are made and their answers are still on the way.
  const inFlight = gifts.map((gift) =>
    fetch(`${minbar.apiUrl}/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(gift),
    }).catch(() => null),
  );
  await expect.poll(() => stripe.charges.length, { timeout: 15_000 }).toBe(5);
  await minbar.stop('SIGKILL');
  await Promise.all(inFlight);

  stripe.setDelay(0);
  await minbar.restart();
  const before = (await (await request.get(`${minbar.apiUrl}/categories/${campaign.id}/`)).json()) as {
    current_amount: number;
  };
  // Nothing was recorded as received while the answers were lost.
  expect(before.current_amount).toBe(campaign.current_amount);

  // The donors' pages send the same attempts again, as they do after a lost answer.
  for (const gift of gifts) {
    const again = await request.post(`${minbar.apiUrl}/donations`, { data: gift });
    expect(again.status()).toBeLessThan(300);
    expect((await again.json()).donation).toMatchObject({ status: 'succeeded', amount: gift.amount });
  }
  expect(stripe.charges).toHaveLength(5);
  expect(new Set(stripe.charges)).toEqual(new Set(gifts.map((gift) => gift.idempotency_key)));
  const after = (await (await request.get(`${minbar.apiUrl}/categories/${campaign.id}/`)).json()) as {
    current_amount: number;
  };
  expect(after.current_amount).toBeCloseTo(campaign.current_amount + 20 + 21 + 22 + 23 + 24, 2);
});
