import { REGISTRATION_REFUSAL, registrationAnswerSchema } from '@minbar/api/schemas/events';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../db/schema-events';
import { IDEMPOTENCY_TTL_MS, purgeExpiredKeys } from '../../services/idempotency';
import { insertEvent, insertRegistration } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { REGISTRATION_DETAIL } from './registration-routes';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ limits: { bookingPerAddress: 1_000 } });
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(() => server.close());

const PERSON = { type: 'personal', name: 'Amina Nowak', phone: '600100200', email: 'amina@example.org' };
const FAMILY = {
  type: 'family',
  parent_name: 'Omar Kowalski',
  phone: '600100201',
  email: 'omar@example.org',
  num_adults: 2,
  num_children_above_3: 2,
  num_children_below_3: 1,
  use_transport: true,
  city: 'Łódź',
};

const book = (eventId: number, body: unknown) =>
  call(server, 'POST', `/api/events/${eventId}/registrations`, { body });

describe('booking an event (public)', () => {
  it('prices a family booking by the rule and ignores a price the client sends', async () => {
    // insertEvent's prices: 50, 70, 30, 50, 0, 20 with 10 % off children above 3.
    const event = await insertEvent(server);
    const answer = await book(event.id, { ...FAMILY, price: 1, payment_status: 'paid' });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        registration: { type: 'family', price: 2 * 70 + 90 + 20, payment_status: 'pending' },
        price: 250,
        currency: 'PLN',
      },
    });
    expect(v.is(registrationAnswerSchema, answer.body)).toBe(true);
    const personal = await book(event.id, { ...PERSON, transportation: true, city: 'Kraków', price: 0 });
    expect(personal.body).toMatchObject({ registration: { type: 'personal', price: 70 }, price: 70 });
  });

  it('takes bookings on the deadline day, refuses them after it and for a canceled event, with distinct details', async () => {
    const lastDay = await insertEvent(server, { registrationDeadline: '2026-03-01' });
    expect((await book(lastDay.id, PERSON)).status).toBe(201);
    const closed = await insertEvent(server, { date: '2026-03-05', registrationDeadline: '2026-02-28' });
    expect(await book(closed.id, PERSON)).toMatchObject({
      status: 409,
      body: { detail: REGISTRATION_REFUSAL.deadlinePassed },
    });
    const canceled = await insertEvent(server, { status: 'canceled' });
    expect(await book(canceled.id, PERSON)).toMatchObject({
      status: 409,
      body: { detail: REGISTRATION_REFUSAL.canceled },
    });
    expect(REGISTRATION_REFUSAL.canceled).not.toBe(REGISTRATION_REFUSAL.deadlinePassed);
  });

  it("closes bookings by the mosque's date, not the server's UTC date", async () => {
    const event = await insertEvent(server, { registrationDeadline: '2026-03-01' });
    const before = server.clock.now;
    // 23:30 UTC on 1 March is already 2 March in Warsaw.
    server.clock.now = new Date('2026-03-01T23:30:00Z');
    try {
      expect(await book(event.id, PERSON)).toMatchObject({
        status: 409,
        body: { detail: REGISTRATION_REFUSAL.deadlinePassed },
      });
    } finally {
      server.clock.now = before;
    }
    expect((await book(event.id, PERSON)).status).toBe(201);
  });

  it('answers 404 for an unknown event and 422 naming the refused fields', async () => {
    expect((await book(999_999, PERSON)).status).toBe(404);
    const event = await insertEvent(server);
    const refused = await book(event.id, { ...FAMILY, num_adults: 0, city: '', email: 'nope' });
    expect(refused.status).toBe(422);
    const items = (refused.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toEqual({
      num_adults: 'booking.adults_at_least_one',
      city: 'booking.city_required',
      email: 'email.invalid',
    });
    expect((await book(event.id, { ...PERSON, type: 'group' })).status).toBe(422);
  });

  it('limits the bookings of one address', async () => {
    const limited = await createTestServer({ limits: { bookingPerAddress: 2 } });
    try {
      const event = await insertEvent(limited);
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await call(limited, 'POST', `/api/events/${event.id}/registrations`, { body: PERSON })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const event = await insertEvent(server);
    const answer = await book(event.id, { ...PERSON, name: 'x'.repeat(1024 * 1024 + 1) });
    expect(answer.status).toBe(413);
  });
});

