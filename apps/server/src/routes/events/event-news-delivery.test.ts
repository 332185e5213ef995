import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { eventRegistrations, events } from '../../db/schema-events';
import { mosqueIdentity } from '../../db/schema-settings';
import { createOutbox, type MailTransport, type OutgoingMail } from '../../services/outbox';
import { createSmtpTransport } from '../../services/smtp-transport';
import { insertEvent } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { type Received, startSmtpServer } from '../../test/smtp';

/*
 * News to many bookers leaves the request: a save that tells a whole event's bookers answers once
 * the change and its mails are saved together, and the outbox hands the mails to a real SMTP server
 * afterwards, at its pace. A change that fails leaves no mail behind.
 */

const SITE = 'https://meczet.example.org';
const BOOKERS = 30;
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpTransport: ReturnType<typeof createSmtpTransport>;
let server: TestServer;
let token: string;

/** Held shut, the mail server is not reached: whatever the save answers, it answered without it. */
let openGate: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
const gated: MailTransport = {
  async deliver(mail) {
    await gate;
    return smtpTransport.deliver(mail);
  },
};

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  smtpTransport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Centre <no-reply@centre.test>');
  server = await createTestServer({ mail: gated, publicUrl: SITE });
  await server.deps.db.insert(mosqueIdentity).values({
    nameEn: 'Warsaw Islamic Centre',
    nameAr: 'المركز الإسلامي في وارسو',
    namePl: 'Centrum Islamskie w Warszawie',
    address: 'ul. Wiertnicza 103, 02-952 Warszawa',
    email: 'kontakt@centrum.test',
  });
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(async () => {
  smtpTransport.close();
  await server.close();
  await smtp.close();
});

type EventRow = typeof events.$inferSelect;

/** An event with BOOKERS bookings in the three languages; their addresses. */
async function bookedEvent(prefix: string): Promise<{ event: EventRow; addresses: string[] }> {
  const event = await insertEvent(server);
  const languages = ['en', 'ar', 'pl'];
  const rows = await server.deps.db
    .insert(eventRegistrations)
    .values(
      Array.from({ length: BOOKERS }, (_, n) => ({
        eventId: event.id,
        type: 'personal',
        name: `${prefix} Booker ${n}`,
        phone: '600100200',
        email: `${prefix}-${n}@example.org`,
        price: 50,
        viewToken: `${prefix}-token-${n}`,
        language: languages[n % 3]!,
      })),
    )
    .returning({ email: eventRegistrations.email });
  return { event, addresses: rows.map((row) => row.email) };
}

/** The event's edit form as the dashboard sends it, on another day. */
const movedForm = (event: EventRow, date: string) => ({
  event_name_en: event.eventNameEn,
  event_name_ar: event.eventNameAr,
  event_name_pl: event.eventNamePl,
  address_en: event.addressEn,
  address_ar: event.addressAr,
  address_pl: event.addressPl,
  about_en: event.aboutEn,
  about_ar: event.aboutAr,
  about_pl: event.aboutPl,
  date,
  time: event.time,
  registration_deadline: event.registrationDeadline,
  price_adult_no_transport: event.priceAdultNoTransport,
  price_adult_with_transport: event.priceAdultWithTransport,
  price_child_above_3_no_transport: event.priceChildAbove3NoTransport,
  price_child_above_3_with_transport: event.priceChildAbove3WithTransport,
  price_child_below_3_no_transport: event.priceChildBelow3NoTransport,
  price_child_below_3_with_transport: event.priceChildBelow3WithTransport,
  discount_percentage_children_above_3_same_family: event.discountPercentageChildrenAbove3SameFamily,
});

const outboxRowsTo = (addresses: string[]) =>
  server.deps.db.select().from(outboxEmails).where(inArray(outboxEmails.to, addresses));

