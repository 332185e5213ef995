import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * The congregation's timetable (/prayer-times) against the real server and its demo Warsaw year:
 * reached from the header, today's card and the month with today marked as the server gives it, the
 * months turned, the calendar feed behind the subscription link, one printed page with nothing but the
 * table, and Arabic on a phone without sideways scroll.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Record<string, string>;
const EN = read('apps/public-site/src/features/prayer-times/locales/en.json');
const SITE = read('apps/public-site/src/locales/en.json');
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

function mosqueToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('en', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );

test.describe('the public prayer timetable', () => {
  test('shows today and the month as the server keeps them, and turns the months', async ({
    page,
    request,
  }) => {
    const today = mosqueToday();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const answer = await request.get(
      `${e2eServer.apiUrl}/public/prayer-times?city=Warsaw&from=${today}&to=${today}`,
    );
    const [served] = ((await answer.json()) as { days: { fajr_athan: string }[] }).days;

    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(e2eServer.publicUrl);
    await page.getByRole('link', { name: SITE['layout.nav.prayerTimes'] }).click();
    await expect(page).toHaveURL(/\/prayer-times$/);

    const caption = fill(EN['timetable.caption'] as string, {
      city: 'Warsaw',
      month: monthName(year, month),
    });
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    await expect(page.getByRole('region', { name: EN['timetable.today.title'] })).toBeVisible();
    const todayRow = table.locator('tr[aria-current="date"]');
    await expect(todayRow).toHaveCount(1);
    // Today's fajr athan as the server keeps it ('05:11:00' reads 5:11 AM); a day the staff have
    // cleared (another test may) keeps its row and says it has no times.
    if (served) {
      const [hours, minutes] = served.fajr_athan.split(':').map(Number) as [number, number];
      const fajr = new Intl.DateTimeFormat('en', {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
      await expect(todayRow.locator('td').nth(1)).toContainText(fajr);
    } else {
      await expect(todayRow).toContainText(EN['timetable.dayMissing'] as string);
    }
    // Every day of the month has its row.
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    await expect(table.locator('tbody tr')).toHaveCount(days);

    await page.getByRole('button', { name: EN['timetable.month.next'] }).click();
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    await expect(page).toHaveURL(new RegExp(`month=${next.year}-${String(next.month).padStart(2, '0')}$`));
    await expect(
      page.getByRole('heading', { level: 2, name: monthName(next.year, next.month) }),
    ).toBeVisible();
    await page.getByRole('button', { name: EN['timetable.month.previous'] }).click();
    await expect(table).toBeVisible();
  });

  test('links a calendar feed a phone can subscribe to, in the page language', async ({ page, request }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'pl'));
    await page.goto(`${e2eServer.publicUrl}/prayer-times`);
    const plain = read('apps/public-site/src/features/prayer-times/locales/pl.json');
    const subscribe = page.getByRole('link', { name: plain['timetable.subscribe'] });
    const href = (await subscribe.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/public\/prayer-times\.ics\?city=Warsaw&lang=pl$/,
    );
    const feed = await request.get(`${e2eServer.apiUrl}/public/prayer-times.ics?city=Warsaw&lang=pl`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    const download = page.getByRole('link', { name: plain['timetable.download'] });
    expect(await download.getAttribute('href')).toBe(href.replace(/^webcal:/, 'http:'));
  });

  test('prints the month alone on one A4 page, right to left in Arabic', async ({ page }) => {
    // The longest table: of this month and the next (both with the demo's iqama), one with 31 days.
    const [year, month] = mosqueToday().split('-').map(Number) as [number, number];
    const days = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const printed = days(year, month) === 31 ? { year, month } : next;
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto(
      `${e2eServer.publicUrl}/prayer-times?month=${printed.year}-${String(printed.month).padStart(2, '0')}`,
    );
    await expect(page.locator('.month-table')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.public-layout__header')).toBeHidden();
    await expect(page.locator('.today-card')).toBeHidden();
    await expect(page.locator('.timetable-page__subscribe')).toBeHidden();
    await expect(page.getByRole('table')).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  test('fits a phone in Arabic: a whole day in view, neither the page nor the table scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto(`${e2eServer.publicUrl}/prayer-times`);
    await expect(page.locator('.month-table')).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    const frame = page.locator('.month-table');
    expect(await frame.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    // Every prayer's column lies inside the frame: no prayer hides behind a sideways scroll.
    const ar = read('apps/public-site/src/features/prayer-times/locales/ar.json');
    const box = await frame.boundingBox();
    for (const prayer of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']) {
      const header = await page
        .getByRole('columnheader', { name: ar[`prayer.name.${prayer}`], exact: true })
        .boundingBox();
      expect(header && box && header.x >= box.x - 1 && header.x + header.width <= box.x + box.width + 1).toBe(
        true,
      );
    }
  });
});
