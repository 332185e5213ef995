import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema-events';
import {
  createTestPaymentProvider,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../../services/test-payment-provider';
import { insertEvent } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/*
 * A booking paid online through the same provider and webhooks as gifts: the booker pays with the
 * booking page's token, a card asking for 3-D Secure waits on the bank's page, the booking becomes
 * paid once whoever reports it first, a refusal leaves it to pay again or at the door, and an admin's
 * refund of an online payment goes back through the provider.
 */

let server: TestServer;
let payments: TestPaymentProvider;
let adminToken: string;
let keys = 0;

beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await createTestServer({ payments, deliverWebhooks: true, limits: { bookingPerAddress: 1_000 } });
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(async () => {
  await server.webhooks?.idle();
  await server.close();
});

const PERSON = { type: 'personal', name: 'Amina Nowak', phone: '600100200', email: 'amina@example.org' };
const newKey = () => `booking-pay-${++keys}-${Date.now()}`;

interface Booked {
  eventId: number;
  id: number;
  token: string;
}

async function book(): Promise<Booked> {
  const event = await insertEvent(server);
  const answer = await call(server, 'POST', `/api/events/${event.id}/registrations`, { body: PERSON });
  const body = answer.body as { registration: { id: number }; receipt_token: string };
  return { eventId: event.id, id: body.registration.id, token: body.receipt_token };
}

const pay = (booking: Booked, body: Record<string, unknown>) =>
  call(server, 'POST', `/api/events/${booking.eventId}/registrations/${booking.id}/payment`, {
    body: { token: booking.token, idempotency_key: newKey(), ...body },
  });
const status = (booking: Booked, token = booking.token) =>
  call(server, 'GET', `/api/events/${booking.eventId}/registrations/${booking.id}/status?token=${token}`);

describe('paying a booking online', () => {
  it('with a card: paid once, online, the method kept; paying again is refused', async () => {
    const booking = await book();
    const key = newKey();
    const answer = await pay(booking, { payment_method: TEST_CARDS.succeeds, idempotency_key: key });
    expect(answer).toMatchObject({
      status: 200,
      body: { payment_status: 'paid', paid_via: 'online', method: 'card', price: 50, currency: 'PLN' },
    });
    // The same attempt again (a lost answer) is the same payment; a new one (another tab) is told
    // the booking is paid, and nothing more is taken.
    expect((await pay(booking, { payment_method: TEST_CARDS.succeeds, idempotency_key: key })).status).toBe(
      200,
    );
    expect(await pay(booking, { payment_method: TEST_CARDS.succeeds })).toMatchObject({
      status: 200,
      body: { payment_status: 'paid', next: { client_secret: null, redirect_url: null } },
    });
    expect(
      payments.charges.filter((charge) => charge.metadata.registration_id === String(booking.id)),
    ).toHaveLength(1);
  });

  it("with 3-D Secure: the bank's page first, then paid through the webhook", async () => {
    const booking = await book();
    const answer = await pay(booking, { payment_method: TEST_CARDS.threeDSecure });
    expect(answer.status).toBe(202);
    const { next } = answer.body as { next: { redirect_url: string } };
    expect(next.redirect_url).toMatch(/^\/test-bank\//);
    await expect(status(booking)).resolves.toMatchObject({ body: { payment_status: 'pending' } });
    // The bank's page names the event in the page's language.
    const bank = await call(server, 'GET', `/api/payments/test/${next.redirect_url.split('/').pop()}`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(bank.body).toMatchObject({ purpose: { kind: 'booking', name: 'محاضرة عن الصبر' } });
    await payments.authorize(next.redirect_url.split('/').pop() as string, true);
    await server.webhooks?.idle();
    await expect(status(booking)).resolves.toMatchObject({
      body: { payment_status: 'paid', paid_via: 'online' },
    });
  });

  it('refused, the booking stays to pay (again, or at the door) and says why', async () => {
    const booking = await book();
    expect(await pay(booking, { payment_method: TEST_CARDS.declined })).toMatchObject({
      status: 402,
      body: { detail: 'Your card was declined.' },
    });
    await expect(status(booking)).resolves.toMatchObject({
      body: { payment_status: 'pending', payment_failure: 'Your card was declined.' },
    });
    expect((await pay(booking, { payment_method: TEST_CARDS.succeeds })).body).toMatchObject({
      payment_status: 'paid',
    });
  });

  it('an admin refund of an online payment goes back through the provider', async () => {
    const booking = await book();
    const key = newKey();
    await pay(booking, { payment_method: TEST_CARDS.succeeds, idempotency_key: key });
    const refund = await call(
      server,
      'POST',
      `/api/events/${booking.eventId}/registrations/${booking.id}/refund`,
      { token: adminToken, body: { reason: 'Event moved' } },
    );
    expect(refund.body).toMatchObject({ payment_status: 'refunded', paid_via: 'online' });
    await expect(status(booking)).resolves.toMatchObject({ body: { payment_status: 'refunded' } });
    await expect(payments.findPayment(key)).resolves.toMatchObject({ amountRefundedMinor: 5000 });
  });

  it('refuses to charge for a canceled event or one that is over, before calling the provider', async () => {
    const booking = await book();
    const charged = payments.charges.length;
    await server.deps.db.update(events).set({ status: 'canceled' }).where(eq(events.id, booking.eventId));
    expect(await pay(booking, { payment_method: TEST_CARDS.succeeds })).toMatchObject({
      status: 409,
      body: { detail: 'This event has been canceled' },
    });
    await server.deps.db
      .update(events)
      .set({ status: 'active', date: '2026-02-01', registrationDeadline: '2026-01-31' })
      .where(eq(events.id, booking.eventId));
    expect((await pay(booking, { payment_method: TEST_CARDS.succeeds })).status).toBe(409);
    expect(payments.charges.length).toBe(charged);
  });

  it('only to the booking page token: another token, a wrong event or a free booking are refused', async () => {
    const booking = await book();
    const other = await book();
    expect((await status(booking, other.token)).status).toBe(404);
    expect(
      (await pay({ ...booking, token: other.token }, { payment_method: TEST_CARDS.succeeds })).status,
    ).toBe(404);
    expect(
      (await pay({ ...booking, eventId: other.eventId }, { payment_method: TEST_CARDS.succeeds })).status,
    ).toBe(404);
    expect((await pay({ ...booking, token: 'short' }, {})).status).toBe(422);
  });
});