describe('moving an event many people booked', () => {
  it('answers before any mail leaves, then the outbox delivers every booker their own mail', async () => {
    const { event, addresses } = await bookedEvent('moved');
    gate = new Promise((resolve) => {
      openGate = resolve;
    });

    const answer = await call(server, 'PATCH', `/api/events/${event.id}`, {
      token,
      body: movedForm(event, '2026-03-27'),
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { told: unknown }).told).toEqual({ kind: 'event_changed', count: BOOKERS });
    // Answered while the mail server could take nothing yet.
    expect(received).toHaveLength(0);

    openGate();
    await server.deps.outbox.drain();

    expect(received.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
    for (const [n, address] of addresses.entries()) {
      const raw = received.find((mail) => mail.to.includes(address))!.raw;
      const mail = await simpleParser(raw);
      const text = mail.text?.replace(/[\u2068\u2069]/g, '') ?? '';
      // Each booker's own name and booking page, never another's.
      expect(text).toContain(`moved Booker ${n}`);
      expect(text).toContain(`token=moved-token-${n}`);
      expect(text).not.toContain(`moved Booker ${n + 1}\n`);
      expect(mail.attachments.map((file) => file.filename)).toEqual([`event-${event.id}.ics`]);
    }
    const rows = await outboxRowsTo(addresses);
    expect(rows).toHaveLength(BOOKERS);
    expect(rows.every((row) => row.deliveredAt !== null && row.kind === 'event_changed')).toBe(true);
  });

  it('leaves no mail behind when the change fails after its mails were queued', async () => {
    const { event, addresses } = await bookedEvent('failed');
    // Refuses the event's change at its commit: after the mails were queued in the same transaction.
    await server.deps.db.execute(
      sql.raw(`create function refuse_event_change() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end $$`),
    );
    await server.deps.db.execute(
      sql.raw(`create constraint trigger refuse_event_change after update on events
        deferrable initially deferred for each row when (new.id = ${event.id})
        execute function refuse_event_change()`),
    );
    try {
      const answer = await call(server, 'PATCH', `/api/events/${event.id}`, {
        token,
        body: movedForm(event, '2026-03-27'),
      });
      expect(answer.status).toBe(500);
    } finally {
      await server.deps.db.execute(sql.raw('drop trigger refuse_event_change on events'));
      await server.deps.db.execute(sql.raw('drop function refuse_event_change()'));
    }
    expect(await outboxRowsTo(addresses)).toEqual([]);
    const [kept] = await server.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(kept!.date).toBe(event.date);

    // The same move, refused no more, queues every booker's mail.
    const again = await call(server, 'PATCH', `/api/events/${event.id}`, {
      token,
      body: movedForm(event, '2026-03-27'),
    });
    expect((again.body as { told: unknown }).told).toEqual({ kind: 'event_changed', count: BOOKERS });
    await server.deps.outbox.drain();
    expect(await outboxRowsTo(addresses)).toHaveLength(BOOKERS);
  });
});

describe('the outbox pace', () => {
  it('hands mails over in rounds of the batch size, spaced to the mails allowed per minute', async () => {
    const waits: number[] = [];
    const outbox = createOutbox(server.deps.db, () => {}, smtpTransport, {
      batch: 5,
      perMinute: 6,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const addresses = Array.from({ length: 12 }, (_, n) => `paced-${n}@example.org`);
    const mails: OutgoingMail[] = addresses.map((to) => ({
      to,
      kind: 'event_changed',
      subject: 'Paced',
      body: 'Paced news',
      code: '',
    }));
    await server.deps.db.transaction((tx) => outbox.queue(tx, mails));

    expect(await outbox.drain()).toBe(12);
    expect(received.filter((mail) => mail.to[0]?.startsWith('paced-'))).toHaveLength(12);
    // Rounds of 5, 5 and 2: two waits, each what is left of the 50 s five mails at 6 a minute take.
    expect(waits).toHaveLength(2);
    for (const wait of waits) {
      expect(wait).toBeGreaterThan(40_000);
      expect(wait).toBeLessThanOrEqual(50_000);
    }
    // Queued in the order given: the worker sends oldest first.
    const rows = await outboxRowsTo(addresses);
    expect(rows.sort((a, b) => a.id - b.id).map((row) => row.to)).toEqual(addresses);
  });
});
