import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { cityName } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The prayer-times tools against the built server with its demo data (the current Warsaw year): a
 * year downloaded and imported back, a Mawaqit month imported, the chart and statistics of an
 * imported month, and the printed timetable. Each test uses a city of its own (Szczecin, Lodz,
 * Bydgoszcz), so the order of tests and of test files never matters. The dashboard starts in Polish.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const AREA = resolve(ROOT, 'apps/dashboard/src/features/prayer-times');
const PL = JSON.parse(readFileSync(resolve(AREA, 'locales/pl.json'), 'utf8')) as Record<string, string>;
const MAWAQIT = resolve(AREA, 'import/testdata');

/** A message of the area's Polish catalogue, formatted as the screen formats it (ICU plurals included). */
function text(id: string, values: Record<string, string | number> = {}): string {
  const message = PL[id];
  if (message === undefined) throw new Error(`prayer-times pl.json has no message "${id}".`);
  return String(new IntlMessageFormat(message, 'pl').format(values));
}

const pad = (value: number) => String(value).padStart(2, '0');
const isLeapYear = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/** The mosque's year and month (Europe/Warsaw), as the screen computes them. */
function mosqueToday(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return { year, month };
}

async function openPrayerTimes(page: Page) {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await expect(page).toHaveURL(/\/dashboard\/AthanTimes$/);
  await expect(page.getByRole('heading', { level: 1, name: text('prayer.title') })).toBeVisible();
}

