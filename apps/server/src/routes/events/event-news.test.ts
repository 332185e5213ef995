import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailAttachment, outboxEmails } from '../../db/schema';
import { events } from '../../db/schema-events';
import { insertEvent, insertRegistration } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/*
 * What a booked event's registrants are told when it changes, and what staff see of it: each
 * registrant's mail names what changed for them, from what to what, and what new prices or a
 * cancellation mean for their money; the calendar file updates the one entry calendars hold; the
 * save answers how many were told; the sent mail lists those mails; a cancelled event's paid
 * bookings are refunds to make.
 */

const SITE = 'https://meczet.example.org';
let server: TestServer;
let imamToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer({ publicUrl: SITE, limits: { bookingPerAddress: 1_000 } });
  imamToken = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(() => server.close());

type EventRow = typeof events.$inferSelect;

/** The edit form of a stored event, as the dashboard sends it, with some fields changed. */
function formOf(event: EventRow, changes: Record<string, unknown> = {}) {
  return {
    event_name_en: event.eventNameEn,
    event_name_ar: event.eventNameAr,
    event_name_pl: event.eventNamePl,
    address_en: event.addressEn,
    address_ar: event.addressAr,
    address_pl: event.addressPl,
    about_en: event.aboutEn,
    about_ar: event.aboutAr,
    about_pl: event.aboutPl,
    date: event.date,
    time: event.time,
    registration_deadline: event.registrationDeadline,
    price_adult_no_transport: event.priceAdultNoTransport,
    price_adult_with_transport: event.priceAdultWithTransport,
    price_child_above_3_no_transport: event.priceChildAbove3NoTransport,
    price_child_above_3_with_transport: event.priceChildAbove3WithTransport,
    price_child_below_3_no_transport: event.priceChildBelow3NoTransport,
    price_child_below_3_with_transport: event.priceChildBelow3WithTransport,
    discount_percentage_children_above_3_same_family: event.discountPercentageChildrenAbove3SameFamily,
    ...changes,
  };
}

interface Told {
  kind: string;
  count: number;
}

async function save(event: EventRow, changes: Record<string, unknown>) {
  const answer = await call(server, 'PATCH', `/api/events/${event.id}`, {
    token: imamToken,
    body: formOf(event, changes),
  });
  expect(answer.status).toBe(200);
  return answer.body as { event: { id: number; status: string }; told: Told | null };
}

/**
 * Text as a reader reads it: the direction marks (around what people wrote, before an amount in
 * Arabic) are invisible, and the no-break spaces inside amounts read as spaces.
 */
const unmarked = (text: string) =>
  text.replace(/[\u2068\u2069\u200e\u200f]/g, '').replace(/[\u00a0\u202f]/g, ' ');

/** The mails the outbox holds for an address, oldest first, as a reader reads them. */
async function mailsTo(address: string) {
  const rows = await server.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, address))
    .orderBy(asc(outboxEmails.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: unmarked(row.subject),
    text: unmarked(row.body),
    attachments: (row.attachments ?? []) as MailAttachment[],
  }));
}

async function book(eventId: number, email: string, language: string) {
  const answer = await call(server, 'POST', `/api/events/${eventId}/registrations`, {
    headers: { 'accept-language': language },
    body: { type: 'personal', name: 'Amina Nowak', phone: '600100200', email },
  });
  expect(answer.status).toBe(201);
  const body = answer.body as { registration: { id: number }; receipt_token: string };
  return { id: body.registration.id, token: body.receipt_token };
}

interface CalendarEntry {
  sequence: number;
  start: number;
  status: string | null;
  location: string;
}

/**
 * What a calendar app keeps of the files it was given: one entry per UID, a file replacing the entry
 * only when its SEQUENCE is not lower than the one held (RFC 5545, 3.8.7.4).
 */