describe('the public list', () => {
  it('shows active events whose deadline has not passed, by date, in the asked language', async () => {
    const later = await insertEvent(server, { date: '2026-04-10', registrationDeadline: '2026-04-01' });
    const sooner = await insertEvent(server, { date: '2026-03-10', registrationDeadline: '2026-03-01' });
    const closed = await insertEvent(server, { date: '2026-03-10', registrationDeadline: '2026-02-28' });
    const canceled = await insertEvent(server, {
      date: '2026-03-12',
      registrationDeadline: '2026-03-10',
      status: 'canceled',
    });
    const past = await insertEvent(server, { date: '2026-02-01', registrationDeadline: '2026-01-30' });
    const answer = await call(server, 'GET', '/api/public/events', { headers: { 'accept-language': 'ar' } });
    const list = (answer.body as { events: Array<{ id: number; event_name: string; about: string }> }).events;
    const ids = list.map((event) => event.id);
    expect(ids).toEqual(expect.arrayContaining([sooner.id, later.id]));
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [closed, canceled, past]) expect(ids).not.toContain(hidden.id);
    expect(list.find((event) => event.id === sooner.id)).toMatchObject({
      event_name: 'محاضرة عن الصبر',
      about: 'محاضرة مسائية مع أسئلة.',
      price_adult_no_transport: 50,
      discount_percentage_children_above_3_same_family: 10,
    });
    expect(list[0]).not.toHaveProperty('event_name_en');
  });
});

describe('one event for its booking page', () => {
  const statusOf = async (id: number, language = 'en') => {
    const answer = await call(server, 'GET', `/api/public/events/${id}`, {
      headers: { 'accept-language': language },
    });
    return { status: answer.status, body: answer.body as { booking: string; event: { event_name: string } } };
  };

  it('says whether it takes bookings: open, past its deadline, or canceled, naming the event', async () => {
    const open = await insertEvent(server, { date: '2026-04-10', registrationDeadline: '2026-04-01' });
    const closed = await insertEvent(server, { date: '2026-03-10', registrationDeadline: '2026-02-01' });
    const canceled = await insertEvent(server, {
      date: '2026-04-10',
      registrationDeadline: '2026-04-01',
      status: 'canceled',
    });
    expect((await statusOf(open.id)).body.booking).toBe('open');
    expect((await statusOf(closed.id)).body.booking).toBe('deadline_passed');
    const answer = await statusOf(canceled.id, 'ar');
    expect(answer.status).toBe(200);
    expect(answer.body.booking).toBe('canceled');
    expect(answer.body.event.event_name).toBe('محاضرة عن الصبر');
    expect(answer.body.event).not.toHaveProperty('status');
  });

  it('answers 404 for an event that does not exist', async () => {
    const answer = await call(server, 'GET', '/api/public/events/999999');
    expect(answer.status).toBe(404);
  });
});