/** Chooses a city by the API identifier; the option reads as Polish names it ('Lodz' is 'Łódź'). */
async function chooseCity(page: Page, city: string) {
  await page.getByRole('combobox', { name: text('prayer.city') }).click();
  await page.getByRole('option', { name: cityName('pl', city), exact: true }).click();
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: text('prayer.upload'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text('tools.import.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A month and year as the dashboard names them in Polish ('luty 2028'). */
const monthOfYear = (year: number, month: number) =>
  new Intl.DateTimeFormat('pl', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** The confirmation an import asks for; returns it once its Import button can be pressed. */
async function confirmImport(page: Page, description?: string): Promise<void> {
  const confirm = page.getByRole('alertdialog', { name: text('tools.import.confirm.title') });
  if (description !== undefined) await expect(confirm).toHaveAccessibleDescription(description);
  const submit = confirm.getByRole('button', { name: text('tools.import.confirm.submit'), exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
}

async function apiGet(request: APIRequestContext, path: string) {
  const token = await apiAccessToken(request, DEMO.imam.email, DEMO.imam.password);
  const answer = await request.get(`${e2eServer.apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer;
}

test('a downloaded year is imported back whole into another city, and its month charts and counts', async ({
  page,
  request,
}) => {
  const { year, month } = mosqueToday();
  await openPrayerTimes(page);

  await page.getByRole('button', { name: text('prayer.download'), exact: true }).click();
  const download = page.getByRole('dialog', { name: text('prayer.downloadDialog.title') });
  const downloading = page.waitForEvent('download');
  await download.getByRole('button', { name: text('prayer.downloadDialog.submit') }).click();
  const path = await (await downloading).path();
  const csv = readFileSync(path, 'utf8');
  const days = csv.trim().split('\n').slice(1);
  expect(days.length).toBeGreaterThan(300);
  const thisMonth = days.filter((line) => line.startsWith(`${year}-${pad(month)}-`));

  await chooseCity(page, 'Szczecin');
  await expect(page.getByText(text('prayer.table.empty'))).toBeVisible();

  const dialog = await openImport(page);
  // The download's own header line, named in the description as the file's words.
  await expect(dialog).toContainText(
    text('tools.import.description', {
      city: cityName('pl', 'Szczecin'),
      columns: 'date,fajr,dhuhr,asr,maghrib,isha',
    }),
  );
  await dialog.getByLabel(text('tools.import.file')).setInputFiles(path);
  await expect(dialog.getByText(text('tools.import.format.minbar'))).toBeVisible();
  await expect(
    dialog.getByText(
      text('tools.import.summary.valid', { count: days.length, city: cityName('pl', 'Szczecin') }),
    ),
  ).toBeVisible();
  const preview = dialog.getByRole('region', { name: text('tools.import.previewRegion') });
  await expect(preview.getByRole('row')).toHaveCount(days.length + 1);
  await dialog.getByRole('button', { name: text('tools.import.save'), exact: true }).click();
  await confirmImport(page);

  await expect(
    page.getByText(text('tools.import.saved', { count: days.length, city: cityName('pl', 'Szczecin') })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The screen reloads without a refresh: this month's rows of the file are now Szczecin's table.
  await expect(page.locator('.prayer-month-table tbody tr[data-date]')).toHaveCount(thisMonth.length);
  // The server holds exactly the file: Szczecin's download is byte for byte the Warsaw one imported.
  const stored = await apiGet(request, `/prayer-times/year/${year}/download?city=Szczecin`);
  expect(await stored.text()).toBe(csv);

  await page.getByRole('tab', { name: text('prayer.view.chart'), exact: true }).click();
  const chart = page.locator('[data-slot="prayer-chart"]');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAccessibleName(
    text('tools.chart.summary', {
      month: new Intl.DateTimeFormat('pl', { month: 'long', year: 'numeric' }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      ),
      count: thisMonth.length,
    }),
  );

  await page.getByRole('tab', { name: text('prayer.view.statistics'), exact: true }).click();
  const statistics = page.locator('[data-slot="prayer-statistics"]').getByRole('table');
  const rows = statistics.getByRole('row');
  await expect(rows).toHaveCount(6);
  const monthLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
  await expect(rows.nth(1)).toContainText(text('tools.prayer.fajr'));
  await expect(rows.nth(1)).toContainText(text('tools.stats.days', { count: thisMonth.length }));
  await expect(rows.nth(1)).toContainText(
    text('tools.stats.days', { count: monthLength - thisMonth.length }),
  );
});

test('a Mawaqit month is imported for the month chosen; in a month without its days nothing is saved', async ({
  page,
  request,
}) => {
  const { year } = mosqueToday();
  // The dialog offers next year, this year and the nine before it.
  const commonYear = [year, year - 1, year - 2].find((candidate) => !isLeapYear(candidate)) as number;
  await openPrayerTimes(page);
  await chooseCity(page, 'Lodz');
  const dialog = await openImport(page);
  const importButton = dialog.getByRole('button', { name: text('tools.import.save'), exact: true });

  // French headers and zero-padded days up to the 29th, put in a February that has 28.
  await dialog
    .getByLabel(text('tools.import.file'))
    .setInputFiles(resolve(MAWAQIT, 'paris-grande-mosquee-february.csv'));
  await expect(dialog.getByText(text('tools.import.format.mawaqit'))).toBeVisible();
  const chooser = dialog.getByRole('group', { name: text('tools.import.mawaqitMonth') });
  await chooser.getByLabel(text('tools.import.month')).selectOption('2');
  await chooser.getByLabel(text('tools.import.year')).selectOption(String(commonYear));
  await expect(
    dialog.getByText(text('tools.import.summary.invalid', { count: 1, lines: '30' })),
  ).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(
    text('tools.import.fileIssue.monthMismatch', {
      rows: 29,
      days: 28,
      month: monthOfYear(commonYear, 2),
    }),
  );
  const invalid = dialog.locator('tr[data-invalid]');
  await expect(invalid).toHaveCount(1);
  await expect(invalid).toContainText(text('tools.import.issue.dayInvalid'));
  await expect(importButton).toBeDisabled();

  // English headers, June of this year.
  await dialog.getByLabel(text('tools.import.file')).setInputFiles(resolve(MAWAQIT, 'lyon-uoif-june.csv'));
  await chooser.getByLabel(text('tools.import.month')).selectOption('6');
  await chooser.getByLabel(text('tools.import.year')).selectOption(String(year));
  await expect(
    dialog.getByText(text('tools.import.summary.valid', { count: 30, city: cityName('pl', 'Lodz') })),
  ).toBeVisible();
  await importButton.click();
  await confirmImport(page);
  await expect(
    page.getByText(text('tools.import.saved', { count: 30, city: cityName('pl', 'Lodz') })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Lodz holds the 30 June days only (sunrise is not stored), nothing from the refused February.
  const stored = (await (await apiGet(request, `/prayer-times/year/${year}?city=Lodz`)).json()) as Array<
    Record<string, string>
  >;
  expect(stored).toHaveLength(30);
  expect(stored[0]).toMatchObject({
    date: `${year}-06-01`,
    fajr_athan: '04:01:00',
    dhuhr_athan: '13:39:00',
    asr_athan: '17:48:00',
    maghrib_athan: '21:23:00',
    isha_athan: '22:43:00',
  });
  expect(stored.at(-1)?.date).toBe(`${year}-06-30`);
});

test('a February Mawaqit file cannot be imported with the month left alone; chosen as February, the confirmation names city, month and days replaced', async ({
  page,
  request,
}) => {
  const { year, month } = mosqueToday();
  // The Paris calendar holds 29 days: a leap-year February among the years the dialog offers.
  const leapYear = [year + 1, ...Array.from({ length: 10 }, (_, back) => year - back)].find(
    isLeapYear,
  ) as number;
  const city = 'Bydgoszcz';
  const token = await apiAccessToken(request, DEMO.imam.email, DEMO.imam.password);
  // Three February days already stored: the import replaces them, and says so.
  const seeded = await request.post(`${e2eServer.apiUrl}/prayer-times/bulk`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      city,
      data: ['01', '02', '03'].map((day) => ({
        date: `${leapYear}-02-${day}`,
        fajr: '05:00',
        dhuhr: '12:00',
        asr: '14:30',
        maghrib: '16:30',
        isha: '18:30',
      })),
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const storedIn = async (from: string, to: string) =>
    (await (
      await apiGet(request, `/prayer-times/range?from_date=${from}&to_date=${to}&city=${city}`)
    ).json()) as Array<Record<string, string>>;
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const thisMonthRange = [
    `${year}-${pad(month)}-01`,
    `${year}-${pad(month)}-${pad(lastDay(year, month))}`,
  ] as const;

  await openPrayerTimes(page);
  await chooseCity(page, city);
  const dialog = await openImport(page);
  const importButton = dialog.getByRole('button', { name: text('tools.import.save'), exact: true });
  await dialog
    .getByLabel(text('tools.import.file'))
    .setInputFiles(resolve(MAWAQIT, 'paris-grande-mosquee-february.csv'));
  await expect(dialog.getByText(text('tools.import.format.mawaqit'))).toBeVisible();

  // Month and year left alone: nothing is chosen for the user, and Import says why it waits.
  const chooser = dialog.getByRole('group', { name: text('tools.import.mawaqitMonth') });
  const monthSelect = chooser.getByLabel(text('tools.import.month'));
  const yearSelect = chooser.getByLabel(text('tools.import.year'));
  await expect(monthSelect).toHaveValue('');
  await expect(yearSelect).toHaveValue('');
  await expect(importButton).toBeDisabled();
  await expect(importButton).toHaveAccessibleDescription(text('tools.import.fileIssue.monthRequired'));
  await importButton.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // A month alone is not enough either.
  await monthSelect.selectOption('2');
  await expect(importButton).toBeDisabled();
  expect(await storedIn(...thisMonthRange)).toHaveLength(month === 2 && year === leapYear ? 3 : 0);

  await yearSelect.selectOption(String(leapYear));
  await expect(
    dialog.getByText(text('tools.import.summary.valid', { count: 29, city: cityName('pl', city) })),
  ).toBeVisible();
  await importButton.click();
  await confirmImport(
    page,
    `${text('tools.import.confirm.month', {
      count: 29,
      month: monthOfYear(leapYear, 2),
      city: cityName('pl', city),
    })} ${text('tools.import.confirm.replaced', { count: 3 })}`,
  );
  await expect(
    page.getByText(text('tools.import.saved', { count: 29, city: cityName('pl', city) })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // February holds the file's 29 days, the seeded three replaced by Paris's times.
  const february = await storedIn(`${leapYear}-02-01`, `${leapYear}-02-29`);
  expect(february.map((day) => day.date)).toEqual(
    Array.from({ length: 29 }, (_, index) => `${leapYear}-02-${pad(index + 1)}`),
  );
  expect(february[0]).toMatchObject({ fajr_athan: '06:33:00', dhuhr_athan: '13:05:00' });
  if (month !== 2) expect(await storedIn(...thisMonthRange)).toEqual([]);
});

test('the month table prints as a timetable page, right to left in Arabic', async ({ page }) => {
  await openPrayerTimes(page);
  const table = page.locator('.prayer-month-table');
  await expect(table.locator('tbody tr[data-date]').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });

  await expect(table).toBeVisible();
  await expect(table.locator('caption')).toContainText(cityName('pl', 'Warsaw'));
  for (const hidden of [
    page.locator('[data-slot="sidebar"]'),
    page.locator('[data-slot="header"]'),
    page.getByRole('tablist'),
    page.getByRole('button', { name: text('prayer.upload'), exact: true }),
    page.getByRole('combobox', { name: text('prayer.city') }),
    page.locator('.prayer-sidebar'),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const share = await table.evaluate(
    (element) => element.getBoundingClientRect().width / document.documentElement.clientWidth,
  );
  expect(share).toBeGreaterThan(0.9);
  // A month of rows fits one A4 page.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(table.locator('tbody tr[data-date]').first()).toBeVisible();
  await expect(table.locator('caption')).toContainText(cityName('ar', 'Warsaw'));
  // Mirrored: the date column is the rightmost, the caption starts at the right edge.
  const [date, fajr] = await Promise.all(
    [0, 1].map((index) =>
      table
        .locator('thead th')
        .nth(index)
        .evaluate((cell) => cell.getBoundingClientRect().left),
    ),
  );
  expect(date).toBeGreaterThan(fajr as number);
  await expect(table.locator('caption')).toHaveCSS('text-align', 'start');
});
