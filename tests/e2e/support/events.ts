import { type APIRequestContext, expect } from '@playwright/test';
import { apiAccessToken } from './accounts';
import { DEMO } from './demo-accounts';
import { e2eServer } from './server-environment';

/*
 * The events area as the e2e tests read and prepare it through the real API: the seeded events
 * (eight around the seed day, one past, one canceled, forty bookings), fresh events a test can change
 * or delete without disturbing the others, bookings, and small valid pictures for the photo fields.
 */

export type Locale = 'en' | 'ar' | 'pl';

/** An event of the staff's list (GET /events/). */
export interface StaffEvent {
  id: number;
  event_name: string;
  address: string;
  date: string;
  time: string | null;
  registration_deadline: string;
  photo: string | null;
  status: 'active' | 'canceled';
  registrations_count: number;
}

export interface EventPrices {
  price_adult_no_transport: number;
  price_adult_with_transport: number;
  price_child_above_3_no_transport: number;
  price_child_above_3_with_transport: number;
  price_child_below_3_no_transport: number;
  price_child_below_3_with_transport: number;
  discount_percentage_children_above_3_same_family: number;
}

/** One event for staff (GET /events/{id}): the list fields, about, prices and the nine texts. */
export interface StaffEventDetail extends StaffEvent, EventPrices {
  about: string;
  event_name_en: string;
  event_name_ar: string;
  event_name_pl: string;
  address_en: string;
  address_ar: string;
  address_pl: string;
  about_en: string;
  about_ar: string;
  about_pl: string;
}

/** An upcoming event of the public site (GET /public/events). */
export interface PublicEvent extends EventPrices {
  id: number;
  event_name: string;
  address: string;
  about: string;
  date: string;
  time: string | null;
  registration_deadline: string;
  photo: string | null;
}

export interface RegistrationsAnswer {
  event: { id: number; event_name: string };
  personal_registrations: Array<Record<string, unknown> & { id: number; name: string; price: number }>;
  family_registrations: Array<Record<string, unknown> & { id: number; parent_name: string; price: number }>;
  pagination: Record<
    'personal' | 'family',
    { total: number; page: number; per_page: number; total_pages: number }
  >;
  summary: {
    people: { adults: number; children_above_3: number; children_below_3: number; students: number };
    transport_by_city: Array<{ city: string; seats: number }>;
    payment: { paid: number; pending: number };
    income: { expected: number; paid: number };
  };
}

/** The demo seed's figures (apps/server/src/seed-events.ts). */
export const SEEDED_EVENTS = {
  events: 8,
  past: 1,
  canceled: 1,
  upcomingPublic: 6,
  registrations: 40,
} as const;

/** Example prices, which the seeded 'Family picnic by the lake' also uses (10 % family discount). */
export const EXAMPLE_PRICES: EventPrices = {
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
};

/** The smallest valid PNG (one pixel), accepted by the server's content check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-pixel JPEG. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAcVP/2Q==',
  'base64',
);

/** What `locator.setInputFiles` takes: a named file with its type and bytes. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const photoFile = (name = 'event.png'): FilePayload => ({
  name,
  mimeType: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
  buffer: name.endsWith('.jpg') ? TINY_JPEG : TINY_PNG,
});

/** A text file named like a picture: the server (and a careful form) must refuse it. */
export const textNamedJpg = (): FilePayload => ({
  name: 'not-a-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('this is a text file, not a picture'),
});

/** A PNG of 6 MB: over the 5 MB a photo may weigh. */
export const sixMegabytePng = (): FilePayload => {
  const buffer = Buffer.alloc(6 * 1024 * 1024);
  TINY_PNG.copy(buffer);
  return { name: 'large.png', mimeType: 'image/png', buffer };
};

/** The mosque's date (Europe/Warsaw, the server's default zone) `days` from now, as yyyy-MM-dd. */
export function mosqueDate(days = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A valid `event` part of a save, dated `inDays` from today, with the example prices; override any field. */
export function eventPayload(inDays = 14, overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 7);
  return {
    event_name_en: `E2E talk ${tag}`,
    event_name_ar: `محاضرة تجريبية ${tag}`,
    event_name_pl: `Wykład testowy ${tag}`,
    address_en: 'Main hall, Warsaw',
    address_ar: 'القاعة الرئيسية، وارسو',
    address_pl: 'Sala główna, Warszawa',
    about_en: 'A talk made by the end-to-end tests.',
    about_ar: 'محاضرة أنشأتها الاختبارات الشاملة.',
    about_pl: 'Wykład utworzony przez testy end-to-end.',
    date: mosqueDate(inDays),
    time: '18:30',
    registration_deadline: mosqueDate(Math.max(0, inDays - 2)),
    ...EXAMPLE_PRICES,
    ...overrides,
  };
}

