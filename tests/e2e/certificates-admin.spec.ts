import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { languageButton, signIn } from './support/dashboard';
import { fillDateField } from './support/date-field';
import { DEMO } from './support/demo-accounts';
import type { Locale } from './support/events';
import { certificatePaperText, dashboardText } from './support/messages';
import { readOutbox } from './support/outbox';
import { e2eServer } from './support/server-environment';

/*
 * The admin's Marriage certificates area against the built server and its demo seed (twenty requests
 * in every status). The dashboard signs in in Polish, its default, so the screen is read in Polish
 * until a test switches the language.
 */

/** A dashboard message in a language (Polish unless told), with its ICU plurals formatted. */
function t(id: string, values: Record<string, string | number> = {}, locale: Locale = 'pl'): string {
  return String(new IntlMessageFormat(dashboardText(locale, id), locale).format(values));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by the start of its label (the visible label also carries a required marker). */
const field = (scope: Locator, id: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(t(id))}`));

const headers = (token: string) => ({ Authorization: `Bearer ${token}` });
const adminToken = (request: APIRequestContext) =>
  apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);

/** Creates a marriage request through the API, for a test that deletes it. */
async function createRequest(request: APIRequestContext, applicant: string): Promise<number> {
  const answer = await request.post(`${e2eServer.apiUrl}/marriage`, {
    headers: headers(await adminToken(request)),
    data: {
      request_type: 'marriage',
      applicant_name: applicant,
      applicant_father_name: 'Adam Nowak',
      applicant_id_number: 'ABC12345',
      applicant_phone: '+48 600 100 200',
      spouse_name: 'Zofia Wiśniewska',
      spouse_father_name: 'Piotr Wiśniewski',
      marriage_date: '2025-05-10',
      marriage_location: 'Warszawa',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { request: { id: number } }).request.id;
}

async function openCertificates(page: Page) {
  await page.getByRole('link', { name: t('nav.MarriageCertificates') }).click();
  await expect(page).toHaveURL(/\/dashboard\/MarriageCertificates$/);
  await expect(page.getByRole('heading', { level: 1, name: t('certificates.title') })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
}

/** Moves the open request to a status with a note, and waits for the history to show the change. */
async function moveTo(page: Page, from: string, to: string, note: string) {
  await page.getByLabel(t('certificates.statusForm.status'), { exact: true }).selectOption(to);
  await page.getByLabel(t('certificates.statusForm.note')).fill(note);
  await page.getByRole('button', { name: t('certificates.statusForm.save') }).click();
  const history = page.getByRole('region', { name: t('certificates.history.title') });
  await expect(
    history.getByText(
      t('certificates.history.change', {
        from: t(`certificates.status.${from}`),
        to: t(`certificates.status.${to}`),
      }),
    ),
  ).toBeVisible();
  await expect(history.getByText(note)).toBeVisible();
}

test('an admin adds a marriage request with the applicant’s address, moves it to completed (the applicant told three times), filters by status and prints its certificate in Arabic', async ({
  page,
}) => {
  const applicant = `Yusuf Testowy ${Date.now()}`;
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openCertificates(page);

  // Add: the type first, then the marriage's fields.
  await page.getByRole('button', { name: t('certificates.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('certificates.form.addTitle') });
  await dialog.getByRole('radio', { name: t('certificates.type.marriage') }).check();
  await field(dialog, 'certificates.field.applicant_name').fill(applicant);
  await field(dialog, 'certificates.field.applicant_father_name').fill('Adam Testowy');
  await field(dialog, 'certificates.field.applicant_id_number').fill('abc 123 456');
  await field(dialog, 'certificates.field.applicant_phone').fill('+48 600-123-456');
  await field(dialog, 'certificates.field.spouse_name').fill('Mariam Nowak');
  await field(dialog, 'certificates.field.spouse_father_name').fill('Omar Nowak');
  await fillDateField(
    dialog.getByRole('group', { name: new RegExp(escapeRegExp(t('certificates.field.marriage_date'))) }),
    '2026-10-17',
  );
  await field(dialog, 'certificates.field.marriage_location').fill('https://maps.example.org/?q=warszawa');
  // The applicant asks to hear of the request by mail, in Arabic.
  const email = `applicant.${Date.now()}@example.org`;
  await field(dialog, 'certificates.field.applicant_email').fill(email);
  await dialog.getByLabel(t('certificates.field.preferred_language'), { exact: true }).selectOption('ar');
  await dialog.getByRole('button', { name: t('certificates.form.create') }).click();

  // The new request opens, pending, with its history.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('certificates.detail.title', { name: applicant }),
    }),
  ).toBeVisible();
  await expect(page.getByText('+48600123456')).toBeVisible();
  await expect(page.getByText('ABC123456')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(t('certificates.language.ar', { name: 'العربية' }))).toBeVisible();
  const history = page.getByRole('region', { name: t('certificates.history.title') });
  await expect(
    history.getByText(t('certificates.history.created', { status: t('certificates.status.pending') })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('certificates.print') })).toHaveCount(0);

  await moveTo(page, 'pending', 'under_review', 'Documents received');
  await moveTo(page, 'under_review', 'needs_correction', 'The spouse ID is missing');
  await moveTo(page, 'needs_correction', 'approved', 'Corrected');
  await moveTo(page, 'approved', 'completed', 'Signed');
  await expect(history.getByRole('listitem')).toHaveCount(5);
  // The applicant heard of the correction, the approval and the certificate ready, not of the review.
  await expect
    .poll(() => readOutbox().filter((mail) => mail.to === email && mail.kind === 'request_status').length)
    .toBe(3);

  // The table, filtered by Completed, holds it; filtered by Rejected, it does not.
  await page.getByRole('button', { name: t('certificates.detail.back') }).click();
  const filter = page.getByLabel(t('certificates.filter.label'), { exact: true });
  await filter.selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: applicant, exact: true })).toBeVisible();
  const badges = table.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t('certificates.status.completed'))}:`),
  });
  // The rows of the unfiltered list stay until the filtered page arrives: compare once it has.
  await expect
    .poll(async () => {
      const rows = await table.locator('tbody tr').count();
      return rows > 0 && (await badges.count()) === rows;
    })
    .toBe(true);
  await filter.selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  await expect(table.getByRole('button', { name: applicant, exact: true })).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await filter.selectOption('');
  await expect(page).not.toHaveURL(/status=/);

  // The print view: staff working in Polish print the certificate in Arabic, right to left,
  // issued by the mosque; the map link the request stores never reaches the paper.
  await table.getByRole('button', { name: applicant, exact: true }).click();
  const print = page.getByRole('button', { name: t('certificates.print') });
  await expect(print).toBeVisible();
  await page.getByRole('combobox', { name: t('certificates.printView.language') }).click();
  await page.getByRole('option', { name: t('certificates.printView.language.ar') }).click();
  const certificate = page.locator('.certificate');
  await expect(certificate.getByRole('heading', { level: 1 })).toHaveText(
    certificatePaperText('ar', 'certificatePaper.marriage.title'),
  );
  await expect(certificate).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(certificate).toContainText('المركز الثقافي الإسلامي في وارسو');
  await expect(certificate).toContainText('ul. Przykładowa 1');
  await expect(certificate).not.toContainText('Minbar');
  await expect(certificate).not.toContainText('maps.example.org');
  await print.click();
  const place = page.getByRole('textbox', {
    name: new RegExp(escapeRegExp(t('certificates.printView.placeName'))),
  });
  await expect(place).toBeFocused();
  await place.fill('Meczet Ochota, Warszawa');
  await expect(certificate.locator('[data-slot="place"]')).toHaveText('Meczet Ochota, Warszawa');
  await page.emulateMedia({ media: 'print' });
  await expect(certificate).toBeVisible();
  await expect(certificate).toContainText(applicant);
  await expect(certificate).toContainText('Mariam Nowak');
  for (const hidden of [
    page.locator('[data-slot="sidebar"]'),
    page.locator('[data-slot="header"]'),
    print,
    page.getByRole('region', { name: t('certificates.history.title') }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(certificate).toHaveCSS('direction', 'rtl');
  // One A4 page.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
  await expect(print).toBeVisible();
});

test('an admin deletes a request after the confirmation', async ({ page, request }) => {
  const applicant = `Do usunięcia ${Date.now()}`;
  const id = await createRequest(request, applicant);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/dashboard/MarriageCertificates?id=${id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('certificates.detail.title', { name: applicant }),
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('certificates.delete'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('certificates.delete.title') });
  await expect(confirm).toContainText(applicant);
  // Cancelling keeps it.
  await confirm.getByRole('button', { name: t('shell.cancel') }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: t('certificates.delete'), exact: true }).click();
  await confirm.getByRole('button', { name: t('certificates.delete.confirm') }).click();
  await expect(page).not.toHaveURL(/id=/);
  await expect(page.getByRole('table').getByRole('button', { name: applicant, exact: true })).toHaveCount(0);
  const gone = await request.get(`${e2eServer.apiUrl}/marriage/${id}`, {
    headers: headers(await adminToken(request)),
  });
  expect(gone.status()).toBe(404);
});

