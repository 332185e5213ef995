import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { DEMO } from './support/demo-accounts';
import { giftPageText, publicSiteText, textBeforeArgument } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The donor's payment steps against the real server and its test provider, which walks Stripe's
 * lifecycle: a card asking for 3-D Secure goes to the demo bank's page and back, BLIK waits for the
 * bank, and every change reaches the server as a signed webhook. The thank-you page is the gift's own.
 */
const THREE_D_SECURE = '4000 0027 6000 3184';
type Locale = 'en' | 'pl';
const say = (locale: Locale, id: string) => publicSiteText(locale, id);

interface Campaign {
  id: number;
  name: string;
  current_amount: number;
}

/** An available campaign and what it has collected, as the public API tells it. */
async function campaign(request: APIRequestContext, id?: number): Promise<Campaign> {
  if (id) return (await (await request.get(`${e2eServer.apiUrl}/categories/${id}/`)).json()) as Campaign;
  const answer = await request.get(`${e2eServer.apiUrl}/customized_categories/?page=1&per_page=5`);
  const { items } = (await answer.json()) as { items: Campaign[] };
  return items[0] as Campaign;
}

async function historyOf(request: APIRequestContext, donor: string) {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(
    `${e2eServer.apiUrl}/donations-history/?page=1&per_page=100&status=received`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const { items } = (await answer.json()) as {
    items: Array<{ donor_name: string | null; amount: number; status: string; method: string | null }>;
  };
  return items.filter((item) => item.donor_name === donor);
}

async function open(page: Page, locale: Locale, path: string) {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  await page.goto(`${e2eServer.publicUrl}${path}`);
}

/** From the campaign's page to the payment form, filled with the donor; the method is left to the test. */
async function toPaymentForm(page: Page, locale: Locale, donor: string, amount: RegExp) {
  await page.getByRole('button', { name: say(locale, 'category.donate'), exact: true }).click();
  await page.getByRole('radio', { name: amount }).check();
  await page.getByRole('button', { name: say(locale, 'donate.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('textbox', { name: say(locale, 'payment.name') }).fill(donor);
  await page.getByRole('textbox', { name: say(locale, 'payment.email') }).fill('donor@example.org');
}

const pay = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(textBeforeArgument(say(locale, 'payment.submit'))) }).click();

test('3-D Secure approved at the bank: the thank-you page is final through reload, Back and a new tab, and the campaign grows once', async ({
  page,
  request,
  context,
}) => {
  const before = await campaign(request);
  const donor = `Secure Donor ${Date.now()}`;
  await open(page, 'en', `/donation/${before.id}`);
  await toPaymentForm(page, 'en', donor, /\b25\b/);
  await page.getByRole('textbox', { name: say('en', 'payment.card') }).fill(THREE_D_SECURE);
  await pay(page, 'en');

  await expect(page).toHaveURL(/\/test-bank\/pi_test_/);
  await expect(page.getByRole('heading', { name: giftPageText('en', 'bank.title') })).toBeVisible();
  await page.getByRole('button', { name: giftPageText('en', 'bank.approve') }).click();

  await expect(page).toHaveURL(/\/thanks\/\d+\?token=/);
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('donor@example.org');
  const thanks = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();

  const other = await context.newPage();
  await other.goto(thanks);
  await expect(
    other.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') }),
  ).toBeVisible();
  await other.close();

  // Back leaves the gift's page for the amount step: neither the bank nor the form comes back.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/(payment|test-bank)/);
  await expect(page.getByRole('textbox', { name: say('en', 'payment.card') })).toHaveCount(0);

  await expect
    .poll(async () => (await campaign(request, before.id)).current_amount)
    .toBe(before.current_amount + 25);
  expect(await historyOf(request, donor)).toEqual([
    expect.objectContaining({ amount: 25, status: 'succeeded', method: 'card' }),
  ]);
});

test('3-D Secure refused at the bank: nothing is taken, and trying again is a new gift with another card', async ({
  page,
  request,
}) => {
  const before = await campaign(request);
  const donor = `Refused At Bank ${Date.now()}`;
  await open(page, 'en', `/donation/${before.id}`);
  await toPaymentForm(page, 'en', donor, /\b50\b/);
  await page.getByRole('textbox', { name: say('en', 'payment.card') }).fill(THREE_D_SECURE);
  await pay(page, 'en');
  await page.getByRole('button', { name: giftPageText('en', 'bank.fail') }).click();

  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.failedTitle') })).toBeVisible();
  expect((await campaign(request, before.id)).current_amount).toBe(before.current_amount);

  await page.getByRole('link', { name: giftPageText('en', 'thanks.tryAgain') }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${before.id}$`));
  await toPaymentForm(page, 'en', donor, /\b50\b/);
  await page.getByRole('textbox', { name: say('en', 'payment.card') }).fill('4242 4242 4242 4242');
  await pay(page, 'en');
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();
  await expect
    .poll(async () => (await campaign(request, before.id)).current_amount)
    .toBe(before.current_amount + 50);
});

test('the demo bank speaks the page’s language: in Polish it names the campaign in Polish', async ({
  page,
  request,
}) => {
  const before = await campaign(request);
  const polish = (await (
    await request.get(`${e2eServer.apiUrl}/categories/${before.id}/`, {
      headers: { 'accept-language': 'pl' },
    })
  ).json()) as Campaign;
  await open(page, 'pl', `/donation/${before.id}`);
  await toPaymentForm(page, 'pl', `Bank Po Polsku ${Date.now()}`, /\b25\b/);
  await page.getByRole('textbox', { name: say('pl', 'payment.card') }).fill(THREE_D_SECURE);
  await pay(page, 'pl');

  await expect(page.getByRole('heading', { name: giftPageText('pl', 'bank.title') })).toBeVisible();
  // The category's Polish name in the page's words, each name isolated: never the provider's English line.
  await expect(page.locator('[data-slot="bank-purpose"]')).toHaveText(
    giftPageText('pl', 'bank.purpose.donation').replace('{name}', `\u2068${polish.name}\u2069`),
  );
  await expect(page.locator('[data-slot="bank-purpose"]')).not.toContainText('Donation');
  await page.getByRole('button', { name: giftPageText('pl', 'bank.fail') }).click();
  await expect(page.getByRole('heading', { name: giftPageText('pl', 'thanks.failedTitle') })).toBeVisible();
});

test('BLIK in Polish: the page waits for the bank, then says the gift was received', async ({
  page,
  request,
}) => {
  const before = await campaign(request);
  const donor = `Darczyńca BLIK ${Date.now()}`;
  await open(page, 'pl', `/donation/${before.id}`);
  await toPaymentForm(page, 'pl', donor, /\b25\b/);
  await page.getByRole('tab', { name: say('pl', 'payment.method.blik') }).click();
  await page.getByRole('textbox', { name: say('pl', 'payment.blikCode') }).fill('123');
  await pay(page, 'pl');
  await expect(page.getByText(say('pl', 'payment.blikInvalid'))).toBeVisible();

  await page.getByRole('textbox', { name: say('pl', 'payment.blikCode') }).fill('123456');
  await pay(page, 'pl');
  await expect(page).toHaveURL(/\/thanks\/\d+\?token=/);
  await expect(page.getByRole('heading', { name: giftPageText('pl', 'thanks.receivedTitle') })).toBeVisible({
    timeout: 15_000,
  });
  expect(await historyOf(request, donor)).toEqual([
    expect.objectContaining({ amount: 25, status: 'succeeded', method: 'blik' }),
  ]);
});