async function staffToken(request: APIRequestContext, role: 'admin' | 'imam' = 'admin') {
  return apiAccessToken(request, DEMO[role].email, DEMO[role].password);
}

const staffHeaders = (token: string, locale: Locale) => ({
  Authorization: `Bearer ${token}`,
  'Accept-Language': locale,
});

/** Every event as the staff's list answers it (canceled and past ones included), by date and time. */
export async function staffEvents(request: APIRequestContext, locale: Locale = 'en'): Promise<StaffEvent[]> {
  const token = await staffToken(request);
  const answer = await request.get(`${e2eServer.apiUrl}/events/`, { headers: staffHeaders(token, locale) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { events: StaffEvent[] }).events;
}

/** One event with its nine texts and prices. */
export async function staffEvent(
  request: APIRequestContext,
  id: number,
  locale: Locale = 'en',
): Promise<StaffEventDetail> {
  const token = await staffToken(request);
  const answer = await request.get(`${e2eServer.apiUrl}/events/${id}`, {
    headers: staffHeaders(token, locale),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { event: StaffEventDetail }).event;
}

/** The events a visitor can still book, as the public site lists them. */
export async function publicEvents(
  request: APIRequestContext,
  locale: Locale = 'en',
): Promise<PublicEvent[]> {
  const answer = await request.get(`${e2eServer.apiUrl}/public/events`, {
    headers: { 'Accept-Language': locale },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { events: PublicEvent[] }).events;
}

/** The seeded event named so in English (e.g. 'Family picnic by the lake'). */
export async function seededEvent(request: APIRequestContext, englishName: string): Promise<StaffEvent> {
  const found = (await staffEvents(request, 'en')).find((event) => event.event_name === englishName);
  expect(found, `seeded event '${englishName}'`).toBeDefined();
  return found as StaffEvent;
}

/** An event's bookings: one page of each list and the summary over all of them. */
export async function eventRegistrations(
  request: APIRequestContext,
  eventId: number,
  page = 1,
  perPage = 10,
): Promise<RegistrationsAnswer> {
  const token = await staffToken(request);
  const answer = await request.get(
    `${e2eServer.apiUrl}/events/${eventId}/registrations?page=${page}&per_page=${perPage}`,
    { headers: staffHeaders(token, 'en') },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as RegistrationsAnswer;
}

/** Creates an event through the API (multipart, with a tiny photo) for a test that changes or deletes it. */
export async function createEvent(
  request: APIRequestContext,
  payload: Record<string, unknown> = eventPayload(),
  photo: FilePayload = photoFile(),
): Promise<StaffEventDetail> {
  const token = await staffToken(request);
  const answer = await request.post(`${e2eServer.apiUrl}/events/`, {
    headers: staffHeaders(token, 'en'),
    multipart: { event: JSON.stringify(payload), photo },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { event: StaffEventDetail }).event;
}

/** Deletes an event (and its photo and bookings); an event already gone is fine. */
export async function deleteEvent(request: APIRequestContext, id: number): Promise<void> {
  const token = await staffToken(request);
  const answer = await request.delete(`${e2eServer.apiUrl}/events/${id}`, {
    headers: staffHeaders(token, 'en'),
  });
  expect([204, 404], await answer.text()).toContain(answer.status());
}

/** Books through the public call; answers the server's price. */
export async function book(
  request: APIRequestContext,
  eventId: number,
  booking: Record<string, unknown>,
): Promise<{ registration: { id: number; type: string; price: number }; price: number; currency: string }> {
  const answer = await request.post(`${e2eServer.apiUrl}/events/${eventId}/registrations`, { data: booking });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** The price rule of a family booking, for checking what a page shows against the event's prices. */
export function familyPrice(
  prices: EventPrices,
  family: { adults: number; above3: number; below3: number; transport: boolean },
): number {
  const grosze = (pln: number) => Math.round(pln * 100);
  const t = family.transport;
  const adult = grosze(t ? prices.price_adult_with_transport : prices.price_adult_no_transport);
  const above3 = grosze(
    t ? prices.price_child_above_3_with_transport : prices.price_child_above_3_no_transport,
  );
  const below3 = grosze(
    t ? prices.price_child_below_3_with_transport : prices.price_child_below_3_no_transport,
  );
  const discount = Math.round(prices.discount_percentage_children_above_3_same_family * 100);
  const children = Math.round((family.above3 * above3 * (10_000 - discount)) / 10_000);
  return (family.adults * adult + children + family.below3 * below3) / 100;
}
