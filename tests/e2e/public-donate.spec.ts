import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { DEMO } from './support/demo-accounts';
import { giftPageText, publicSiteText, textBeforeArgument, uiText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The donors' journey on the public site against the real server and its built-in test payment
 * provider (its test cards: 4242… succeeds, 4000…0002 is declined).
 */
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

const en = (id: string) => publicSiteText('en', id);

async function openInEnglish(page: Page, path = '/') {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto(`${e2eServer.publicUrl}${path}`);
}

interface HistoryItem {
  donor_name: string | null;
  amount: number;
  category_name: string | null;
}

/** The staff's history of gifts, newest first, as the admin reads it. */
async function donationsBy(request: APIRequestContext, donorName: string): Promise<HistoryItem[]> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(`${e2eServer.apiUrl}/donations-history/?page=1&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: HistoryItem[] };
  return items.filter((item) => item.donor_name === donorName);
}

/** From a campaign's page: Donate, the amount, then name, email and card on the payment page. */
async function giveFromCampaignPage(page: Page, donor: string, preset: RegExp, card: string) {
  await page.getByRole('button', { name: en('category.donate'), exact: true }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await page.getByRole('radio', { name: preset }).check();
  await page.getByRole('button', { name: en('donate.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('textbox', { name: en('payment.name') }).fill(donor);
  await page.getByRole('textbox', { name: en('payment.email') }).fill('donor@example.org');
  await page.getByRole('textbox', { name: en('payment.card') }).fill(card);
  await page.getByRole('button', { name: new RegExp(textBeforeArgument(en('payment.submit'))) }).click();
}

test('a donor browses the carousel, opens a campaign by direct link and gives 25 PLN with the test card', async ({
  page,
  request,
}) => {
  await openInEnglish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home.title'));

  // Main Categories first; the Categories tab holds the campaigns.
  await expect(page.getByRole('tab', { name: en('home.tab.main') })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: en('home.tab.campaigns'), exact: true }).click();
  const carousel = page.getByRole('region', { name: en('home.carousel.campaigns') });
  await expect(carousel).toBeVisible();
  const slides = carousel.getByRole('group');
  expect(await slides.count()).toBeGreaterThan(3);

  // Next and previous move the slides; pause holds them.
  const track = carousel.locator('.ui-carousel__slides');
  const before = await track.getAttribute('style');
  await carousel.getByRole('button', { name: uiText('en', 'ui.carousel.next') }).click();
  await expect.poll(() => track.getAttribute('style')).not.toBe(before);
  await carousel.getByRole('button', { name: uiText('en', 'ui.carousel.previous') }).click();
  await carousel.getByRole('button', { name: uiText('en', 'ui.carousel.pause') }).click();
  await expect(carousel.getByRole('button', { name: uiText('en', 'ui.carousel.play') })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused');

  // A campaign opened by a direct link (no navigation state) loads from the server.
  const link = slides.first().getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/donation\/\d+$/);
  const name = await slides.first().getByRole('heading').getAttribute('title');
  await page.goto(`${e2eServer.publicUrl}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  await expect(page.getByRole('progressbar')).toBeVisible();

  const donor = `Direct Link Donor ${Date.now()}`;
  await giveFromCampaignPage(page, donor, /\b25\b/, SUCCEEDS);
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('donor@example.org');

  const gifts = await donationsBy(request, donor);
  expect(gifts).toEqual([expect.objectContaining({ amount: 25, category_name: name })]);

  await page.getByRole('link', { name: en('common.backHome') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('home.title'));
});

test('a declined card shows the provider message; another card then succeeds and one gift is recorded', async ({
  page,
  request,
}) => {
  await openInEnglish(page);
  await page.getByRole('tab', { name: en('home.tab.campaigns'), exact: true }).click();
  const carousel = page.getByRole('region', { name: en('home.carousel.campaigns') });
  await carousel.getByRole('group').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/donation\/\d+$/);

  const donor = `Declined Then Paid ${Date.now()}`;
  await giveFromCampaignPage(page, donor, /\b50\b/, DECLINED);
  const alert = page.getByRole('alert').filter({ hasText: 'declined' });
  await expect(alert).toContainText(textBeforeArgument(en('payment.declined')));
  // The provider's standard refusal, read in the donor's language.
  await expect(alert).toContainText(en('payment.reason.declined'));
  // What the donor typed is kept.
  await expect(page.getByRole('textbox', { name: en('payment.name') })).toHaveValue(donor);

  await page.getByRole('textbox', { name: en('payment.card') }).fill(SUCCEEDS);
  await page.getByRole('button', { name: new RegExp(textBeforeArgument(en('payment.submit'))) }).click();
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();

  expect(await donationsBy(request, donor)).toEqual([expect.objectContaining({ amount: 50 })]);
});

test('the zakat calculator gives the amount due above the nisab and nothing below it', async ({ page }) => {
  await openInEnglish(page);
  await page
    .getByRole('link', { name: en('home.cardDonate').replace('{name}', 'Zakat'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/main\/\d+$/);
  await page.getByRole('button', { name: en('category.donate'), exact: true }).click();

  const choose = page.getByRole('dialog', { name: en('zakat.chooseTitle') });
  await choose.getByRole('button', { name: en('zakat.calculate') }).click();
  const calculator = page.getByRole('dialog', { name: en('zakat.calculatorTitle') });
  await calculator.getByRole('combobox', { name: en('zakat.currency') }).selectOption('PLN');

  await calculator.getByRole('textbox', { name: en('zakat.savings') }).fill('10000');
  await calculator.getByRole('button', { name: en('zakat.submit'), exact: true }).click();
  await expect(calculator.getByRole('heading', { name: en('zakat.resultNone') })).toBeVisible();
  await expect(calculator).toContainText(textBeforeArgument(en('zakat.reasonBelow')));

  await calculator.getByRole('textbox', { name: en('zakat.savings') }).fill('50000');
  await calculator.getByRole('button', { name: en('zakat.submit'), exact: true }).click();
  await expect(calculator.getByRole('heading', { name: /1,250/ })).toBeVisible();
  await expect(calculator).toContainText(textBeforeArgument(en('zakat.reasonDue')));

  await calculator.getByRole('button', { name: en('zakat.donateThis') }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('textbox', { name: en('donate.otherLabel') })).toHaveValue('1250');
});

test('no page of the giving flow scrolls sideways on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInEnglish(page);
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await expect(page.getByRole('region', { name: en('home.carousel.main') })).toBeVisible();
  await noSidewaysScroll();
  await page.getByRole('tab', { name: en('home.tab.campaigns'), exact: true }).click();
  await page
    .getByRole('region', { name: en('home.carousel.campaigns') })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await noSidewaysScroll();
  await page.getByRole('button', { name: en('category.donate'), exact: true }).click();
  await page.getByRole('radio', { name: en('donate.other') }).check();
  await page.getByRole('textbox', { name: en('donate.otherLabel') }).fill('30');
  await noSidewaysScroll();
  await page.getByRole('button', { name: en('donate.submit'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: en('payment.card') })).toBeVisible();
  await noSidewaysScroll();
});

test('in Arabic the public site reads right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto(e2eServer.publicUrl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicSiteText('ar', 'home.title'));
  await expect(page.getByRole('region', { name: publicSiteText('ar', 'home.carousel.main') })).toBeVisible();
  await expect(page.getByRole('tab', { name: publicSiteText('ar', 'home.tab.main') })).toBeVisible();
});
