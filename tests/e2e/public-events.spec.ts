import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { apiAccessToken } from './support/accounts';
import { DEMO } from './support/demo-accounts';
import { giftPageText, publicSiteText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * A visitor on the public site's Events page, against the real server and its demo seed: the events
 * still open are listed (never the canceled or past ones), a family and a person book, the price shown
 * while filling in is the price the server charges, Arabic reads right to left, and a phone never
 * scrolls sideways.
 */
type Locale = 'en' | 'ar' | 'pl';

function eventsMessages(locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, `../../apps/public-site/src/features/events/locales/${locale}.json`),
      'utf8',
    ),
  ) as Record<string, string>;
}
const en = eventsMessages('en');
/** The booking page's own messages (features/events/booking-page/locales). */
const facts = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../apps/public-site/src/features/events/booking-page/locales/en.json'),
    'utf8',
  ),
) as Record<string, string>;
const ar = eventsMessages('ar');

interface PublicEvent {
  id: number;
  event_name: string;
  address: string;
  date: string;
  time: string | null;
  price_adult_no_transport: number;
  price_child_above_3_no_transport: number;
  discount_percentage_children_above_3_same_family: number;
}

interface StaffEvent {
  id: number;
  event_name: string;
  date: string;
  registration_deadline: string;
  status: 'active' | 'canceled';
}

async function publicEvents(request: APIRequestContext, locale: Locale = 'en'): Promise<PublicEvent[]> {
  const answer = await request.get(`${e2eServer.apiUrl}/public/events`, {
    headers: { 'Accept-Language': locale },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: PublicEvent[] }).events;
}

async function staffEvents(request: APIRequestContext): Promise<StaffEvent[]> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(`${e2eServer.apiUrl}/events/`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: StaffEvent[] }).events;
}

async function openIn(page: Page, locale: Locale, path: string) {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  await page.goto(`${e2eServer.publicUrl}${path}`);
}

/** PLN as the page writes it in English. */
const pln = (amount: number) =>
  new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `the page is ${widths.scroll} px wide on a ${widths.inner} px screen`,
  ).toBeLessThanOrEqual(widths.inner);
}

test('a visitor sees the upcoming events, never the canceled or past ones', async ({ page, request }) => {
  const open = await publicEvents(request);
  expect(open.length).toBeGreaterThan(0);
  const closed = (await staffEvents(request)).filter((event) => !open.some((each) => each.id === event.id));
  // The seed holds a past and a canceled event.
  expect(closed.some((event) => event.status === 'canceled')).toBe(true);

  await openIn(page, 'en', '/');
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: en['events.title'] })).toBeVisible();
  const list = page.getByRole('list', { name: /upcoming event/ });
  for (const event of open) {
    await expect(list.getByRole('heading', { name: event.event_name, exact: true })).toBeVisible();
  }
  for (const event of closed) {
    await expect(list.getByRole('heading', { name: event.event_name, exact: true })).toHaveCount(0);
  }
});

test('a family books, and the price shown before sending is the price the server charges', async ({
  page,
  request,
}) => {
  const events = await publicEvents(request);
  const event =
    events.find(
      (each) =>
        each.price_adult_no_transport > 0 &&
        each.price_child_above_3_no_transport > 0 &&
        each.discount_percentage_children_above_3_same_family > 0,
    ) ?? events.find((each) => each.price_adult_no_transport > 0);
  expect(event, 'the seed has an event with prices').toBeTruthy();
  if (!event) return;

  await openIn(page, 'en', '/events');
  await page.getByRole('link', { name: en['events.bookLabel']?.replace('{name}', event.event_name) }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/book$`));

  await page.getByRole('radio', { name: en['booking.type.family'] }).check();
  await page.getByRole('textbox', { name: en['booking.parentName'] }).fill('Fatima Nowak (e2e)');
  await page.getByRole('textbox', { name: en['booking.phone'] }).fill('+48 600 100 200');
  await page.getByRole('textbox', { name: en['booking.email'] }).fill('fatima.e2e@example.org');
  const total = page.getByTestId('booking-total');
  const single = await total.textContent();
  await page.getByRole('spinbutton', { name: en['booking.adults'] }).fill('2');
  await page.getByRole('spinbutton', { name: en['booking.childrenAbove3'] }).fill('3');
  await page.getByRole('spinbutton', { name: en['booking.childrenBelow3'] }).fill('1');
  await expect(total).not.toHaveText(single ?? '');
  const shown = await total.textContent();

  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/events/${event.id}/registrations`),
  );
  await page.getByRole('button', { name: /^Book/ }).click();
  const booked = (await (await answer).json()) as { price: number };
  expect(pln(booked.price)).toBe(shown);

  await expect(page.getByRole('heading', { name: en['booking.confirmedTitle'] })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(pln(booked.price));
  await page.getByRole('link', { name: en['booking.backToEvents'] }).click();
  await expect(page).toHaveURL(/\/events$/);
});