test('an imam has no link to the certificates, and the address signs them out', async ({ page }) => {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await expect(page.getByRole('link', { name: t('nav.MarriageCertificates') })).toHaveCount(0);
  await page.goto('/dashboard/MarriageCertificates');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`Marriage certificates in ${locale}`, async ({ page }) => {
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.getByRole('banner').locator(languageButton(page, locale)).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/dashboard/MarriageCertificates');
      await expect(
        page.getByRole('heading', { level: 1, name: t('certificates.title', {}, locale) }),
      ).toBeVisible();
      const wide = async (view: string) => {
        await page.waitForLoadState('networkidle');
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(
          scrollWidth,
          `${view}: ${scrollWidth} px wide on a ${innerWidth} px screen`,
        ).toBeLessThanOrEqual(innerWidth);
      };
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows.first().getByRole('button').first()).toBeVisible();
      await wide('table');
      await rows.first().getByRole('button').last().click();
      await expect(page.getByRole('table').getByRole('combobox')).toBeVisible();
      await wide('status select');
      await rows.first().getByRole('button').first().click();
      await expect(page).toHaveURL(/[?&]id=\d+/);
      await expect(
        page.getByRole('region', { name: t('certificates.history.title', {}, locale) }),
      ).toBeVisible();
      await wide('request');
      await page.getByRole('button', { name: t('certificates.edit', {}, locale), exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await wide('edit form');
    });
  }
});
