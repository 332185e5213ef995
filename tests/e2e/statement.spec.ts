import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { giftPageText, publicSiteText } from './support/messages';
import { readOutbox } from './support/outbox';
import { e2eServer } from './support/server-environment';

/*
 * The yearly statement of gifts: asked for on the public site, mailed as a link, opened as a PDF, and
 * the same answer for an address that never gave.
 */

const pl = (id: string) => giftPageText('pl', id);

/** The year it is at the centre (Warsaw), which the form offers first. */
const centreYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()));

/** The text of a PDF's pages as pdf.js reads it, spaces dropped (words are drawn one by one). */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await document.destroy();
  return text.replace(/\s+/g, '');
}

async function askInPolish(page: Page, email: string) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'pl'));
  await page.goto(e2eServer.publicUrl);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: publicSiteText('pl', 'layout.statement') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: pl('statement.title') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: pl('statement.year') })).toHaveValue(String(centreYear()));
  await page.getByRole('textbox', { name: pl('statement.email') }).fill(email);
  await page.getByRole('button', { name: pl('statement.submit') }).click();
  await expect(page.getByRole('status')).toContainText(email);
}

test('a donor asks for the year’s statement, gets a link by mail and opens the PDF of their gifts', async ({
  page,
  request,
}) => {
  // A gift of 75 zł paid with the test card, as the payment page sends it.
  const email = `statement-${randomBytes(3).toString('hex')}@example.org`;
  const [category] = (await (await request.get(`${e2eServer.apiUrl}/main_categories/`)).json()) as {
    id: number;
  }[];
  const given = await request.post(`${e2eServer.apiUrl}/donations`, {
    data: {
      payment_method: '4242424242424242',
      amount: 75,
      category_id: category?.id,
      donor_name: 'Zofia Statement',
      donor_email: email,
      idempotency_key: `e2e-statement-${randomBytes(8).toString('hex')}`,
    },
  });
  expect(given.status(), await given.text()).toBe(201);

  await askInPolish(page, email);

  let token = '';
  await expect
    .poll(
      () => {
        token = readOutbox().find((mail) => mail.to === email && mail.kind === 'statement')?.code ?? '';
        return token;
      },
      { message: `a statement mail to ${email}`, timeout: 10_000 },
    )
    .not.toBe('');
  const pdf = await request.get(`${e2eServer.apiUrl}/donations/statements/${token}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(`Zestawieniedarowizn zarok${centreYear()}`.replace(/\s+/g, ''));
  // The donor by the name given with the gift, and the address it was asked for.
  expect(text).toContain('Darczyńca:ZofiaStatement');
  expect(text).toContain(email);
  expect(text).toContain('75,00zł');
});

test('an address that never gave gets the same answer, and no mail', async ({ page }) => {
  const email = `never-gave-${randomBytes(3).toString('hex')}@example.org`;
  await askInPolish(page, email);
  // The server queues a statement mail before it answers, so by the time the page says so, a mail
  // to this address would be in the outbox.
  expect(readOutbox().filter((mail) => mail.to === email)).toEqual([]);
});

test('the statement page fits a 390 px phone in Arabic, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto(`${e2eServer.publicUrl}/statement`);
  await expect(
    page.getByRole('heading', { level: 1, name: giftPageText('ar', 'statement.title') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('textbox', { name: giftPageText('ar', 'statement.email') })
    .fill('aleksandra.maria.kowalska-abdelrahman@przyklad-bardzo-dlugi.example.org');
  await page.getByRole('button', { name: giftPageText('ar', 'statement.submit') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
