import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema';
import { donations, paymentEvents } from '../db/schema-donations';
import { mailText } from '../mail/texts';
import {
  ABANDON_AFTER_MS,
  formatAmount,
  SWEEP_AFTER_MS,
  sweepUnsettledPayments,
} from '../services/donation-settlement';
import {
  createTestPaymentProvider,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../services/test-payment-provider';
import { collectedBy, insertCategory } from '../test/donation-categories';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  startAnotherInstance,
  TEST_WEBHOOK_SECRET,
  type TestServer,
} from '../test/harness';
import { DONATION_DETAIL } from './donations/donation-routes';
import { WEBHOOK_DETAIL } from './payments/payment-webhook-routes';

/*
 * A gift's payment from its creation to its end, whoever learns the outcome first: the donor's own
 * request, the donor's retry under the same key, a signed webhook, or the sweep. The money moves
 * once whatever arrives twice, late or out of order.
 */

let server: TestServer;
let payments: TestPaymentProvider;
let keyCounter = 0;
let adminToken: string;
let imamToken: string;

beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await createTestServer({ payments });
});

/** Staff sign in afresh: the sweep's tests move the clock past an access token's life. */
async function signInStaff() {
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  imamToken = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
}
afterAll(() => server.close());

const newKey = () => `lifecycle-key-${++keyCounter}-${Date.now()}`;

function gift(categoryId: number, change: Record<string, unknown> = {}) {
  return {
    payment_method: TEST_CARDS.succeeds,
    amount: 40,
    category_id: categoryId,
    donor_name: 'Anna Kowalska',
    donor_email: `donor-${keyCounter}@example.org`,
    is_anonymous: false,
    idempotency_key: newKey(),
    ...change,
  };
}

const collected = (categoryId: number) => collectedBy(server, categoryId);

async function donationOf(key: string) {
  const [row] = await server.deps.db.select().from(donations).where(eq(donations.idempotencyKey, key));
  if (!row) throw new Error(`no donation ${key}`);
  return row;
}

async function receiptsTo(email: string) {
  const rows = await server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  return rows.filter((row) => row.kind === 'receipt').length;
}

/** A payment whose answer is lost after the charge: recorded pending, its money taken at the provider. */
async function lostAnswer(categoryId: number) {
  const body = gift(categoryId);
  payments.faults.loseAnswers = 1;
  const answer = await call(server, 'POST', '/api/donations', { body });
  expect(answer).toMatchObject({ status: 503, body: { detail: DONATION_DETAIL.outcomeUnknown } });
  return body;
}

/** The server's clock in seconds, as a signature's timestamp: `at` seconds from it. */
const serverSeconds = (at = 0) => Math.floor(server.clock.now.getTime() / 1000) + at;

/**
 * A Stripe event as Stripe would deliver it, signed with the SDK's own test helper at the server's
 * clock (the endpoint judges a signature's age by it), or at `timestamp`.
 */
async function deliver(
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
          timestamp: options.timestamp ?? serverSeconds(),
        })
      : options.signature;
  const response = await server.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

function intentOf(
  row: { providerReference: string | null; idempotencyKey: string; amount: number },
  status: string,
) {
  return {
    id: row.providerReference ?? `pi_unknown_${row.idempotencyKey}`,
    object: 'payment_intent',
    status,
    amount: Math.round(row.amount * 100),
    metadata: { idempotency_key: row.idempotencyKey },
    latest_charge: null,
    last_payment_error:
      status === 'requires_payment_method'
        ? { code: 'card_declined', message: 'Your card was declined.' }
        : null,
  };
}

let eventCounter = 0;
const eventId = () => `evt_test_${++eventCounter}_${Date.now()}`;