/** A day as the booking page writes it in English: "Saturday, 12 December 2026". */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-u-nu-latn', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** Downloads the booking's calendar file from its page and reads its event with a real parser. */
async function downloadCalendar(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: facts['bookingFacts.addToCalendar'] }).click();
  const file = await download;
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  const entry = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
  );
  return { name: file.suggestedFilename(), entry };
}

test('a priced booking is paid online with 3-D Secure, and its page says so after a reload', async ({
  page,
  request,
}) => {
  const event = (await publicEvents(request)).find((each) => each.price_adult_no_transport > 0);
  expect(event, 'the seed has a priced event').toBeTruthy();
  if (!event) return;
  await openIn(page, 'en', `/events/${event.id}/book`);
  await page
    .getByRole('textbox', { name: new RegExp(en['booking.name'] ?? 'Name') })
    .fill('Yusuf Online (e2e)');
  await page.getByRole('textbox', { name: en['booking.phone'] }).fill('+48 600 100 201');
  await page.getByRole('textbox', { name: en['booking.email'] }).fill('yusuf.e2e@example.org');
  await page.getByRole('button', { name: /^Book/ }).click();
  await expect(page.getByRole('heading', { name: en['booking.confirmedTitle'] })).toBeVisible();

  // The booking's own page tells the booking: its event's day, time and place, and one way to pay.
  await page.getByRole('link', { name: en['booking.seeBooking'] }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/bookings\/\d+\?token=/);
  await expect(page.getByRole('heading', { name: en['bookingPage.unpaidTitle'] })).toBeVisible();
  const details = page.getByRole('region', { name: facts['bookingFacts.detailsTitle'], exact: true });
  await expect(details).toContainText(event.event_name);
  await expect(details).toContainText(longDay(event.date));
  if (event.address) await expect(details).toContainText(event.address);
  const calendar = await downloadCalendar(page);
  expect(calendar.name).toBe(`event-${event.id}.ics`);
  expect(calendar.entry.uid).toBe(`event-${event.id}@minbar`);
  expect(calendar.entry.summary).toBe(event.event_name);

  const ways = page.getByRole('region', { name: facts['bookingFacts.waysTitle'] });
  await ways.getByRole('link', { name: en['bookingPage.payOnline'] }).click();
  await expect(page).toHaveURL(/\/events\/\d+\/bookings\/\d+\/pay\?token=/);
  await page.getByRole('textbox', { name: publicSiteText('en', 'payment.card') }).fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/test-bank\//);
  await page.getByRole('button', { name: giftPageText('en', 'bank.approve') }).click();

  await expect(page).toHaveURL(/\/events\/\d+\/bookings\/\d+\?token=/);
  await expect(page.getByRole('heading', { name: en['bookingPage.paidTitle'] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: en['bookingPage.paidTitle'] })).toBeVisible();
  await expect(page.getByRole('link', { name: en['bookingPage.payOnline'] })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: facts['bookingFacts.detailsTitle'], exact: true }),
  ).toContainText(longDay(event.date));
  // Paid, the same calendar file is still there for the phone that has not taken it yet.
  expect((await downloadCalendar(page)).entry.uid).toBe(`event-${event.id}@minbar`);
});

test('a person books a place with transport from their city', async ({ page, request }) => {
  const [event] = await publicEvents(request);
  expect(event).toBeTruthy();
  if (!event) return;

  await openIn(page, 'en', `/events/${event.id}/book`);
  await page.getByRole('textbox', { name: en['booking.name'] }).fill('Yusuf Kamiński (e2e)');
  await page.getByRole('textbox', { name: en['booking.phone'] }).fill('+48 600 300 400');
  await page.getByRole('textbox', { name: en['booking.email'] }).fill('yusuf.e2e@example.org');
  await page.getByRole('checkbox', { name: en['booking.student'] }).check();
  await page.getByRole('checkbox', { name: en['booking.transport'] }).check();
  await page.getByRole('button', { name: /^Book/ }).click();
  // The city is asked for once transport is chosen.
  await expect(page.getByText(en['booking.issue.cityRequired'] ?? '')).toBeVisible();
  await page.getByRole('textbox', { name: en['booking.city'] }).fill('Gniezno');
  const shown = await page.getByTestId('booking-total').textContent();

  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: /^Book/ }).click();
  const booked = (await (await answer).json()) as { price: number; registration: { type: string } };
  expect(booked.registration.type).toBe('personal');
  expect(pln(booked.price)).toBe(shown);
  await expect(page.getByRole('heading', { name: en['booking.confirmedTitle'] })).toBeVisible();
});

