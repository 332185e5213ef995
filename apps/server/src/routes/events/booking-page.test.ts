import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailAttachment, outboxEmails } from '../../db/schema';
import { eventRegistrations, events } from '../../db/schema-events';
import { mosqueIdentity } from '../../db/schema-settings';
import { insertEvent } from '../../test/events';
import { createTestServer, type TestServer } from '../../test/harness';

/*
 * What a booking's own page reads, over real HTTP with the page's token: the event in the reader's
 * language (day, time, place, whether it was moved or cancelled), the party, the price and payment,
 * whether it can still be paid online, the mosque's account for a transfer, and the event's calendar
 * file, the very file the booking's confirmation mail attached.
 */

let server: TestServer;
let http: ServerType;
let base: string;
let mails = 0;

beforeAll(async () => {
  server = await createTestServer({ limits: { bookingPerAddress: 1_000 } });
  await server.deps.db.insert(mosqueIdentity).values({
    nameEn: 'Warsaw Islamic Centre',
    nameAr: 'المركز الإسلامي في وارسو',
    namePl: 'Centrum Islamskie w Warszawie',
    address: 'ul. Wiertnicza 103, 02-952 Warszawa',
    bankAccount: 'PL61109010140000071219812874',
  });
  http = await new Promise<ServerType>((started) => {
    const listening: ServerType = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      started(listening),
    );
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((closed) => http.close(closed));
  await server.close();
});

interface Booked {
  eventId: number;
  id: number;
  token: string;
  email: string;
}

/** A family books through the public call, in `language`. */
async function book(language: 'en' | 'ar' | 'pl', eventValues = {}): Promise<Booked> {
  const event = await insertEvent(server, eventValues);
  mails += 1;
  const email = `family${mails}@example.org`;
  const answer = await fetch(`${base}/events/${event.id}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({
      type: 'family',
      parent_name: 'Fatima Nowak',
      phone: '600100200',
      email,
      num_adults: 2,
      num_children_above_3: 3,
      num_children_below_3: 1,
    }),
  });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { registration: { id: number }; receipt_token: string };
  return { eventId: event.id, id: body.registration.id, token: body.receipt_token, email };
}

const status = (booking: Booked, language = 'en', token = booking.token) =>
  fetch(`${base}/events/${booking.eventId}/registrations/${booking.id}/status?token=${token}`, {
    headers: { 'accept-language': language },
  });

const calendar = (booking: Booked, query = `token=${booking.token}`) =>
  fetch(`${base}/events/${booking.eventId}/registrations/${booking.id}/calendar.ics?${query}`);

function readEvent(text: string) {
  const calendarFile = new ICAL.Component(ICAL.parse(text));
  return new ICAL.Event(calendarFile.getFirstSubcomponent('vevent') ?? undefined);
}

const setEvent = (eventId: number, values: Partial<typeof events.$inferInsert>) =>
  server.deps.db.update(events).set(values).where(eq(events.id, eventId));

describe("a booking's page", () => {
  it('tells the event in the reader’s language, the party, the price and that it can be paid online', async () => {
    const booking = await book('pl');
    const answer = await status(booking, 'ar');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      id: booking.id,
      event_id: booking.eventId,
      event_name: 'محاضرة عن الصبر',
      event_date: '2026-03-20',
      event_time: '18:30',
      event_place: 'القاعة الرئيسية، وارسو',
      event_status: 'active',
      event_moved: false,
      party: { adults: 2, children_above_3: 3, children_below_3: 1 },
      // 2 × 50 + 3 × 30 less the family's 10% off the children over 3, and a child under 3 free.
      price: 181,
      currency: 'PLN',
      payment_status: 'pending',
      paid_via: null,
      method: null,
      payment_failure: null,
      email: booking.email,
      online_payment_bar: null,
      bank_account: 'PL61109010140000071219812874',
    });
  });

  it('says what stops paying online: paid, the event over, the event cancelled; and a moved event', async () => {
    const paid = await book('en');
    await server.deps.db
      .update(eventRegistrations)
      .set({ paymentStatus: 'paid', paidVia: 'cash' })
      .where(eq(eventRegistrations.id, paid.id));
    expect(await (await status(paid)).json()).toMatchObject({
      payment_status: 'paid',
      paid_via: 'cash',
      online_payment_bar: 'nothing_to_pay',
    });

    const over = await book('en');
    // The harness's today is 2026-03-01.
    await setEvent(over.eventId, { date: '2026-02-27', registrationDeadline: '2026-02-20' });
    expect(await (await status(over)).json()).toMatchObject({ online_payment_bar: 'event_over' });

    const moved = await book('en');
    await setEvent(moved.eventId, { time: '19:00', calendarSequence: 1 });
    expect(await (await status(moved)).json()).toMatchObject({
      event_time: '19:00',
      event_moved: true,
      event_status: 'active',
      online_payment_bar: null,
    });

    await setEvent(moved.eventId, { status: 'canceled', calendarSequence: 2 });
    expect(await (await status(moved)).json()).toMatchObject({
      event_status: 'canceled',
      event_moved: false,
      online_payment_bar: 'event_canceled',
    });
  });

  it('is not found with a wrong token, another booking’s token or another event', async () => {
    const booking = await book('en');
    const other = await book('en');
    expect((await status(booking, 'en', 'x'.repeat(32))).status).toBe(404);
    expect((await status(booking, 'en', other.token)).status).toBe(404);
    expect((await status({ ...booking, eventId: other.eventId })).status).toBe(404);
  });
});

describe("a booking's calendar file", () => {
  it('is the file its confirmation mail attached: the same UID, SEQUENCE, time and place', async () => {
    const booking = await book('pl');
    const [confirmation] = await server.deps.db
      .select({ attachments: outboxEmails.attachments })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, booking.email))
      .orderBy(asc(outboxEmails.id));
    const attached = (confirmation?.attachments as MailAttachment[] | null)?.[0];
    expect(attached?.filename).toBe(`event-${booking.eventId}.ics`);

    // Without a language, the booking's own: the mail's file to the byte (the harness's clock is fixed).
    const answer = await calendar(booking);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="event-${booking.eventId}.ics"`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toBe(attached?.content);

    const entry = readEvent(text);
    expect(entry.uid).toBe(`event-${booking.eventId}@minbar`);
    expect(entry.sequence).toBe(0);
    expect(entry.summary).toBe('Wykład o cierpliwości');
    expect(entry.location).toBe('Sala główna, Warszawa');
    // 18:30 on the mosque's wall clock in Warsaw (UTC+1 in March).
    expect(entry.startDate.toJSDate().toISOString()).toBe('2026-03-20T17:30:00.000Z');
  });

  it('is written in the page’s language, and a moved or cancelled event comes as its newer version', async () => {
    const booking = await book('en');
    const arabic = readEvent(await (await calendar(booking, `token=${booking.token}&language=ar`)).text());
    expect(arabic.summary).toBe('محاضرة عن الصبر');
    expect(arabic.uid).toBe(`event-${booking.eventId}@minbar`);

    await setEvent(booking.eventId, { time: '20:00', calendarSequence: 1 });
    const moved = readEvent(await (await calendar(booking)).text());
    expect(moved.uid).toBe(`event-${booking.eventId}@minbar`);
    expect(moved.sequence).toBe(1);
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-03-20T19:00:00.000Z');

    await setEvent(booking.eventId, { status: 'canceled', calendarSequence: 2 });
    const cancelled = await (await calendar(booking)).text();
    expect(readEvent(cancelled).sequence).toBe(2);
    expect(cancelled).toContain('STATUS:CANCELLED');
  });

  it('is refused without the booking’s token, with a wrong one, or with an unknown language', async () => {
    const booking = await book('en');
    const other = await book('en');
    expect((await calendar(booking, 'token=')).status).toBe(422);
    expect((await calendar(booking, '')).status).toBe(422);
    const wrong = await calendar(booking, `token=${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('BEGIN:VCALENDAR');
    expect((await calendar(booking, `token=${other.token}`)).status).toBe(404);
    expect((await calendar({ ...booking, eventId: other.eventId })).status).toBe(404);
    expect((await calendar(booking, `token=${booking.token}&language=de`)).status).toBe(422);
  });
});