describe('an answer that never came is not a decline', () => {
  it('keeps the gift pending when the provider charged but the answer was lost, and the retry settles it once', async () => {
    const category = await insertCategory(server);
    const before = payments.charges.length;
    const body = await lostAnswer(category.id);
    const pending = await donationOf(body.idempotency_key);
    expect(pending.status).toBe('pending');
    expect(await collected(category.id)).toBe(0);
    expect(await receiptsTo(body.donor_email)).toBe(0);

    const retry = await call(server, 'POST', '/api/donations', { body });
    expect(retry).toMatchObject({ status: 200, body: { donation: { status: 'succeeded', amount: 40 } } });
    expect(payments.charges.length - before).toBe(1);
    expect(await collected(category.id)).toBe(40);
    expect(await receiptsTo(body.donor_email)).toBe(1);
  });

  it('keeps the gift pending while the provider cannot be reached, charging nothing, and pays on the retry', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id);
    const before = payments.charges.length;
    payments.faults.unreachable = true;
    try {
      expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(503);
      expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(503);
    } finally {
      payments.faults.unreachable = false;
    }
    expect(payments.charges.length).toBe(before);
    expect((await donationOf(body.idempotency_key)).status).toBe('pending');
    expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(200);
    expect(payments.charges.length - before).toBe(1);
    expect(await collected(category.id)).toBe(40);
  });

  it('answers a retry of a refused payment with the same refusal, calling the card no more', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id, { payment_method: TEST_CARDS.declined });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await call(server, 'POST', '/api/donations', { body })).toMatchObject({
        status: 402,
        body: { detail: 'Your card was declined.' },
      });
    }
    expect((await donationOf(body.idempotency_key)).status).toBe('failed');
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('settles a pending gift from a signed payment_intent.succeeded, once however often it is delivered', async () => {
    const category = await insertCategory(server);
    const body = await lostAnswer(category.id);
    const pending = await donationOf(body.idempotency_key);
    const event = { id: eventId(), type: 'payment_intent.succeeded', object: intentOf(pending, 'succeeded') };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Another event saying the same thing changes nothing either.
    await deliver({ ...event, id: eventId() });
    expect((await donationOf(body.idempotency_key)).status).toBe('succeeded');
    expect(await collected(category.id)).toBe(40);
    expect(await receiptsTo(body.donor_email)).toBe(1);
    // The donor's retry then finds the gift settled, and nothing more is charged.
    const charges = payments.charges.length;
    expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(200);
    expect(payments.charges.length).toBe(charges);
    expect(await collected(category.id)).toBe(40);
  });

  // Stripe refuses signatures over five minutes old; the endpoint also refuses those as far ahead, by
  // the server's clock, so a header made in advance cannot be held and replayed later.
  it.each<[string, () => { secret?: string; timestamp?: number; signature?: string | null }]>([
    ['a missing signature', () => ({ signature: null })],
    ['a signature made with another secret', () => ({ secret: 'whsec_someoneelse0123456789' })],
    ['a stale signature (ten minutes old)', () => ({ timestamp: serverSeconds(-600) })],
    ['a signature just over five minutes old', () => ({ timestamp: serverSeconds(-301) })],
    ['a signature from the future (ten minutes ahead)', () => ({ timestamp: serverSeconds(600) })],
    ['a signature just over five minutes ahead', () => ({ timestamp: serverSeconds(301) })],
    ['a forged header', () => ({ signature: 't=1,v1=deadbeef' })],
  ])('refuses %s with 400 and writes nothing', async (_name, optionsAtNow) => {
    const options = optionsAtNow();
    const category = await insertCategory(server);
    const body = await lostAnswer(category.id);
    const pending = await donationOf(body.idempotency_key);
    const event = { id: eventId(), type: 'payment_intent.succeeded', object: intentOf(pending, 'succeeded') };
    expect(await deliver(event, options)).toEqual({
      status: 400,
      body: { detail: WEBHOOK_DETAIL.badSignature },
    });
    expect((await donationOf(body.idempotency_key)).status).toBe('pending');
    expect(await collected(category.id)).toBe(0);
    const recorded = await server.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toEqual([]);
  });

  it('accepts a signature up to five minutes either side of the server’s clock', async () => {
    for (const at of [-300, 300]) {
      const category = await insertCategory(server);
      const body = await lostAnswer(category.id);
      const pending = await donationOf(body.idempotency_key);
      const event = {
        id: eventId(),
        type: 'payment_intent.succeeded',
        object: intentOf(pending, 'succeeded'),
      };
      expect(await deliver(event, { timestamp: serverSeconds(at) }), `${at} s`).toEqual({
        status: 200,
        body: { received: true },
      });
      expect(await collected(category.id)).toBe(40);
    }
  });

  it('refuses a delivery signed in advance once the clock has not yet reached it, and accepts it when it has', async () => {
    const category = await insertCategory(server);
    const body = await lostAnswer(category.id);
    const pending = await donationOf(body.idempotency_key);
    const event = { id: eventId(), type: 'payment_intent.succeeded', object: intentOf(pending, 'succeeded') };
    const signedAt = serverSeconds(600);
    expect((await deliver(event, { timestamp: signedAt })).status).toBe(400);
    const before = server.clock.now;
    server.clock.now = new Date(before.getTime() + 600_000);
    try {
      expect((await deliver(event, { timestamp: signedAt })).status).toBe(200);
    } finally {
      server.clock.now = before;
    }
    expect(await collected(category.id)).toBe(40);
  });

  it('ignores a failure or processing report that arrives after the success', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id);
    expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(201);
    const paid = await donationOf(body.idempotency_key);
    await deliver({
      id: eventId(),
      type: 'payment_intent.payment_failed',
      object: intentOf(paid, 'requires_payment_method'),
    });
    await deliver({ id: eventId(), type: 'payment_intent.processing', object: intentOf(paid, 'processing') });
    expect((await donationOf(body.idempotency_key)).status).toBe('succeeded');
    expect(await collected(category.id)).toBe(40);
  });

  it('moves a pending gift to processing, then to failed, counting nothing', async () => {
    const category = await insertCategory(server);
    const body = await lostAnswer(category.id);
    const pending = await donationOf(body.idempotency_key);
    await deliver({
      id: eventId(),
      type: 'payment_intent.processing',
      object: intentOf(pending, 'processing'),
    });
    expect((await donationOf(body.idempotency_key)).status).toBe('processing');
    await deliver({
      id: eventId(),
      type: 'payment_intent.payment_failed',
      object: intentOf(pending, 'requires_payment_method'),
    });
    const failed = await donationOf(body.idempotency_key);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await collected(category.id)).toBe(0);
  });

  it('lowers the campaign by what is refunded, in part and then wholly, once per amount', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id);
    await call(server, 'POST', '/api/donations', { body });
    const paid = await donationOf(body.idempotency_key);
    const charge = (refunded: number) => ({
      id: 'ch_test',
      object: 'charge',
      amount: 4000,
      amount_refunded: refunded,
      payment_intent: paid.providerReference,
    });
    const partial = { id: eventId(), type: 'charge.refunded', object: charge(1500) };
    await deliver(partial);
    await deliver({ ...partial, id: eventId() });
    expect(await donationOf(body.idempotency_key)).toMatchObject({ status: 'succeeded', refundedAmount: 15 });
    expect(await collected(category.id)).toBe(25);
    await deliver({ id: eventId(), type: 'charge.refunded', object: charge(4000) });
    expect(await donationOf(body.idempotency_key)).toMatchObject({ status: 'refunded', refundedAmount: 40 });
    expect(await collected(category.id)).toBe(0);
    // A late report of the partial refund changes nothing.
    await deliver({ id: eventId(), type: 'charge.refunded', object: charge(1500) });
    expect(await collected(category.id)).toBe(0);
  });

  it('marks a disputed gift', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id);
    await call(server, 'POST', '/api/donations', { body });
    const paid = await donationOf(body.idempotency_key);
    await deliver({
      id: eventId(),
      type: 'charge.dispute.created',
      object: { id: 'dp_1', object: 'dispute', payment_intent: paid.providerReference },
    });
    expect((await donationOf(body.idempotency_key)).status).toBe('disputed');
  });

  it('answers 404 where no signing secret is configured', async () => {
    const bare = await createTestServer({ paymentWebhookSecret: null });
    try {
      const answer = await call(bare, 'POST', '/api/payments/stripe/webhook', { body: {} });
      expect(answer.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the sweep of unsettled payments', () => {
  it('settles a gift whose answer was lost, once, though two instances sweep at the same moment', async () => {
    const category = await insertCategory(server);
    const body = await lostAnswer(category.id);
    const other = startAnotherInstance(server, { payments });
    try {
      // Not yet: a payment gets a few minutes before anyone asks.
      expect(await sweepUnsettledPayments(server.deps)).toBe(0);
      server.clock.now = new Date(server.clock.now.getTime() + SWEEP_AFTER_MS + 1000);
      // Every unsettled gift so far (earlier tests leave some whose answers were lost) is due.
      const due = (await server.deps.db.select().from(donations)).filter((row) =>
        ['pending', 'processing'].includes(row.status),
      ).length;
      const [first, second] = await Promise.all([
        sweepUnsettledPayments(server.deps),
        sweepUnsettledPayments(other.deps),
      ]);
      // Each due gift was settled by exactly one of the two instances, and none is left.
      expect(first + second).toBe(due);
      expect(await sweepUnsettledPayments(server.deps)).toBe(0);
    } finally {
      await other.close();
    }
    expect((await donationOf(body.idempotency_key)).status).toBe('succeeded');
    expect(await collected(category.id)).toBe(40);
    expect(await receiptsTo(body.donor_email)).toBe(1);
  });

  it('fails an attempt the provider never heard of, once it is an hour old, so a new one may start', async () => {
    const category = await insertCategory(server);
    const body = gift(category.id);
    payments.faults.unreachable = true;
    try {
      expect((await call(server, 'POST', '/api/donations', { body })).status).toBe(503);
    } finally {
      payments.faults.unreachable = false;
    }
    server.clock.now = new Date(server.clock.now.getTime() + SWEEP_AFTER_MS + 1000);
    await sweepUnsettledPayments(server.deps);
    expect((await donationOf(body.idempotency_key)).status).toBe('pending');
    server.clock.now = new Date(server.clock.now.getTime() + ABANDON_AFTER_MS);
    await sweepUnsettledPayments(server.deps);
    expect((await donationOf(body.idempotency_key)).status).toBe('failed');
    expect(await collected(category.id)).toBe(0);
  });
});

/** The refund mails a donor was sent, oldest first. */
async function refundMailsTo(email: string) {
  const rows = await server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  return rows.filter((row) => row.kind === 'donation_refunded').sort((a, b) => a.id - b.id);
}

describe('POST /donations/{id}/refund (admin)', () => {
  beforeAll(signInStaff);
  async function receivedGift(language = 'en') {
    const category = await insertCategory(server, { currentAmount: 100, nameEn: 'Roof', namePl: 'Dach' });
    const body = gift(category.id);
    const given = await call(server, 'POST', '/api/donations', {
      body,
      headers: { 'accept-language': language },
    });
    expect(given.status).toBe(201);
    const row = await donationOf(body.idempotency_key);
    return {
      category,
      row,
      refund: (refund: Record<string, unknown>, token = adminToken) =>
        call(server, 'POST', `/api/donations/${row.id}/refund`, {
          token,
          body: { idempotency_key: `refund-${++keyCounter}-000000000000`, ...refund },
        }),
    };
  }

  it('gives back a part with its reason, then the rest, and the campaign shrinks by each', async () => {
    const { category, row, refund } = await receivedGift();
    expect(await collected(category.id)).toBe(140);
    const part = await refund({ amount: 15, reason: '  Given twice by mistake ' });
    expect(part).toMatchObject({
      status: 200,
      body: { id: row.id, status: 'succeeded', refunded_amount: 15 },
    });
    expect(await collected(category.id)).toBe(125);
    expect(await donationOf(row.idempotencyKey)).toMatchObject({ refundReason: 'Given twice by mistake' });
    const rest = await refund({ reason: 'The donor asked' });
    expect(rest).toMatchObject({ status: 200, body: { status: 'refunded', refunded_amount: 40 } });
    expect(await collected(category.id)).toBe(100);
    // Nothing is left to give back.
    expect(await refund({ reason: 'Again' })).toMatchObject({
      status: 409,
      body: { detail: DONATION_DETAIL.notRefundable },
    });
  });

  it('refunds once when the same refund is sent twice (a double click), and twice when asked twice', async () => {
    const { category, row, refund } = await receivedGift();
    const once = { amount: 10, reason: 'Double click', idempotency_key: 'refund-double-click-0001' };
    const answers = await Promise.all([refund(once), refund(once)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await collected(category.id)).toBe(130);
    await refund(once);
    expect(await collected(category.id)).toBe(130);
    // The donor hears of the refund once, however often staff sent it.
    expect(await refundMailsTo(row.donorEmail)).toHaveLength(1);
    // Another refund of the same amount, confirmed again, is another refund.
    expect(await refund({ amount: 10, reason: 'A second part' })).toMatchObject({
      body: { refunded_amount: 20 },
    });
    expect(await collected(category.id)).toBe(120);
    expect(await refundMailsTo(row.donorEmail)).toHaveLength(2);
  });

  it('mails the donor each refund in their language: the amount, the reason and the gift’s new total', async () => {
    const { row, refund } = await receivedGift('pl');
    const zloty = (amount: number) => formatAmount(amount, 'PLN', 'pl');
    expect((await refund({ amount: 15, reason: 'Wpłacono dwa razy' })).status).toBe(200);
    const [part] = await refundMailsTo(row.donorEmail);
    expect(part?.subject).toBe(mailText('pl', 'donation_refunded.subject', { extent: 'part' }));
    for (const body of [part?.body, part?.html]) {
      expect(body).toContain(zloty(15));
      expect(body).toContain(zloty(25));
      expect(body).toContain('Wpłacono dwa razy');
      expect(body).toContain('Dach');
      // The test provider took the gift: the mail says no money moved.
      expect(body).toContain(mailText('pl', 'donation_refunded.testPayment'));
    }
    expect(part?.body).toContain(
      mailText('pl', 'donation_refunded.total', { extent: 'part', total: zloty(25) }),
    );

    expect((await refund({ reason: 'Darczyńca poprosił o resztę' })).status).toBe(200);
    const mails = await refundMailsTo(row.donorEmail);
    expect(mails).toHaveLength(2);
    const whole = mails[1];
    expect(whole?.subject).toBe(mailText('pl', 'donation_refunded.subject', { extent: 'whole' }));
    expect(whole?.body).toContain(mailText('pl', 'detail.refunded').concat(': ', zloty(25)));
    expect(whole?.body).toContain(mailText('pl', 'detail.giftTotal').concat(': ', zloty(0)));
    expect(whole?.body).toContain('Darczyńca poprosił o resztę');
    expect(whole?.body).toContain(
      mailText('pl', 'donation_refunded.total', { extent: 'whole', total: zloty(0) }),
    );
  });

  it('tells a refund whose answer was lost once, when staff send it again after the webhook recorded it', async () => {
    const { category, row, refund } = await receivedGift();
    const lost = { amount: 15, reason: 'Given twice by mistake', idempotency_key: 'refund-lost-answer-0001' };
    payments.faults.loseAnswers = 1;
    expect((await refund(lost)).status).toBe(503);
    // The provider's report of the refund arrives before staff try again.
    await deliver({
      id: eventId(),
      type: 'charge.refunded',
      object: {
        id: 'ch_test',
        object: 'charge',
        amount: 4000,
        amount_refunded: 1500,
        payment_intent: row.providerReference,
      },
    });
    expect(await collected(category.id)).toBe(125);
    expect(await refundMailsTo(row.donorEmail)).toHaveLength(0);
    expect(await refund(lost)).toMatchObject({ status: 200, body: { refunded_amount: 15 } });
    expect(await refund(lost)).toMatchObject({ status: 200, body: { refunded_amount: 15 } });
    const mails = await refundMailsTo(row.donorEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(
      `${mailText('en', 'detail.refunded')}: ${formatAmount(15, 'PLN', 'en')}`,
    );
    expect(await collected(category.id)).toBe(125);
  });

  it('refuses more than is left, a gift not received, an unknown gift and a blank reason', async () => {
    const { refund } = await receivedGift();
    expect(await refund({ amount: 40.01, reason: 'Too much' })).toMatchObject({
      status: 409,
      body: { detail: DONATION_DETAIL.refundTooLarge },
    });
    const blank = await refund({ reason: '   ' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain('donation.refund_reason_required');
    const category = await insertCategory(server);
    const declined = gift(category.id, { payment_method: TEST_CARDS.declined });
    await call(server, 'POST', '/api/donations', { body: declined });
    const failed = await donationOf(declined.idempotency_key);
    expect(
      await call(server, 'POST', `/api/donations/${failed.id}/refund`, {
        token: adminToken,
        body: { reason: 'x', idempotency_key: 'refund-failed-gift-0001' },
      }),
    ).toMatchObject({ status: 409 });
    expect(
      await call(server, 'POST', '/api/donations/999999/refund', {
        token: adminToken,
        body: { reason: 'x', idempotency_key: 'refund-unknown-gift-0001' },
      }),
    ).toMatchObject({ status: 404, body: { detail: DONATION_DETAIL.notFound } });
  });

  it('is refused to an imam, and changes nothing', async () => {
    const { category, refund } = await receivedGift();
    expect((await refund({ reason: 'Not mine to give' }, imamToken)).status).toBe(403);
    expect(await collected(category.id)).toBe(140);
  });

  it('leaves the gift as it was when the provider does not answer', async () => {
    const { category, row, refund } = await receivedGift();
    payments.faults.unreachable = true;
    try {
      expect((await refund({ reason: 'Offline' })).status).toBe(503);
    } finally {
      payments.faults.unreachable = false;
    }
    expect(await donationOf(row.idempotencyKey)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    expect(await collected(category.id)).toBe(140);
    expect(await refundMailsTo(row.donorEmail)).toHaveLength(0);
  });
});

describe('GET /donations-history/ by state', () => {
  beforeAll(signInStaff);
  async function idsOf(status?: string) {
    const query = status ? `?per_page=100&status=${status}` : '?per_page=100';
    const answer = await call(server, 'GET', `/api/donations-history/${query}`, { token: adminToken });
    expect(answer.status).toBe(200);
    return (answer.body as { items: Array<{ id: number; status: string }> }).items;
  }

  it('shows gifts received in full by default, and every received gift or each state when asked', async () => {
    await lostAnswer((await insertCategory(server)).id);
    expect(new Set((await idsOf()).map((item) => item.status))).toEqual(new Set(['succeeded']));
    const received = await idsOf('received');
    expect(new Set(received.map((item) => item.status))).toEqual(
      new Set(['succeeded', 'refunded', 'disputed']),
    );
    for (const [filter, states] of [
      ['refunded', ['refunded']],
      ['disputed', ['disputed']],
      ['failed', ['failed']],
      ['pending', ['pending', 'processing']],
    ] as const) {
      const items = await idsOf(filter);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(states).toContain(item.status);
    }
    const refused = await call(server, 'GET', '/api/donations-history/?status=lost', { token: adminToken });
    expect(refused.status).toBe(422);
  });
});