describe('the registrations of an event (staff)', () => {
  it('pages both lists, newest first, and sums the whole event in the summary', async () => {
    const event = await insertEvent(server);
    const other = await insertEvent(server);
    await insertRegistration(server, other.id, { price: 999 });
    const minute = (n: number) => new Date(Date.UTC(2026, 1, 20, 10, n));
    for (let index = 0; index < 12; index += 1) {
      await insertRegistration(server, event.id, {
        name: `Person ${index}`,
        student: index < 3,
        transport: index % 2 === 0,
        city: index % 2 === 0 ? (index % 4 === 0 ? 'Kraków' : 'kraków') : null,
        paymentStatus: index < 5 ? 'paid' : 'pending',
        price: 50,
        createdAt: minute(index),
      });
    }
    await insertRegistration(server, event.id, {
      type: 'family',
      name: 'Omar Kowalski',
      numAdults: 2,
      numChildrenAbove3: 2,
      numChildrenBelow3: 1,
      transport: true,
      city: 'Łódź',
      paymentStatus: 'paid',
      price: 250,
      createdAt: minute(30),
    });
    const first = await call(server, 'GET', `/api/events/${event.id}/registrations?page=1&per_page=10`, {
      token,
      headers: { 'accept-language': 'pl' },
    });
    const body = first.body as {
      event: unknown;
      personal_registrations: Array<{ name: string; city: string | null; transportation: boolean }>;
      family_registrations: Array<Record<string, unknown>>;
      pagination: unknown;
      summary: unknown;
    };
    expect(body.event).toEqual({ id: event.id, event_name: 'Wykład o cierpliwości', status: 'active' });
    expect(body.personal_registrations.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Person ${11 - index}`),
    );
    expect(body.family_registrations).toEqual([
      expect.objectContaining({
        parent_name: 'Omar Kowalski',
        num_adults: 2,
        num_children_above_3: 2,
        num_children_below_3: 1,
        use_transport: true,
        city: 'Łódź',
        payment_status: 'paid',
        price: 250,
        created_at: '2026-02-20T10:30:00.000Z',
      }),
    ]);
    expect(body.pagination).toEqual({
      personal: { total: 12, page: 1, per_page: 10, total_pages: 2 },
      family: { total: 1, page: 1, per_page: 10, total_pages: 1 },
    });
    expect(body.summary).toEqual({
      people: { adults: 9 + 2, children_above_3: 2, children_below_3: 1, students: 3 },
      transport_by_city: [
        { city: 'Kraków', seats: 6 },
        { city: 'Łódź', seats: 5 },
      ],
      payment: { paid: 6, pending: 7 },
      income: { expected: 12 * 50 + 250, paid: 5 * 50 + 250 },
    });
    const second = await call(server, 'GET', `/api/events/${event.id}/registrations?page=2&per_page=10`, {
      token,
    });
    const secondBody = second.body as {
      personal_registrations: unknown[];
      family_registrations: unknown[];
      summary: unknown;
    };
    expect(secondBody.personal_registrations).toHaveLength(2);
    expect(secondBody.family_registrations).toEqual([]);
    expect(secondBody.summary).toEqual(body.summary);
  });

  it('answers an event without bookings with empty lists and zero totals', async () => {
    const event = await insertEvent(server);
    const answer = await call(server, 'GET', `/api/events/${event.id}/registrations`, { token });
    expect(answer.body).toMatchObject({
      personal_registrations: [],
      family_registrations: [],
      pagination: { personal: { total: 0, page: 1, per_page: 10, total_pages: 0 } },
      summary: {
        people: { adults: 0, children_above_3: 0, children_below_3: 0, students: 0 },
        transport_by_city: [],
        payment: { paid: 0, pending: 0 },
        income: { expected: 0, paid: 0 },
      },
    });
  });

  it('answers 404 for an unknown event, and 422 for a page size over 100', async () => {
    expect((await call(server, 'GET', '/api/events/999999/registrations', { token })).status).toBe(404);
    const event = await insertEvent(server);
    expect(
      (await call(server, 'GET', `/api/events/${event.id}/registrations?per_page=101`, { token })).status,
    ).toBe(422);
    expect(
      (await call(server, 'GET', `/api/events/${event.id}/registrations?per_page=100`, { token })).status,
    ).toBe(200);
  });
});

describe("a booking's money (staff)", () => {
  const markPaid = (eventId: number, id: number, via: string, as = token) =>
    call(server, 'POST', `/api/events/${eventId}/registrations/${id}/mark-paid`, {
      token: as,
      body: { via },
    });
  const refund = (eventId: number, id: number, reason: string) =>
    call(server, 'POST', `/api/events/${eventId}/registrations/${id}/refund`, { token, body: { reason } });
  const summary = async (eventId: number) =>
    (
      (await call(server, 'GET', `/api/events/${eventId}/registrations`, { token })).body as {
        summary: { payment: { paid: number; pending: number }; income: { expected: number; paid: number } };
      }
    ).summary;

  it('marks an unpaid booking paid in cash, with who and when, once; then an admin gives the money back', async () => {
    const event = await insertEvent(server);
    const { registration } = (await book(event.id, PERSON)).body as { registration: { id: number } };
    await expect(summary(event.id)).resolves.toMatchObject({
      payment: { paid: 0, pending: 1 },
      income: { expected: 50, paid: 0 },
    });

    const paid = await markPaid(event.id, registration.id, 'cash');
    expect(paid).toMatchObject({
      status: 200,
      body: { payment_status: 'paid', paid_via: 'cash', paid_at: server.clock.now.toISOString() },
    });
    expect(await markPaid(event.id, registration.id, 'transfer')).toMatchObject({
      status: 409,
      body: { detail: 'Only an unpaid booking can be marked paid' },
    });
    await expect(summary(event.id)).resolves.toMatchObject({
      payment: { paid: 1, pending: 0 },
      income: { expected: 50, paid: 50 },
    });

    expect(await refund(event.id, registration.id, '  ')).toMatchObject({ status: 422 });
    expect(await refund(event.id, registration.id, 'Could not come')).toMatchObject({
      status: 200,
      body: { payment_status: 'refunded', refund_reason: 'Could not come' },
    });
    expect((await refund(event.id, registration.id, 'Again')).status).toBe(409);
    // A refunded booking is neither paid nor still to collect.
    await expect(summary(event.id)).resolves.toMatchObject({
      payment: { paid: 0, pending: 0 },
      income: { expected: 0, paid: 0 },
    });
  });

  it('refuses another way of paying, a booking of another event, and an unknown booking', async () => {
    const event = await insertEvent(server);
    const other = await insertEvent(server);
    const booking = await insertRegistration(server, event.id);
    expect(await markPaid(event.id, booking.id, 'card')).toMatchObject({ status: 422 });
    expect((await markPaid(other.id, booking.id, 'cash')).status).toBe(404);
    expect((await markPaid(event.id, 999_999, 'cash')).status).toBe(404);
  });

  it('a booking of a free event has nothing to collect', async () => {
    const free = await insertEvent(server, {
      priceAdultNoTransport: 0,
      priceAdultWithTransport: 0,
      priceChildAbove3NoTransport: 0,
      priceChildAbove3WithTransport: 0,
      priceChildBelow3NoTransport: 0,
      priceChildBelow3WithTransport: 0,
    });
    const answer = await book(free.id, PERSON);
    expect(answer.body).toMatchObject({ registration: { price: 0, payment_status: 'free' } });
    await expect(summary(free.id)).resolves.toMatchObject({ payment: { paid: 0, pending: 0 } });
    const { registration } = answer.body as { registration: { id: number } };
    expect((await markPaid(free.id, registration.id, 'cash')).status).toBe(409);
  });
});

describe('a booking sent again under its Idempotency-Key', () => {
  let keys = 0;
  const newKey = () => `booking-attempt-${++keys}-${Date.now()}`;
  const send = (eventId: number, key: string, body: unknown) =>
    call(server, 'POST', `/api/events/${eventId}/registrations`, {
      body,
      headers: { 'idempotency-key': key },
    });
  /** The bookings the event holds, read from the database (a staff token would expire as the clock moves). */
  const bookingsOf = async (eventId: number) =>
    (await server.deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)))
      .length;

  it('is answered as the first time (201, the same booking and receipt), and books once', async () => {
    const event = await insertEvent(server);
    const key = newKey();
    const first = await send(event.id, key, FAMILY);
    const again = await send(event.id, key, FAMILY);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await bookingsOf(event.id)).toBe(1);
  });

  it('books once when the same attempt arrives several times at once', async () => {
    const event = await insertEvent(server);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(event.id, key, PERSON)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await bookingsOf(event.id)).toBe(1);
  });

  it('refuses the key sent with another form, another event, or racing with another form', async () => {
    const event = await insertEvent(server);
    const other = await insertEvent(server);
    const key = newKey();
    expect((await send(event.id, key, PERSON)).status).toBe(201);
    for (const [eventId, body] of [
      [event.id, { ...PERSON, email: 'someone.else@example.org' }],
      [event.id, { ...PERSON, name: 'Amina Nowak-Kowalska' }],
      [event.id, { ...PERSON, student: true }],
      [other.id, PERSON],
    ] as const) {
      const answer = await send(eventId, key, body);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ detail: REGISTRATION_DETAIL.keyReused });
    }
    const raced = newKey();
    const answers = await Promise.all([send(event.id, raced, PERSON), send(event.id, raced, FAMILY)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await bookingsOf(event.id)).toBe(2);
    expect(await bookingsOf(other.id)).toBe(0);
  });

  it('refuses a key that does not read as one', async () => {
    const event = await insertEvent(server);
    expect((await send(event.id, 'short', PERSON)).status).toBe(422);
    expect(await bookingsOf(event.id)).toBe(0);
  });

  it('is forgotten after a day: the same key then makes a new booking, and the purge clears old keys', async () => {
    const event = await insertEvent(server, { registrationDeadline: '2026-12-31', date: '2026-12-31' });
    const key = newKey();
    const started = server.clock.now;
    try {
      const first = await send(event.id, key, PERSON);
      server.clock.now = new Date(started.getTime() + IDEMPOTENCY_TTL_MS - 60_000);
      expect((await send(event.id, key, PERSON)).body).toEqual(first.body);
      server.clock.now = new Date(started.getTime() + IDEMPOTENCY_TTL_MS + 60_000);
      const later = await send(event.id, key, PERSON);
      expect(later.status).toBe(201);
      expect(later.body).not.toEqual(first.body);
      expect(await bookingsOf(event.id)).toBe(2);

      const older = newKey();
      server.clock.now = started;
      await send(event.id, older, FAMILY);
      server.clock.now = new Date(started.getTime() + IDEMPOTENCY_TTL_MS + 60_000);
      expect(await purgeExpiredKeys(server.deps.db, server.clock.now)).toBeGreaterThanOrEqual(1);
      const kept = await server.deps.db
        .select({ key: eventRegistrations.idempotencyKey })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id));
      // The day-old bookings stay, without their keys; the newest booking keeps its key.
      expect(kept.map((row) => row.key).sort()).toEqual([key, null, null]);
    } finally {
      server.clock.now = started;
    }
  });
});
