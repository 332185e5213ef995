import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { languageButton, signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { book, createEvent, deleteEvent, eventPayload } from './support/events';
import { dashboardText, uiText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The Event registrations page against the built server and its demo seed. The tests read the seeded
 * event with the most bookings through the API first, so every count and total on screen is checked
 * against the server's own answer. The seed spreads its forty bookings over eight events (at most ten
 * each), so paging is shown on an event of the test's own with eleven personal bookings, deleted
 * afterwards. The dashboard starts in Polish.
 */

type Locale = 'en' | 'ar' | 'pl';
type Kind = 'personal' | 'family';
const KINDS: readonly Kind[] = ['personal', 'family'];
const PHONE = { width: 390, height: 844 };

interface PageInfo {
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
}

interface Booking {
  id: number;
  name?: string;
  parent_name?: string;
  email: string;
}

interface RegistrationsAnswer {
  event?: { id: number; event_name: string };
  personal_registrations: Booking[];
  family_registrations: Booking[];
  pagination: Record<Kind, PageInfo>;
  summary?: {
    people: { adults: number; children_above_3: number; children_below_3: number; students: number };
    transport_by_city: Array<{ city: string; seats: number }>;
    payment: { paid: number; pending: number };
    income: { expected: number; paid: number };
  };
}

/** A dashboard message formatted as the screen formats it (ICU plurals included). */
function text(id: string, values: Record<string, string | number> = {}, locale: Locale = 'pl'): string {
  return String(new IntlMessageFormat(dashboardText(locale, id), locale).format(values));
}

async function staffGet<T>(request: APIRequestContext, path: string, language: Locale = 'pl'): Promise<T> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(`${e2eServer.apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The seeded event with the most bookings: the one whose page has the most to show. */
async function busiestEvent(request: APIRequestContext): Promise<{ id: number; event_name: string }> {
  const { events } = await staffGet<{
    events: Array<{ id: number; event_name: string; registrations_count: number }>;
  }>(request, '/events/');
  const busiest = [...events].sort((a, b) => b.registrations_count - a.registrations_count)[0];
  expect(busiest?.registrations_count, 'the demo seed holds registrations').toBeGreaterThan(0);
  return busiest as { id: number; event_name: string };
}

function registrations(request: APIRequestContext, eventId: number, page: number, perPage: number) {
  return staffGet<RegistrationsAnswer>(
    request,
    `/events/${eventId}/registrations?page=${page}&per_page=${perPage}`,
  );
}

/** Every booking of one kind, as the server lists them, 100 a page. */
async function allBookings(request: APIRequestContext, eventId: number, kind: Kind): Promise<Booking[]> {
  const rows: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await registrations(request, eventId, page, 100);
    rows.push(...(kind === 'personal' ? answer.personal_registrations : answer.family_registrations));
    if (page >= answer.pagination[kind].total_pages) return rows;
  }
}

/** A CSV file's rows (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = content.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function tab(page: Page, kind: Kind, total: number, locale: Locale = 'pl'): Locator {
  return page.getByRole('tab', {
    name: text(
      'registrations.tab.count',
      { label: text(`registrations.tab.${kind}`, {}, locale), count: total },
      locale,
    ),
    exact: true,
  });
}

/** The page's money as the browser formats it (the test compares like with like, whatever its ICU). */
function priceInBrowser(page: Page, amount: number): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.NumberFormat('pl', { style: 'currency', currency: 'PLN', numberingSystem: 'latn' }).format(
        value,
      ),
    amount,
  );
}

test('an admin opens a seeded event’s registrations from its address: the counts, the day’s totals and each CSV', async ({
  page,
  request,
}) => {
  const event = await busiestEvent(request);
  const first = await registrations(request, event.id, 1, 10);
  const totals = { personal: first.pagination.personal.total, family: first.pagination.family.total };

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/dashboard/Events/${event.id}/registrations`);

  // Opened from its address, the page has no title passed along: it is the event's name.
  await expect(
    page.getByRole('heading', { level: 1, name: first.event?.event_name ?? event.event_name }),
  ).toBeVisible();
  await expect(tab(page, 'personal', totals.personal)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'family', totals.family)).toBeVisible();

  // The day's summary is the server's, over every booking.
  const summary = first.summary;
  expect(summary, 'the server sends the day’s summary').toBeDefined();
  if (summary) {
    const region = page.getByRole('region', { name: text('registrations.summary.title') });
    const { adults, children_above_3, children_below_3, students } = summary.people;
    await expect(
      region.getByText(
        text('registrations.summary.peopleTotal', {
          count: adults + children_above_3 + children_below_3 + students,
        }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      region.getByText(text('registrations.summary.adults', { count: adults }), { exact: true }),
    ).toBeVisible();
    await expect(
      region.getByText(text('registrations.summary.students', { count: students }), { exact: true }),
    ).toBeVisible();
    const seats = summary.transport_by_city.reduce((sum, each) => sum + each.seats, 0);
    await expect(
      region.getByText(text('registrations.summary.seatsTotal', { count: seats }), { exact: true }),
    ).toBeVisible();
    for (const { city } of summary.transport_by_city)
      await expect(region.getByText(city, { exact: true })).toBeVisible();
    await expect(
      region.getByText(text('registrations.summary.paid', { count: summary.payment.paid }), { exact: true }),
    ).toBeVisible();
    await expect(
      region.getByText(text('registrations.summary.pending', { count: summary.payment.pending }), {
        exact: true,
      }),
    ).toBeVisible();
    expect(summary.payment.paid + summary.payment.pending).toBe(totals.personal + totals.family);
    await expect(region).toContainText(await priceInBrowser(page, summary.income.expected));
    await expect(region).toContainText(await priceInBrowser(page, summary.income.paid));
  }

  // Each tab's CSV holds every booking of its kind, not only the page shown.
  for (const kind of KINDS) {
    await tab(page, kind, totals[kind]).click();
    const expected = await allBookings(request, event.id, kind);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text(`registrations.export.${kind}`), exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`registrations_${event.id}_${kind}.csv`);
    const rows = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    const [header, ...body] = rows;
    // The columns are named in the interface's language, Polish here.
    expect(header?.slice(0, 4)).toEqual([
      text('registrations.csv.id'),
      text(kind === 'personal' ? 'registrations.csv.name' : 'registrations.csv.parent_name'),
      text('registrations.csv.phone'),
      text('registrations.csv.email'),
    ]);
    expect(body).toHaveLength(totals[kind]);
    expect(body.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
      expected.map((each) => each.id).sort((a, b) => a - b),
    );
    expect(body.map((row) => row[3]).sort()).toEqual(expected.map((each) => each.email).sort());
  }
});

