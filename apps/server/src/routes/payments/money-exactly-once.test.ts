import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { donations } from '../../db/schema-donations';
import { eventRegistrations } from '../../db/schema-events';
import { MAIL_LANGUAGES, mailText } from '../../mail/texts';
import { ABANDON_AFTER_MS, sweepUnsettledPayments } from '../../services/donation-settlement';
import type { PaymentProvider, ProviderPayment } from '../../services/payments';
import { createTestPaymentProvider } from '../../services/test-payment-provider';
import { insertCategory } from '../../test/donation-categories';
import { insertEvent } from '../../test/events';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  TEST_WEBHOOK_SECRET,
  type TestServer,
} from '../../test/harness';
import { createStripeDouble } from '../../test/stripe-double';

/*
 * Money taken exactly once where a review broke it: a booking paid from two tabs, twice at once, or
 * at the door while its online payment was under way; a refund sent twice or raced; a payment the
 * provider does not know. Each runs against the built-in test provider and against a double of
 * Stripe's API through the Stripe provider (the official SDK), and counts what moved at the provider.
 */

interface Mode {
  provider: PaymentProvider;
  /** Payments that took money (the provider's own record). */
  charged(): number;
  loseAnswers(count: number): void;
  /** A payment awaiting its payer: the body to pay with, and how the payer later confirms it. */
  awaiting: Record<string, unknown>;
  payerConfirms(reference: string): Promise<void>;
}

const MODES: Array<[string, () => Mode]> = [
  [
    'the test provider',
    () => {
      const provider = createTestPaymentProvider();
      return {
        provider,
        charged: () => provider.charges.length,
        loseAnswers: (count) => {
          provider.faults.loseAnswers = count;
        },
        // A card asking for 3-D Secure waits on the bank's page.
        awaiting: { payment_method: '4000002760003184' },
        payerConfirms: async (reference) => {
          await provider.authorize(reference, true);
        },
      };
    },
  ],
  [
    'Stripe (a double of its API)',
    () => {
      const stripe = createStripeDouble();
      return {
        provider: stripe.provider,
        charged: () => stripe.charged.length,
        loseAnswers: (count) => {
          stripe.faults.loseAnswers = count;
        },
        // The Payment Element: created awaiting the payer, confirmed in their browser.
        awaiting: { payment_method: undefined },
        payerConfirms: async (reference) => {
          stripe.confirm(reference);
        },
      };
    },
  ],
];

const PERSON = { type: 'personal', name: 'Amina Nowak', phone: '600100200', email: 'amina@example.org' };
let keys = 0;
const newKey = () => `once-${++keys}-${Date.now()}`;

