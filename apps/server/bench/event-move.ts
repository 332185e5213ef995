/**
 * How long an admin waits to move an event many people booked, and how long until every booker's
 * mail reached the mail server. Fills a fresh PGlite folder with the demo data and one event with
 * N bookings (default 500) in the three languages, starts the real server (dist/main.js) with
 * SMTP_URL pointing at a loopback SMTP server in this process, signs in as the demo admin, then times
 * on the same event: a save that tells nobody (a new description: the reference), and a save that
 * moves it to another day (every booker is told). Then it waits for the mail server to hold all N
 * mails. MINBAR_BENCH_SERVER names another build's dist/main.js (a before and after in one run).
 *   npx tsx apps/server/bench/event-move.ts [bookings]
 * Needs the server built (`npm run build -w @minbar/server`). Run alone it prints its figures; `npm run
 * bench` runs it too (`measureEventMove`) and writes them to docs/performance.md with the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../src/db/client';
import { eventRegistrations, events } from '../src/db/schema-events';
import { seedDemo } from '../src/seed';
import { createScryptHasher } from '../src/services/passwords';
import { SERVER_ENTRY, startBuiltServer } from './built-server';

/** Bookings of the moved event in a full run: a large event of a big mosque. */
export const DEFAULT_BOOKINGS = 500;
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const EVENT = {
  event_name_en: 'Family picnic',
  event_name_ar: 'نزهة عائلية',
  event_name_pl: 'Piknik rodzinny',
  address_en: 'Pole Mokotowskie, Warsaw',
  address_ar: 'حقول موكوتوف، وارسو',
  address_pl: 'Pole Mokotowskie, Warszawa',
  about_en: 'Games for children and a shared lunch.',
  about_ar: 'ألعاب للأطفال وغداء مشترك للعائلات.',
  about_pl: 'Gry dla dzieci i wspólny obiad.',
  date: isoDay(40),
  time: '11:00',
  registration_deadline: isoDay(35),
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
};

/** The demo data and one event with `bookings` bookings: personal and family, paid and not, en/ar/pl. */
async function fill(dataDir: string, bookings: number): Promise<number> {
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  await seedDemo(handle.db, createScryptHasher({ log2Cost: 10 }), { now: new Date() });
  const [event] = await handle.db
    .insert(events)
    .values({
      eventNameEn: EVENT.event_name_en,
      eventNameAr: EVENT.event_name_ar,
      eventNamePl: EVENT.event_name_pl,
      addressEn: EVENT.address_en,
      addressAr: EVENT.address_ar,
      addressPl: EVENT.address_pl,
      aboutEn: EVENT.about_en,
      aboutAr: EVENT.about_ar,
      aboutPl: EVENT.about_pl,
      date: EVENT.date,
      time: EVENT.time,
      registrationDeadline: EVENT.registration_deadline,
      priceAdultNoTransport: 50,
      priceAdultWithTransport: 70,
      priceChildAbove3NoTransport: 30,
      priceChildAbove3WithTransport: 50,
      priceChildBelow3NoTransport: 0,
      priceChildBelow3WithTransport: 20,
      discountPercentageChildrenAbove3SameFamily: 10,
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  const languages = ['en', 'ar', 'pl'] as const;
  const names = ['Amina Nowak', 'يوسف الحسن', 'Zofia Kowalska'];
  await handle.db.insert(eventRegistrations).values(
    Array.from({ length: bookings }, (_, n) => ({
      eventId,
      type: n % 4 === 0 ? 'family' : 'personal',
      name: `${names[n % 3]} ${n}`,
      phone: '600100200',
      email: `booker${n}@example.org`,
      numAdults: n % 4 === 0 ? 2 : 1,
      numChildrenAbove3: n % 4 === 0 ? 1 : 0,
      price: n % 4 === 0 ? 127 : 50,
      paymentStatus: n % 3 === 0 ? 'paid' : 'pending',
      paidVia: n % 3 === 0 ? 'cash' : null,
      viewToken: `token-${n}`,
      language: languages[n % 3],
    })),
  );
  await handle.close();
  return eventId;
}

function startMailServer() {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        done();
      });
    },
  });
  return new Promise<{ port: number; received: () => number; close: () => Promise<void> }>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as AddressInfo;
      resolve({
        port,
        received: () => received,
        close: () => new Promise((done) => smtp.close(() => done())),
      });
    });
  });
}

function startServer(dataDir: string, smtpPort: number) {
  return startBuiltServer({ MINBAR_DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
}

/** One save of the event; the seconds until its answer, and how many registrants it said were told. */
async function save(base: string, token: string, eventId: number, fields: typeof EVENT) {
  const form = new FormData();
  form.append('event', JSON.stringify(fields));
  const started = performance.now();
  const response = await fetch(`${base}/events/${eventId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { told?: { count: number } | null };
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`save answered ${response.status}: ${JSON.stringify(answer)}`);
  return { seconds, told: answer.told?.count ?? 0 };
}

export interface EventMove {
  bookings: number;
  /** Seconds until the answer of a save that tells nobody (a new description): the reference. */
  quietSeconds: number;
  /** How many that save said were told: none, or the reference is not one. */
  quietTold: number;
  /** Seconds until the answer of the save that moves the event, and how many it said were told. */
  moveSeconds: number;
  told: number;
  /** Seconds from the start of the moving save until the mail server held every booker's mail. */
  deliveredSeconds: number;
}

/** Fills a fresh folder, starts the built server beside a loopback mail server and times the two saves. */
export async function measureEventMove(bookings = DEFAULT_BOOKINGS): Promise<EventMove> {
  const dataDir = mkdtempSync(join(tmpdir(), 'minbar-bench-move-'));
  const mail = await startMailServer();
  try {
    const eventId = await fill(dataDir, bookings);
    const server = await startServer(dataDir, mail.port);
    try {
      const signIn = await fetch(`${server.base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.org', password: 'admin12345' }),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const quiet = await save(server.base, token, eventId, { ...EVENT, about_en: 'A new description.' });
      const started = performance.now();
      const moved = await save(server.base, token, eventId, {
        ...EVENT,
        about_en: 'A new description.',
        date: isoDay(41),
      });
      // Every mail at the mail server: the moment the last booker could read the news.
      while (mail.received() < moved.told) {
        if (performance.now() - started > 600_000) throw new Error(`only ${mail.received()} mails in 10 min`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return {
        bookings,
        quietSeconds: quiet.seconds,
        quietTold: quiet.told,
        moveSeconds: moved.seconds,
        told: moved.told,
        deliveredSeconds: (performance.now() - started) / 1000,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const move = await measureEventMove(Number(process.argv[2] ?? DEFAULT_BOOKINGS));
  console.log(`server: ${SERVER_ENTRY}, ${move.bookings} bookings`);
  console.log(`save telling nobody (reference): ${move.quietSeconds.toFixed(3)} s, told ${move.quietTold}`);
  console.log(`save moving the event:           ${move.moveSeconds.toFixed(3)} s, told ${move.told}`);
  console.log(
    `all ${move.told} mails at the mail server: ${move.deliveredSeconds.toFixed(2)} s after the save began`,
  );
}