test('a booking whose answer was lost is sent again under its key and books once', async ({
  page,
  request,
}) => {
  const [event] = await publicEvents(request);
  expect(event).toBeTruthy();
  if (!event) return;
  const name = `Lost Answer ${Date.now()} (e2e)`;

  await openIn(page, 'en', `/events/${event.id}/book`);
  await page.getByRole('textbox', { name: en['booking.name'] }).fill(name);
  await page.getByRole('textbox', { name: en['booking.phone'] }).fill('+48 600 300 401');
  await page.getByRole('textbox', { name: en['booking.email'] }).fill('lost.answer.e2e@example.org');
  // The first booking reaches the server and is made, but its answer never reaches the page.
  const keys: string[] = [];
  await page.route(`**/events/${event.id}/registrations`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length > 1) return route.continue();
    const made = await route.fetch();
    expect(made.status()).toBe(201);
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: /^Book/ }).click();
  await expect(page.getByRole('alert')).toHaveText(en['booking.failed.network'] ?? '');

  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: /^Book/ }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { name: en['booking.confirmedTitle'] })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const list = await request.get(`${e2eServer.apiUrl}/events/${event.id}/registrations?page=1&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { personal_registrations: bookings } = (await list.json()) as {
    personal_registrations: Array<{ name: string }>;
  };
  expect(bookings.filter((booking) => booking.name === name)).toHaveLength(1);
});

test('in Arabic the events page reads right to left, in Arabic', async ({ page, request }) => {
  const [event] = await publicEvents(request, 'ar');
  await openIn(page, 'ar', '/events');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['events.title'] })).toBeVisible();
  if (event) await expect(page.getByRole('heading', { name: event.event_name, exact: true })).toBeVisible();
  // Mirrored: the card's Book link, placed at the start of its line, sits at the card's right edge.
  const card = page.getByRole('article').first();
  const [cardBox, bookBox] = [await card.boundingBox(), await card.getByRole('link').last().boundingBox()];
  if (!cardBox || !bookBox) throw new Error('The first event card or its Book link has no box');
  expect(cardBox.x + cardBox.width - (bookBox.x + bookBox.width)).toBeLessThan(40);
  expect(bookBox.x - cardBox.x).toBeGreaterThan(40);
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['pl', 'ar', 'en'] as const) {
    test(`the events page and the booking form in ${locale}`, async ({ page, request }) => {
      const messages = eventsMessages(locale);
      const [event] = await publicEvents(request, locale);
      await openIn(page, locale, '/events');
      await expect(page.getByRole('heading', { level: 1, name: messages['events.title'] })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);

      if (!event) return;
      await page.goto(`${e2eServer.publicUrl}/events/${event.id}/book`);
      await page.getByRole('radio', { name: messages['booking.type.family'] }).check();
      await page.getByRole('checkbox', { name: messages['booking.familyTransport'] }).check();
      await expect(page.getByRole('textbox', { name: messages['booking.city'] })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

test('a booking paid from two pages at once is charged once', async ({ browser, request }) => {
  const event = (await publicEvents(request)).find((each) => each.price_adult_no_transport > 0);
  expect(event, 'the seed has a priced event').toBeTruthy();
  if (!event) return;
  const booked = await request.post(`${e2eServer.apiUrl}/events/${event.id}/registrations`, {
    data: {
      type: 'personal',
      name: 'Two Tabs (e2e)',
      phone: '+48 600 100 202',
      email: 'two.tabs.e2e@example.org',
    },
  });
  expect(booked.status()).toBe(201);
  const { registration, receipt_token: token } = (await booked.json()) as {
    registration: { id: number };
    receipt_token: string;
  };

  // One person, two tabs of the same payment page, Pay pressed in both at once.
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(
      `${e2eServer.publicUrl}/events/${event.id}/bookings/${registration.id}/pay?token=${token}`,
    );
    await tab
      .getByRole('textbox', { name: publicSiteText('en', 'payment.card') })
      .fill('4242 4242 4242 4242');
  }
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: /^Pay/ }).click()));
  for (const tab of tabs)
    await expect(tab.getByRole('heading', { name: en['bookingPage.paidTitle'] })).toBeVisible();
  await context.close();

  // Any second charge would be a payment for a paid booking, which staff are shown as an extra one.
  const staffToken = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const list = await request.get(`${e2eServer.apiUrl}/events/${event.id}/registrations?per_page=100`, {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  const bookings = ((await list.json()) as { personal_registrations: Array<Record<string, unknown>> })
    .personal_registrations;
  expect(bookings.find((each) => each.id === registration.id)).toMatchObject({
    payment_status: 'paid',
    paid_via: 'online',
    extra_payments: [],
  });
});