describe.each(MODES)('money taken exactly once, with %s', (name, makeMode) => {
  let server: TestServer;
  let mode: Mode;
  let adminToken: string;

  beforeAll(async () => {
    mode = makeMode();
    server = await createTestServer({ payments: mode.provider, limits: { bookingPerAddress: 1_000 } });
    adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  });
  afterAll(() => server.close());

  async function book(person = PERSON) {
    const event = await insertEvent(server);
    const answer = await call(server, 'POST', `/api/events/${event.id}/registrations`, { body: person });
    const body = answer.body as { registration: { id: number }; receipt_token: string };
    return { eventId: event.id, id: body.registration.id, token: body.receipt_token };
  }
  type Booked = Awaited<ReturnType<typeof book>>;
  const pay = (booking: Booked, body: Record<string, unknown> = {}) =>
    call(server, 'POST', `/api/events/${booking.eventId}/registrations/${booking.id}/payment`, {
      body: { token: booking.token, idempotency_key: newKey(), payment_method: 'pm_card_visa', ...body },
    });
  const rowOf = async (booking: Booked) =>
    (await server.deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, booking.id)))[0]!;
  const staffView = async (booking: Booked) => {
    const answer = await call(server, 'GET', `/api/events/${booking.eventId}/registrations`, {
      token: adminToken,
    });
    const list = (answer.body as { personal_registrations: Array<{ id: number }> }).personal_registrations;
    return list.find((each) => each.id === booking.id) as Record<string, unknown>;
  };
  const refunded = async (reference: string) =>
    (await mode.provider.retrievePayment(reference)).amountRefundedMinor;

  /** Stripe's webhook for a payment, signed with the SDK's own helper. */
  async function webhook(payment: ProviderPayment) {
    const payload = JSON.stringify({
      id: `evt_${newKey()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: payment.id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: payment.amountMinor,
          metadata: payment.metadata,
          latest_charge: null,
          last_payment_error: null,
        },
      },
    });
    const response = await server.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: TEST_WEBHOOK_SECRET,
          // Signed at the server's clock, which the endpoint judges a signature's age by.
          timestamp: Math.floor(server.clock.now.getTime() / 1000),
        }),
      },
      body: payload,
    });
    expect(response.status).toBe(200);
  }

  /** A payment for the booking made outside its page's flow (an old tab's, confirmed late). */
  async function strayPayment(booking: Booked) {
    const payment = await mode.provider.createPayment({
      amountMinor: 5000,
      currency: 'PLN',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: newKey(),
      description: `Event booking ${booking.id}`,
      receiptEmail: PERSON.email,
      metadata: { kind: 'booking', registration_id: String(booking.id) },
    });
    expect(payment.status).toBe('succeeded');
    return payment;
  }

  it('a lost answer, then paying again from a second tab under a new key: one charge', async () => {
    const booking = await book();
    const before = mode.charged();
    mode.loseAnswers(1);
    expect((await pay(booking)).status).toBe(503);
    const again = await pay(booking);
    expect(again).toMatchObject({ status: 200, body: { payment_status: 'paid', paid_via: 'online' } });
    expect(mode.charged() - before).toBe(1);
  });

  it('two payments at once under different keys: one charge, both told the booking is paid', async () => {
    const booking = await book();
    const before = mode.charged();
    const answers = await Promise.all([pay(booking), pay(booking)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(mode.charged() - before).toBe(1);
    expect(await rowOf(booking)).toMatchObject({ paymentStatus: 'paid', paidVia: 'online' });
  });

  it('paying again while the first payment awaits its payer resumes it, never a second one', async () => {
    const booking = await book();
    const first = await pay(booking, mode.awaiting);
    expect(first.status).toBe(202);
    const reference = (await rowOf(booking)).providerReference!;
    const second = await pay(booking, mode.awaiting);
    expect(second.status).toBe(202);
    expect((await rowOf(booking)).providerReference).toBe(reference);
    expect(second.body).toEqual(first.body);
  });

  it('cash at the door while the online payment awaits its payer: the payment is canceled first and can never succeed', async () => {
    const booking = await book();
    const before = mode.charged();
    expect((await pay(booking, mode.awaiting)).status).toBe(202);
    const reference = (await rowOf(booking)).providerReference!;
    const marked = await call(
      server,
      'POST',
      `/api/events/${booking.eventId}/registrations/${booking.id}/mark-paid`,
      { token: adminToken, body: { via: 'cash' } },
    );
    expect(marked).toMatchObject({ status: 200, body: { payment_status: 'paid', paid_via: 'cash' } });
    expect((await mode.provider.retrievePayment(reference)).status).toBe('failed');
    await mode.payerConfirms(reference);
    expect(mode.charged() - before).toBe(0);
    expect(await rowOf(booking)).toMatchObject({ paymentStatus: 'paid', paidVia: 'cash' });
  });

  it('cash at the door after the online payment went through is refused: it was paid online', async () => {
    const booking = await book();
    expect((await pay(booking, mode.awaiting)).status).toBe(202);
    await mode.payerConfirms((await rowOf(booking)).providerReference!);
    const marked = await call(
      server,
      'POST',
      `/api/events/${booking.eventId}/registrations/${booking.id}/mark-paid`,
      { token: adminToken, body: { via: 'cash' } },
    );
    expect(marked).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/paid online/) } });
    expect(await rowOf(booking)).toMatchObject({ paymentStatus: 'paid', paidVia: 'online' });
  });

  it('a success for a booking already paid is a second payment: given back at once and shown to staff', async () => {
    const booking = await book();
    expect((await pay(booking)).status).toBe(200);
    const own = (await rowOf(booking)).providerReference!;
    const stray = await strayPayment(booking);
    await webhook(stray);
    await webhook(stray);
    expect(await refunded(stray.id)).toBe(5000);
    expect(await refunded(own)).toBe(0);
    expect(await staffView(booking)).toMatchObject({
      payment_status: 'paid',
      extra_payments: [{ id: expect.any(Number), amount: 50, refunded: true }],
    });
  });

  it("the booking's refund gives back every payment it holds, each once", async () => {
    const booking = await book();
    expect((await pay(booking)).status).toBe(200);
    const own = (await rowOf(booking)).providerReference!;
    const stray = await strayPayment(booking);
    // The automatic refund's answer is lost: the refund happened, the server does not know it yet.
    mode.loseAnswers(1);
    await webhook(stray);
    expect(await staffView(booking)).toMatchObject({
      extra_payments: [{ id: expect.any(Number), amount: 50, refunded: false }],
    });
    const refund = await call(
      server,
      'POST',
      `/api/events/${booking.eventId}/registrations/${booking.id}/refund`,
      {
        token: adminToken,
        body: { reason: 'The family could not come' },
      },
    );
    expect(refund).toMatchObject({ status: 200, body: { payment_status: 'refunded' } });
    expect(await refunded(own)).toBe(5000);
    expect(await refunded(stray.id)).toBe(5000);
    expect(await staffView(booking)).toMatchObject({
      extra_payments: [{ id: expect.any(Number), amount: 50, refunded: true }],
    });
  });

  async function paidGift(categoryId: number) {
    const body = {
      payment_method: 'pm_card_visa',
      amount: 40,
      category_id: categoryId,
      donor_name: 'Anna Kowalska',
      donor_email: `donor-${newKey()}@example.org`,
      is_anonymous: false,
      idempotency_key: newKey(),
    };
    const answer = await call(server, 'POST', '/api/donations', { body });
    expect(answer).toMatchObject({ status: 201, body: { donation: { status: 'succeeded' } } });
    return (answer.body as { donation: { id: number } }).donation.id;
  }

  it(`the mails of money taken online say it was a test payment ${name === 'the test provider' ? 'with the test provider' : 'never with Stripe'}; a payment marked by staff never does`, async () => {
    const testPayments = name === 'the test provider';
    const online = await book({ ...PERSON, email: `online-${newKey()}@example.org` });
    expect((await pay(online)).status).toBe(200);
    const refund = await call(
      server,
      'POST',
      `/api/events/${online.eventId}/registrations/${online.id}/refund`,
      { token: adminToken, body: { reason: 'The family could not come' } },
    );
    expect(refund.status).toBe(200);
    const atTheDoor = await book({ ...PERSON, email: `door-${newKey()}@example.org` });
    const marked = await call(
      server,
      'POST',
      `/api/events/${atTheDoor.eventId}/registrations/${atTheDoor.id}/mark-paid`,
      { token: adminToken, body: { via: 'cash' } },
    );
    expect(marked.status).toBe(200);
    const category = await insertCategory(server);
    const [gift] = await server.deps.db
      .select()
      .from(donations)
      .where(eq(donations.id, await paidGift(category.id)));
    const giftRefund = await call(server, 'POST', `/api/donations/${gift!.id}/refund`, {
      token: adminToken,
      body: { amount: 10, reason: 'Given twice by mistake', idempotency_key: newKey() },
    });
    expect(giftRefund.status).toBe(200);
    const [onlineRow, doorRow] = [await rowOf(online), await rowOf(atTheDoor)];

    const mails = await server.deps.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.to, [onlineRow.email, doorRow.email, gift!.donorEmail]));
    const saysTest = (mail: { body: string; html: string | null }) =>
      MAIL_LANGUAGES.some((language) => {
        const line = mailText(language, 'testPayment');
        return mail.body.includes(line) && Boolean(mail.html?.includes(line));
      });
    const told = (to: string, kind: string) =>
      mails.filter((mail) => mail.to === to && mail.kind === kind).map(saysTest);
    expect(told(onlineRow.email, 'booking_paid')).toEqual([testPayments]);
    expect(told(onlineRow.email, 'booking_refunded')).toEqual([testPayments]);
    expect(told(gift!.donorEmail, 'receipt')).toEqual([testPayments]);
    const refundSaysTest = mails
      .filter((mail) => mail.to === gift!.donorEmail && mail.kind === 'donation_refunded')
      .map((mail) =>
        MAIL_LANGUAGES.some((language) => {
          const line = mailText(language, 'donation_refunded.testPayment');
          return mail.body.includes(line) && Boolean(mail.html?.includes(line));
        }),
      );
    expect(refundSaysTest).toEqual([testPayments]);
    expect(told(doorRow.email, 'booking_paid')).toEqual([false]);
  });

  it('a refund racing another under a different key: the provider refuses the second, staff see 409 and the gift as refunded', async () => {
    const category = await insertCategory(server);
    const id = await paidGift(category.id);
    const [paid] = await server.deps.db.select().from(donations).where(eq(donations.id, id));
    // Another instance's refund lands at the provider between this one's check and its call.
    await mode.provider.refundPayment(paid!.providerReference!, null, newKey());
    const answer = await call(server, 'POST', `/api/donations/${id}/refund`, {
      token: adminToken,
      body: { amount: 40, reason: 'Given twice by mistake', idempotency_key: newKey() },
    });
    expect(answer).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/already/) } });
    const [row] = await server.deps.db.select().from(donations).where(eq(donations.id, id));
    expect(row).toMatchObject({ status: 'refunded', refundedAmount: 40 });
    expect(await refunded(row!.providerReference!)).toBe(4000);
  });

  it('a pending gift the provider does not know never stops the sweep nor fails the thank-you page, and is marked for staff', async () => {
    const category = await insertCategory(server);
    const start = server.clock.now;
    const [unknown] = await server.deps.db
      .insert(donations)
      .values({
        amount: 25,
        currency: 'PLN',
        categoryId: category.id,
        categoryName: 'Roof',
        donorName: 'Anna Kowalska',
        donorEmail: 'anna@example.org',
        isAnonymous: false,
        idempotencyKey: newKey(),
        requestDigest: 'a request the test made up',
        frequency: 'once',
        provider: 'test',
        providerReference: 'pi_the_provider_never_made',
        viewToken: 'view-token-of-an-unknown-payment-01',
        status: 'pending',
        createdAt: new Date(start.getTime() - 10 * 60_000),
      })
      .returning();
    // A gift behind it whose answer was lost: the sweep must still reach and settle it.
    const lost = await lostGift(category.id);
    server.clock.now = new Date(start.getTime() + 10 * 60_000);
    try {
      const page = await call(
        server,
        'GET',
        `/api/donations/${unknown!.id}/receipt?token=${unknown!.viewToken}`,
      );
      expect(page).toMatchObject({ status: 200, body: { status: 'pending' } });
      await sweepUnsettledPayments(server.deps);
      expect(await statusOf(lost)).toBe('succeeded');
      expect(await statusOf(unknown!.id)).toBe('pending');
      server.clock.now = new Date(start.getTime() + ABANDON_AFTER_MS + 60_000);
      await sweepUnsettledPayments(server.deps);
      const [row] = await server.deps.db.select().from(donations).where(eq(donations.id, unknown!.id));
      expect(row).toMatchObject({ status: 'failed', attentionReason: 'unknown_to_provider' });
      // An hour on, staff sign in again; the history marks the gift for them.
      const lateToken = (await signIn(server, await createAccount(server, { roles: ['admin'] })))
        .access_token;
      const history = await call(server, 'GET', '/api/donations-history/?status=failed', {
        token: lateToken,
      });
      const items = (history.body as { items: Array<{ id: number; needs_attention: boolean }> }).items;
      expect(items.find((item) => item.id === unknown!.id)).toMatchObject({ needs_attention: true });
      const after = await call(
        server,
        'GET',
        `/api/donations/${unknown!.id}/receipt?token=${unknown!.viewToken}`,
      );
      expect(after).toMatchObject({ status: 200, body: { status: 'failed' } });
    } finally {
      server.clock.now = start;
    }
  });

  async function lostGift(categoryId: number) {
    mode.loseAnswers(1);
    const key = newKey();
    const answer = await call(server, 'POST', '/api/donations', {
      body: {
        payment_method: 'pm_card_visa',
        amount: 15,
        category_id: categoryId,
        donor_name: 'Jan Kowalski',
        donor_email: 'jan@example.org',
        is_anonymous: false,
        idempotency_key: key,
      },
    });
    expect(answer.status).toBe(503);
    const [row] = await server.deps.db.select().from(donations).where(eq(donations.idempotencyKey, key));
    return row!.id;
  }
  const statusOf = async (id: number) =>
    (await server.deps.db.select().from(donations).where(eq(donations.id, id)))[0]?.status;
});
