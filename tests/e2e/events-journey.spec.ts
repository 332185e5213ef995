import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import Papa from 'papaparse';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import {
  createEvent,
  deleteEvent,
  EXAMPLE_PRICES,
  eventPayload,
  eventRegistrations,
  familyPrice,
} from './support/events';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The whole way of one booking, across both apps and the real server: staff publish an event, a
 * family books it on the public site and sees its price, and the staff's registrations page (reached
 * from the Events list, which hands over the event's title) shows that booking in its tab, the day's
 * totals and the CSV export. A fresh event keeps every figure this test's own.
 */

const publicMessages = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../apps/public-site/src/features/events/locales/en.json'),
    'utf8',
  ),
) as Record<string, string>;
const site = (id: string, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(publicMessages[id] ?? id, 'en').format(values));
/** The dashboard starts in Polish. */
const staff = (id: string, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(dashboardText('pl', id), 'pl').format(values));

const FAMILY = { adults: 2, above3: 3, below3: 1, transport: true };
const CITY = 'Poznań';
const PARENT = 'Mariam Wiśniewska (journey)';

let eventId: number | undefined;

test.afterEach(async ({ request }) => {
  if (eventId !== undefined) await deleteEvent(request, eventId);
  eventId = undefined;
});

test('a family books on the public site; staff see the booking, the day’s totals and the export', async ({
  browser,
  page,
  request,
}) => {
  const event = await createEvent(request, eventPayload(21));
  eventId = event.id;
  const expectedPrice = familyPrice(EXAMPLE_PRICES, FAMILY);

  // The visitor, in a browser of their own, reads the public site in English.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await visitorPage.goto(`${e2eServer.publicUrl}/events`);
  await visitorPage.getByRole('link', { name: site('events.bookLabel', { name: event.event_name }) }).click();
  await visitorPage.getByRole('radio', { name: site('booking.type.family') }).check();
  await visitorPage.getByRole('textbox', { name: site('booking.parentName') }).fill(PARENT);
  await visitorPage.getByRole('textbox', { name: site('booking.phone') }).fill('+48 600 700 800');
  await visitorPage.getByRole('textbox', { name: site('booking.email') }).fill('mariam.journey@example.org');
  await visitorPage.getByRole('spinbutton', { name: site('booking.adults') }).fill(String(FAMILY.adults));
  await visitorPage
    .getByRole('spinbutton', { name: site('booking.childrenAbove3') })
    .fill(String(FAMILY.above3));
  await visitorPage
    .getByRole('spinbutton', { name: site('booking.childrenBelow3') })
    .fill(String(FAMILY.below3));
  await visitorPage.getByRole('checkbox', { name: site('booking.familyTransport') }).check();
  await visitorPage.getByRole('textbox', { name: site('booking.city') }).fill(CITY);
  const priceText = new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: Number.isInteger(expectedPrice) ? 0 : 2,
  }).format(expectedPrice);
  // The price is shown as the form is filled in, before anything is sent.
  await expect(visitorPage.getByTestId('booking-total')).toHaveText(priceText);
  await visitorPage.getByRole('button', { name: /^Book/ }).click();
  await expect(visitorPage.getByRole('heading', { name: site('booking.confirmedTitle') })).toBeVisible();
  await expect(visitorPage.getByRole('main')).toContainText(priceText);
  await visitor.close();

  // The staff's side: from the Events list to the event's registrations.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  // The list in English, the language the event was read back in (the interface's Polish otherwise).
  await page.goto('/dashboard/Events?lang=en');
  await page.getByRole('link', { name: event.event_name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/Events/${event.id}/registrations$`));
  await expect(page.getByRole('heading', { level: 1, name: event.event_name })).toBeVisible();

  const answer = await eventRegistrations(request, event.id);
  expect(answer.pagination.family.total).toBe(1);
  expect(answer.pagination.personal.total).toBe(0);
  expect(answer.family_registrations[0]?.price).toBe(expectedPrice);

  const familyTab = page.getByRole('tab', {
    name: staff('registrations.tab.count', { label: staff('registrations.tab.family'), count: 1 }),
    exact: true,
  });
  await familyTab.click();
  const table = page.getByRole('table', { name: staff('registrations.caption.family', { count: 1 }) });
  await expect(table.getByText(PARENT, { exact: true })).toBeVisible();

  // The day's totals: six people, six seats from Poznań, one booking pending, its price expected.
  const summary = page.getByRole('region', { name: staff('registrations.summary.title') });
  const people = FAMILY.adults + FAMILY.above3 + FAMILY.below3;
  await expect(
    summary.getByText(staff('registrations.summary.peopleTotal', { count: people }), { exact: true }),
  ).toBeVisible();
  await expect(
    summary.getByText(staff('registrations.summary.adults', { count: FAMILY.adults }), { exact: true }),
  ).toBeVisible();
  await expect(
    summary.getByText(staff('registrations.summary.seatsTotal', { count: people }), { exact: true }),
  ).toBeVisible();
  await expect(summary.getByText(CITY, { exact: true })).toBeVisible();
  await expect(
    summary.getByText(staff('registrations.summary.pending', { count: 1 }), { exact: true }),
  ).toBeVisible();
  const pricePl = await page.evaluate(
    (value) =>
      new Intl.NumberFormat('pl', { style: 'currency', currency: 'PLN', numberingSystem: 'latn' }).format(
        value,
      ),
    expectedPrice,
  );
  await expect(summary).toContainText(pricePl);

  // The export holds the booking as the server recorded it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: staff('registrations.export.family'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`registrations_${event.id}_family.csv`);
  const csv = Papa.parse<Record<string, string>>(
    (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, ''),
    { header: true, skipEmptyLines: true },
  );
  expect(csv.errors).toEqual([]);
  expect(csv.data).toHaveLength(1);
  // The columns and the status are in the interface's language (Polish); numbers stay numbers.
  expect(csv.data[0]).toMatchObject({
    [staff('registrations.csv.parent_name')]: PARENT,
    [staff('registrations.csv.num_adults')]: String(FAMILY.adults),
    [staff('registrations.csv.num_children_above_3')]: String(FAMILY.above3),
    [staff('registrations.csv.num_children_below_3')]: String(FAMILY.below3),
    [staff('registrations.csv.city')]: CITY,
    [staff('registrations.csv.payment_status')]: staff('registrations.payment.pending'),
  });
  expect(Number(csv.data[0]?.[staff('registrations.csv.price')])).toBe(expectedPrice);

  // The family pays at the door: staff mark the booking paid in cash, once, and the totals follow.
  // The button is named with its booking: its number and who booked.
  const markPaidName = staff('registrations.markPaid.openFor', {
    id: String(answer.family_registrations[0]?.id),
    name: `\u2068${PARENT}\u2069`,
  });
  await table.getByRole('button', { name: markPaidName }).click();
  const dialog = page.getByRole('dialog', { name: staff('registrations.markPaid.title') });
  await expect(dialog.getByRole('radio', { name: staff('registrations.markPaid.cash') })).toBeChecked();
  await dialog.getByRole('button', { name: staff('registrations.markPaid.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByText(staff('registrations.payment.paidCash'))).toBeVisible();
  await expect(
    summary.getByText(staff('registrations.summary.paid', { count: 1 }), { exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('button', { name: markPaidName })).toHaveCount(0);
  const paid = await eventRegistrations(request, event.id);
  expect(paid.family_registrations[0]).toMatchObject({ payment_status: 'paid', paid_via: 'cash' });
});