function addToCalendar(calendar: Map<string, CalendarEntry>, ics: string) {
  const file = new ICAL.Component(ICAL.parse(ics));
  expect(file.getFirstPropertyValue('method')).toBe('PUBLISH');
  for (const component of file.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const held = calendar.get(event.uid);
    if (held && held.sequence > event.sequence) continue;
    calendar.set(event.uid, {
      sequence: event.sequence,
      start: event.startDate.toJSDate().getTime(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      location: event.location,
    });
  }
}

const calendarFileOf = (mail: { attachments: MailAttachment[] } | undefined) => {
  const [file, ...others] = mail?.attachments ?? [];
  expect(others).toHaveLength(0);
  return file?.content ?? '';
};

describe('an event moved', () => {
  it('tells each registrant in their language what changed, from what to what, with the link to their booking', async () => {
    const event = await insertEvent(server);
    const english = await book(event.id, 'moved.en@example.org', 'en');
    await book(event.id, 'moved.pl@example.org', 'pl');
    const answer = await save(event, {
      time: '19:00',
      address_en: 'Garden of the centre, Warsaw',
      address_pl: 'Ogród centrum, Warszawa',
    });
    expect(answer.told).toEqual({ kind: 'event_changed', count: 2 });

    const [, changed, ...more] = await mailsTo('moved.en@example.org');
    expect(more).toHaveLength(0);
    expect(changed?.subject).toBe('Lecture on patience has changed');
    expect(changed?.text).toContain('Time: was 18:30; now 19:00');
    expect(changed?.text).toContain('Place: was Main hall, Warsaw; now Garden of the centre, Warsaw');
    // What did not change is listed as it is.
    expect(changed?.text).toContain('Date: Friday, March 20, 2026\n');
    expect(changed?.text).toContain(
      `See my booking\n${SITE}/events/${event.id}/bookings/${english.id}?token=${english.token}\n`,
    );
    // The prices did not change: nothing is said of money.
    expect(changed?.text).not.toContain('price');

    const [, polish] = await mailsTo('moved.pl@example.org');
    expect(polish?.subject).toBe('Zmiana: Wykład o cierpliwości');
    expect(polish?.text).toContain('Godzina: było: 18:30; jest: 19:00');
    expect(polish?.text).toContain('Miejsce: było: Sala główna, Warszawa; jest: Ogród centrum, Warszawa');
  });

  it("updates the one entry the confirmation's calendar file made, a version higher at each move", async () => {
    const event = await insertEvent(server);
    await book(event.id, 'calendar@example.org', 'en');
    const firstMove = await save(event, { time: '19:00' });
    expect(firstMove.told?.count).toBe(1);
    const secondMove = await save({ ...event, time: '19:00' }, { date: '2026-03-21' });
    expect(secondMove.told?.count).toBe(1);

    const [confirmation, first, second] = await mailsTo('calendar@example.org');
    expect(confirmation?.kind).toBe('booking_confirmation');
    const calendar = new Map<string, CalendarEntry>();
    addToCalendar(calendar, calendarFileOf(confirmation));
    addToCalendar(calendar, calendarFileOf(first));
    expect([...calendar.values()]).toEqual([
      expect.objectContaining({ sequence: 1, start: zonedInstant('2026-03-20', '19:00', 'Europe/Warsaw') }),
    ]);
    addToCalendar(calendar, calendarFileOf(second));
    // An older file arriving late (a slow mail) does not move the entry back.
    addToCalendar(calendar, calendarFileOf(first));
    expect(calendar.size).toBe(1);
    expect([...calendar.values()][0]).toMatchObject({
      sequence: 2,
      start: zonedInstant('2026-03-21', '19:00', 'Europe/Warsaw'),
      status: 'CONFIRMED',
    });
  });

  it('tells nobody of the same save again, or of a new description alone', async () => {
    const event = await insertEvent(server);
    await insertRegistration(server, event.id, { email: 'quiet@example.org' });
    expect((await save(event, {})).told).toBeNull();
    expect((await save(event, { about_en: 'A longer description of the evening.' })).told).toBeNull();
    expect(await mailsTo('quiet@example.org')).toEqual([]);
  });
});

describe("an event's prices changed", () => {
  it('tells only the bookings whose price a booking like theirs changed, each that it keeps its own, with the calendar file unchanged', async () => {
    const event = await insertEvent(server);
    await insertRegistration(server, event.id, {
      email: 'price.paid@example.org',
      price: 50,
      paymentStatus: 'paid',
      paidVia: 'cash',
    });
    await insertRegistration(server, event.id, {
      email: 'price.family@example.org',
      type: 'family',
      numAdults: 2,
      numChildrenAbove3: 1,
      price: 127,
    });
    // With transport, priced by the price that did not change: not told.
    await insertRegistration(server, event.id, {
      email: 'price.bus@example.org',
      transport: true,
      price: 70,
    });
    await insertRegistration(server, event.id, {
      email: 'price.free@example.org',
      price: 0,
      paymentStatus: 'free',
      language: 'pl',
    });
    const answer = await save(event, { price_adult_no_transport: 60 });
    expect(answer.told).toEqual({ kind: 'event_changed', count: 3 });

    const [paid] = await mailsTo('price.paid@example.org');
    // The calendar file rides along (Sent mail finds an event's mails by it), its version unchanged.
    expect(paid?.attachments.map((file) => file.filename)).toEqual([`event-${event.id}.ics`]);
    expect(paid?.attachments[0]?.content).toContain('SEQUENCE:0');
    expect(paid?.text).toContain('Price of a booking like yours: was PLN 50.00; now PLN 60.00');
    expect(paid?.text).toContain('you have paid PLN 50.00, so there is nothing more to pay');
    expect(paid?.text).toContain('Time: 18:30\n');
    const [family] = await mailsTo('price.family@example.org');
    expect(family?.text).toContain('Price of a booking like yours: was PLN 127.00; now PLN 147.00');
    expect(family?.text).toContain('keeps the price it was made at: PLN 127.00, to pay as before');
    const [free] = await mailsTo('price.free@example.org');
    expect(free?.text).toContain('pozostaje bezpłatna: nie ma nic do zapłaty');
    expect(await mailsTo('price.bus@example.org')).toEqual([]);
  });
});

describe('an event cancelled', () => {
  let event: EventRow;
  const paidOnline = 'cancel.online@example.org';

  beforeAll(async () => {
    event = await insertEvent(server);
    await insertRegistration(server, event.id, { email: 'cancel.unpaid@example.org' });
    await insertRegistration(server, event.id, { email: 'cancel.free@example.org', paymentStatus: 'free' });
    await insertRegistration(server, event.id, {
      email: paidOnline,
      paymentStatus: 'paid',
      paidVia: 'online',
      language: 'ar',
    });
    await insertRegistration(server, event.id, {
      email: 'cancel.cash@example.org',
      paymentStatus: 'paid',
      paidVia: 'cash',
    });
    await insertRegistration(server, event.id, {
      email: 'cancel.transfer@example.org',
      paymentStatus: 'paid',
      paidVia: 'transfer',
      language: 'pl',
    });
    await insertRegistration(server, event.id, {
      email: 'cancel.refunded@example.org',
      paymentStatus: 'refunded',
      paidVia: 'online',
      refundReason: 'Could not come',
    });
  });

  it('tells each registrant what happens to their money, by what they paid and how, and marks the calendar entry cancelled', async () => {
    expect((await save(event, { status: 'canceled' })).told).toEqual({ kind: 'event_cancelled', count: 6 });
    const text = async (address: string) => (await mailsTo(address))[0]?.text ?? '';

    expect(await text('cancel.unpaid@example.org')).toContain(
      'You had not paid for this booking, so there is nothing to pay and nothing to give back.',
    );
    expect(await text('cancel.free@example.org')).toContain('The booking was free: there is nothing to pay.');
    const online = await text(paidOnline);
    expect(online).toContain('دُفع مبلغ 50.00 PLN عبر الإنترنت');
    expect(online).toContain('البطاقة أو الحساب الذي دُفع منه');
    // The demo's payments are the test provider's: that money was never taken.
    expect(online).toContain('دفعة تجريبية: لم يُخصم أي مبلغ.');
    const cash = await text('cancel.cash@example.org');
    expect(cash).toContain(
      'You paid PLN 50.00 in cash. Our staff will give it back to you in cash at the centre',
    );
    expect(cash).not.toContain('Test payment');
    expect(await text('cancel.transfer@example.org')).toContain(
      'Za rezerwację zapłacono przelewem 50,00 zł. Nasz zespół odeśle tę kwotę przelewem',
    );
    const refunded = await text('cancel.refunded@example.org');
    expect(refunded).toContain('Your payment of PLN 50.00 has already been given back to you');
    expect(refunded).not.toContain('will refund');

    const [mail] = await mailsTo('cancel.cash@example.org');
    const calendar = new Map<string, CalendarEntry>();
    addToCalendar(calendar, calendarFileOf(mail));
    expect([...calendar.values()]).toEqual([expect.objectContaining({ sequence: 1, status: 'CANCELLED' })]);
  });

  it("lists the cancelled event's paid bookings as refunds to make, until each is refunded", async () => {
    const registrations = async () =>
      (await call(server, 'GET', `/api/events/${event.id}/registrations`, { token: imamToken })).body as {
        event: { status: string };
        refunds_due: Array<{ id: number; email: string; paid_via: string }>;
      };
    const before = await registrations();
    expect(before.event.status).toBe('canceled');
    expect(before.refunds_due.map((due) => [due.email, due.paid_via])).toEqual([
      [paidOnline, 'online'],
      ['cancel.cash@example.org', 'cash'],
      ['cancel.transfer@example.org', 'transfer'],
    ]);
    const cash = before.refunds_due.find((due) => due.email === 'cancel.cash@example.org');
    const refund = await call(server, 'POST', `/api/events/${event.id}/registrations/${cash?.id}/refund`, {
      token: adminToken,
      body: { reason: 'The event was cancelled' },
    });
    expect(refund.status).toBe(200);
    expect((await registrations()).refunds_due.map((due) => due.email)).toEqual([
      paidOnline,
      'cancel.transfer@example.org',
    ]);
    // An active event holds no refunds to make, whatever its paid bookings.
    const active = await insertEvent(server);
    await insertRegistration(server, active.id, { paymentStatus: 'paid', paidVia: 'cash' });
    const activeAnswer = await call(server, 'GET', `/api/events/${active.id}/registrations`, {
      token: imamToken,
    });
    expect(activeAnswer.body).toMatchObject({ event: { status: 'active' }, refunds_due: [] });
  });

  it('lists the mails told of it among the sent mail, filtered by kind and event, for administrators', async () => {
    const listed = await call(
      server,
      'GET',
      `/api/admin/mails?kind=event_cancelled&event=${event.id}&per_page=50`,
      { token: adminToken, headers: { 'accept-language': 'pl' } },
    );
    expect(listed.status).toBe(200);
    const body = listed.body as {
      data: Array<{ to: string; kind: string }>;
      pagination: { total: number };
      event: { id: number; event_name: string };
    };
    expect(body.event).toEqual({ id: event.id, event_name: 'Wykład o cierpliwości' });
    expect(body.pagination.total).toBe(6);
    expect(new Set(body.data.map((mail) => mail.kind))).toEqual(new Set(['event_cancelled']));
    expect(body.data.map((mail) => mail.to)).toContain(paidOnline);
    // Other events' changes are in the outbox too, none of this one's; these six are all it sent.
    const total = async (query: string) =>
      (
        (await call(server, 'GET', `/api/admin/mails?${query}`, { token: adminToken })).body as {
          pagination: { total: number };
        }
      ).pagination.total;
    expect(await total('kind=event_changed')).toBeGreaterThan(0);
    expect(await total(`kind=event_changed&event=${event.id}`)).toBe(0);
    expect(await total(`event=${event.id}`)).toBe(6);

    expect(
      (await call(server, 'GET', `/api/admin/mails?event=${event.id}`, { token: imamToken })).status,
    ).toBe(403);
    expect(
      (await call(server, 'GET', '/api/admin/mails?kind=Event-Changed', { token: adminToken })).status,
    ).toBe(422);
  });
});

describe('an event put back on after its cancellation', () => {
  it('raises its calendar version again, so calendars replace the cancelled entry', async () => {
    const event = await insertEvent(server);
    const sequence = async () =>
      (await server.deps.db.select().from(events).where(eq(events.id, event.id)))[0]?.calendarSequence;
    expect(await sequence()).toBe(0);
    await save(event, { status: 'canceled' });
    expect(await sequence()).toBe(1);
    await save(event, { status: 'active' });
    expect(await sequence()).toBe(2);
  });
});
