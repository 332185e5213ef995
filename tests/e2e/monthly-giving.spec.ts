import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { adminCategories, countsOf, openArea, showLastPage, tab, text } from './support/donations';
import { giftPageText, publicSiteText, textBeforeArgument } from './support/messages';
import { readOutbox } from './support/outbox';
import { e2eServer } from './support/server-environment';

/*
 * Monthly giving from the donor's first gift to its stop: set up on the public site with the test
 * card, a month passing (the demo's renewal, the same run the server makes on its own), the donor's
 * link from the receipt to change the amount and stop, and the admin's list of monthly donors.
 */

const pl = (id: string) => publicSiteText('pl', id);
const gift = (id: string) => giftPageText('pl', id);

/** The management tokens mailed to an address so far, in order, with the kind of each mail. */
const mailsTo = (email: string) => readOutbox().filter((mail) => mail.to === email);

test('a donor sets up a monthly gift, a month is charged, and the donor raises it (confirmed from their mailbox) and stops it through the receipt’s link; the admin sees it', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { Authorization: `Bearer ${token}` };
  const marker = `Szkoła weekendowa ${randomBytes(3).toString('hex')}`;
  const created = await request.post(`${e2eServer.apiUrl}/categories/`, {
    headers,
    data: {
      name_en: `${marker} EN`,
      name_ar: `${marker} AR`,
      name_pl: `${marker} PL`,
      description_en: 'Teachers and books for the weekend school.',
      description_ar: 'معلمون وكتب للمدرسة الأسبوعية.',
      description_pl: 'Nauczyciele i książki dla szkoły weekendowej.',
      payment_type: 'Monthly',
      default_value: 50,
      target_amount: 5000,
      current_amount: 0,
      is_available: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // A donor in Polish chooses monthly on the amount step and pays the first month with the test card.
  const email = `monthly-${randomBytes(3).toString('hex')}@example.org`;
  const donorContext = await browser.newContext();
  await donorContext.addInitScript(() => window.localStorage.setItem('language', 'pl'));
  const donor = await donorContext.newPage();
  await donor.goto(`${e2eServer.publicUrl}/donation/${id}`);
  await donor.getByRole('button', { name: pl('category.donate'), exact: true }).click();
  await donor.getByRole('radio', { name: gift('donate.monthly'), exact: true }).check();
  await expect(donor.getByText(gift('donate.monthlyHint'))).toBeVisible();
  await donor.getByRole('radio', { name: /\b50\b/ }).check();
  await donor.getByRole('button', { name: gift('donate.submitMonthly'), exact: true }).click();
  await expect(donor.getByText(textBeforeArgument(gift('payment.monthlyNote')))).toBeVisible();
  // Back to the amount step finds Monthly and 50 as chosen; on again to the payment page.
  await donor.goBack();
  await expect(donor.getByRole('radio', { name: gift('donate.monthly'), exact: true })).toBeChecked();
  await expect(donor.getByRole('radio', { name: /\b50\b/ })).toBeChecked();
  await donor.getByRole('button', { name: gift('donate.submitMonthly'), exact: true }).click();
  await expect(donor.getByText(textBeforeArgument(gift('payment.monthlyNote')))).toBeVisible();
  // A BLIK code pays once: the monthly gift is set up with a card only.
  await expect(donor.getByRole('tab', { name: pl('payment.method.blik') })).toHaveCount(0);
  await donor.getByRole('textbox', { name: pl('payment.name') }).fill('Hanna Miesięczna');
  await donor.getByRole('textbox', { name: pl('payment.email') }).fill(email);
  await donor.getByRole('textbox', { name: pl('payment.card') }).fill('4242 4242 4242 4242');
  await donor
    .getByRole('button', { name: new RegExp(textBeforeArgument(gift('payment.submitMonthly'))) })
    .click();
  await expect(donor.getByRole('heading', { name: gift('thanks.receivedTitle') })).toBeVisible();
  await expect(donor.getByText(textBeforeArgument(gift('thanks.monthlyText')))).toBeVisible();

  // The receipt carries the link to manage it.
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.kind === 'receipt').length, { timeout: 10_000 })
    .toBe(1);
  const link = mailsTo(email).find((mail) => mail.kind === 'receipt')?.code ?? '';
  expect(link).toMatch(/^[\w-]+\.[\w-]+$/);

  // A month passes: the renewal charges the saved card, and the month's receipt comes.
  const list = await request.get(`${e2eServer.apiUrl}/categories/${id}/monthly-gifts`, { headers });
  const [monthly] = ((await list.json()) as { items: { id: number }[] }).items;
  const renewed = await request.post(`${e2eServer.apiUrl}/payments/test/monthly-gifts/${monthly?.id}/renew`, {
    headers,
  });
  expect(renewed.status(), await renewed.text()).toBe(200);
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.kind === 'receipt').length, { timeout: 10_000 })
    .toBe(2);

  // Through the link, without an account, the donor asks for a higher amount: the link itself never
  // raises it; a confirmation goes to the donor's mailbox, and its link raises it from the next month.
  await donor.goto(`${e2eServer.publicUrl}/monthly/${link}`);
  await expect(donor.getByRole('heading', { level: 1, name: gift('monthly.title') })).toBeVisible();
  const amount = donor.getByRole('textbox', { name: gift('monthly.amountLabel') });
  await expect(amount).toHaveValue('50');
  await amount.fill('75');
  await donor.getByRole('button', { name: gift('monthly.askRaise') }).click();
  await expect(donor.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.kind === 'monthly_confirm').length, { timeout: 10_000 })
    .toBe(1);
  const confirmation = mailsTo(email).find((mail) => mail.kind === 'monthly_confirm')?.code ?? '';
  await donor.goto(`${e2eServer.publicUrl}/monthly/confirm/${confirmation}`);
  await donor
    .getByRole('button', { name: new RegExp(`^${textBeforeArgument(gift('monthly.raiseConfirm'))}`) })
    .click();
  await expect(donor.getByRole('heading', { level: 1, name: gift('monthly.raisedTitle') })).toBeVisible();
  await donor.goto(`${e2eServer.publicUrl}/monthly/${link}`);

  // The admin sees the donor among the category's monthly donors: 75 zł a month, two months paid.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  const counts = countsOf(await adminCategories(request));
  await tab(page, 'customized', counts.customized).click();
  await showLastPage(page, counts.customized);
  await page
    .getByRole('row')
    .filter({ hasText: `${marker} PL` })
    .getByRole('button', { name: new RegExp(`^${text('donations.monthlyButton')}`) })
    .click();
  // The category's name is isolated (U+2068 … U+2069) in the dialog's title.
  const donors = page.getByRole('dialog', {
    name: new RegExp(`^${textBeforeArgument(text('donations.monthly.title'))}.*${marker} PL`),
  });
  await expect(donors.getByRole('listitem')).toHaveCount(1);
  await expect(donors.getByRole('listitem')).toContainText('Hanna Miesięczna');
  await expect(donors.getByRole('listitem')).toContainText(/75/);
  await expect(donors.getByRole('listitem')).toContainText(/\b2\b/);
  await page.keyboard.press('Escape');
  await expect(donors).toBeHidden();

  // The donor stops it, after the question; the mail says so, and no month is charged any more.
  await donor.getByRole('button', { name: gift('monthly.stop') }).click();
  await donor
    .getByRole('alertdialog', { name: gift('monthly.stopTitle') })
    .getByRole('button', { name: gift('monthly.stopConfirm') })
    .click();
  await expect(donor.getByRole('heading', { level: 1, name: gift('monthly.stoppedTitle') })).toBeVisible();
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.kind === 'monthly_stopped').length, { timeout: 10_000 })
    .toBe(1);
  const again = await request.post(`${e2eServer.apiUrl}/payments/test/monthly-gifts/${monthly?.id}/renew`, {
    headers,
  });
  expect(again.status()).toBe(404);
  await donorContext.close();
});

test('a management link altered by one character opens nothing and changes nothing', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto(
    `${e2eServer.publicUrl}/monthly/eyJnaWZ0IjoxLCJleHBpcmVzIjo0MTAyNDQ0ODAwfQ.bm90LXRoZS1zaWduYXR1cmU`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: giftPageText('en', 'monthly.invalidTitle') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: giftPageText('en', 'monthly.stop') })).toHaveCount(0);
});
