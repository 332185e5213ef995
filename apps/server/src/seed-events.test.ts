import {
  eventAnswerSchema,
  eventListSchema,
  publicEventListSchema,
  registrationsSchema,
} from '@minbar/api/schemas/events';
import { bookingPrice } from '@minbar/domain/events/pricing';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PICTURE_SIZE, demoEventPixel, EVENTS_DEMO_COUNTS, seedEventsDemo } from './seed-events';
import { detectImageType } from './services/uploads';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';
import { largestJpeg, PHOTO_REF } from './test/images';

let server: TestServer;
let token: string;
/** The harness's day: 2026-03-01 in Warsaw. */
const TODAY = '2026-03-01';

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
  await seedEventsDemo(server.deps.db, { now: server.clock.now, uploads: server.deps.uploads });
});
afterAll(() => server.close());

async function staffEvents(language = 'en') {
  const answer = await call(server, 'GET', '/api/events/', {
    token,
    headers: { 'accept-language': language },
  });
  return v.parse(eventListSchema, answer.body);
}

describe('the events demo seed', () => {
  it('holds eight events over three months around the seed day, one past and one canceled', async () => {
    const list = await staffEvents();
    expect(list).toHaveLength(8);
    expect(EVENTS_DEMO_COUNTS).toEqual({ events: 8, past: 1, canceled: 1, registrations: 40 });
    expect(list.filter((event) => event.date < TODAY)).toHaveLength(1);
    expect(list.filter((event) => event.status === 'canceled')).toHaveLength(1);
    const first = Date.parse(list[0]!.date);
    const last = Date.parse(list[list.length - 1]!.date);
    expect((last - first) / 86_400_000).toBeLessThanOrEqual(92);
    for (const event of list) expect(event.registration_deadline <= event.date).toBe(true);
  });

  it('writes every event in the three languages, each with a picture the upload check accepts', async () => {
    const [english, arabic, polish] = await Promise.all([
      staffEvents('en'),
      staffEvents('ar'),
      staffEvents('pl'),
    ]);
    for (const [index, event] of english.entries()) {
      expect(arabic[index]?.event_name).toMatch(/[\u0600-\u06FF]/);
      expect(polish[index]?.event_name).not.toBe(event.event_name);
      // The seed's pictures go through the upload pipeline like any photo: re-encoded in the pages' sizes.
      expect(event.photo).toMatch(PHOTO_REF);
      const picture = await server.deps.uploads.read(largestJpeg(event.photo!));
      expect(picture && detectImageType(picture.bytes)?.extension).toBe('jpg');
      expect(picture!.bytes.byteLength).toBeLessThan(100_000);
    }
  });

  it('holds forty bookings of both kinds, paid (in cash or by transfer), pending and free, from several cities, priced by the rule', async () => {
    const list = await staffEvents();
    expect(list.reduce((total, event) => total + event.registrations_count, 0)).toBe(40);
    let personal = 0;
    let family = 0;
    const statuses = new Set<string>();
    const cities = new Set<string>();
    for (const event of list) {
      const detail = {
        event: v.parse(
          eventAnswerSchema,
          (await call(server, 'GET', `/api/events/${event.id}`, { token })).body,
        ),
      };
      expect(detail.event.event_name_ar).toMatch(/[\u0600-\u06FF]/);
      const answer = await call(server, 'GET', `/api/events/${event.id}/registrations?per_page=100`, {
        token,
      });
      const registrations = v.parse(registrationsSchema, answer.body);
      personal += registrations.personal_registrations.length;
      family += registrations.family_registrations.length;
      for (const row of [...registrations.personal_registrations, ...registrations.family_registrations]) {
        // A free booking has nothing to collect; a paid one says how staff took the money.
        expect(row.payment_status === 'free').toBe(row.price === 0);
        if (row.payment_status === 'paid') expect(['cash', 'transfer']).toContain(row.paid_via);
      }
      for (const row of registrations.personal_registrations) {
        statuses.add(row.payment_status);
        if (row.city) cities.add(row.city);
        expect(row.price).toBe(
          bookingPrice({ type: 'personal', transportation: row.transportation }, detail.event),
        );
      }
      for (const row of registrations.family_registrations) {
        statuses.add(row.payment_status);
        if (row.city) cities.add(row.city);
        expect(row.price).toBe(bookingPrice({ type: 'family', ...row }, detail.event));
      }
    }
    expect(personal + family).toBe(40);
    expect(personal).toBeGreaterThan(5);
    expect(family).toBeGreaterThan(5);
    expect([...statuses].sort()).toEqual(['free', 'paid', 'pending']);
    expect(cities.size).toBeGreaterThanOrEqual(4);
  });

  it('shows the public the active events still taking bookings', async () => {
    const answer = await call(server, 'GET', '/api/public/events', { headers: { 'accept-language': 'pl' } });
    const upcoming = v.parse(publicEventListSchema, answer.body);
    expect(upcoming).toHaveLength(6);
    expect(upcoming.every((event) => event.registration_deadline >= TODAY)).toBe(true);
    expect(upcoming.map((event) => event.event_name)).not.toContain(
      'Wycieczka do meczetu tatarskiego w Kruszynianach',
    );
    expect(upcoming.some((event) => event.price_adult_with_transport === 70)).toBe(true);
  });

  it('seeds only once', async () => {
    expect(await seedEventsDemo(server.deps.db, { now: server.clock.now })).toBe(false);
    expect(await staffEvents()).toHaveLength(8);
  });
});

describe('the demo pictures', () => {
  it('keep the pale sun whole inside the centred square a thumbnail shows, never a sliver at its edge', () => {
    const { width, height } = DEMO_PICTURE_SIZE;
    const pixel = demoEventPixel([
      [38, 70, 83],
      [42, 157, 143],
    ]);
    const square = { from: (width - height) / 2, to: (width + height) / 2 };
    const sunColumns = new Set<number>();
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) if (pixel(x, y).every((channel) => channel > 200)) sunColumns.add(x);
    expect(sunColumns.size).toBeGreaterThan(0);
    expect(Math.min(...sunColumns)).toBeGreaterThan(square.from);
    expect(Math.max(...sunColumns)).toBeLessThan(square.to);
  });
});