test('a tab with more than ten bookings pages on its own, and its CSV holds every page', async ({
  page,
  request,
}) => {
  const event = await createEvent(request, eventPayload(20));
  try {
    for (let index = 1; index <= 11; index += 1)
      await book(request, event.id, {
        type: 'personal',
        name: `Paging guest ${String(index).padStart(2, '0')}`,
        phone: `+48 600 300 ${String(100 + index)}`,
        email: `paging.guest${index}@example.org`,
        student: index % 2 === 0,
        transportation: false,
        city: '',
      });
    const second = await registrations(request, event.id, 2, 10);
    expect(second.pagination.personal).toMatchObject({ total: 11, total_pages: 2 });

    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto(`/dashboard/Events/${event.id}/registrations`);
    await expect(tab(page, 'personal', 11)).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: text('registrations.caption.personal', { count: 11 }) });
    await expect(table.getByRole('row')).toHaveCount(11);

    const asked = page.waitForRequest(
      (sent) =>
        sent.url().includes(`/api/events/${event.id}/registrations?`) &&
        new URL(sent.url()).searchParams.get('page') === '2',
    );
    await page
      .getByRole('navigation', { name: text('registrations.pagination.personal') })
      .getByRole('button', {
        name: String(new IntlMessageFormat(uiText('pl', 'ui.pagination.page'), 'pl').format({ page: 2 })),
        exact: true,
      })
      .click();
    await asked;
    await expect(page).toHaveURL(/[?&]personal=2/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(
      table.getByText(second.personal_registrations[0]?.email ?? '', { exact: true }),
    ).toBeVisible();

    // The family tab has its own page 1, and no bookings.
    await tab(page, 'family', 0).click();
    await expect(page.getByText(text('registrations.empty.family'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('registrations.export.family'), exact: true }),
    ).toBeDisabled();

    // Back on the personal tab, still on its page 2, the export holds both pages.
    await tab(page, 'personal', 11).click();
    await expect(page).toHaveURL(/[?&]personal=2/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text('registrations.export.personal'), exact: true }).click();
    const rows = parseCsv(await readFile((await (await downloading).path()) as string, 'utf8'));
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(Array.from({ length: 11 }, (_, index) => `Paging guest ${String(index + 1).padStart(2, '0')}`));
  } finally {
    await deleteEvent(request, event.id);
  }
});

test('an imam opens an event’s registrations too', async ({ page, request }) => {
  const event = await busiestEvent(request);
  const first = await registrations(request, event.id, 1, 10);
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await page.goto(`/dashboard/Events/${event.id}/registrations`);
  await expect(
    page.getByRole('heading', { level: 1, name: first.event?.event_name ?? event.event_name }),
  ).toBeVisible();
  await expect(tab(page, 'personal', first.pagination.personal.total)).toBeVisible();
  await expect(tab(page, 'family', first.pagination.family.total)).toBeVisible();
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['en', 'ar'] as const) {
    test(`the registrations of an event in ${locale}`, async ({ page, request }) => {
      const event = await busiestEvent(request);
      const first = await registrations(request, event.id, 1, 10);
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByRole('banner').locator(languageButton(page, locale)).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto(`/dashboard/Events/${event.id}/registrations`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

      for (const kind of KINDS) {
        await tab(page, kind, first.pagination[kind].total, locale).click();
        await expect(page.getByRole('table')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
          table: (() => {
            const box = document.querySelector<HTMLElement>('[data-slot="data-table"]');
            return box ? box.scrollWidth - box.clientWidth : 0;
          })(),
        }));
        expect(widths.page, `the ${kind} tab is wider than the screen`).toBeLessThanOrEqual(widths.window);
        expect(widths.table, `the ${kind} table scrolls sideways`).toBeLessThanOrEqual(1);
      }
    });
  }
});
