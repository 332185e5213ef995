import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText, giftPageText, publicSiteText, textBeforeArgument, uiText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The donors' journey on the public site against the real server and its built-in test payment
 * provider (its test cards: 4242… succeeds, 4000…0002 is declined).
 */
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

const en = (id: string) => publicSiteText('en', id);
const gift = (id: string) => giftPageText('en', id);

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

/** The campaign page's "N people have given", as a number. */
async function donorsShown(page: Page): Promise<number> {
  const line = page.locator('.category-page__donors');
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  return text.startsWith(en('category.donors').match(/=0 \{([^}]*)\}/)?.[1] ?? '\u0000')
    ? 0
    : Number(text.match(/\d+/)?.[0]);
}

test('a campaign page counts the people who gave, lists the latest gifts as their donors allowed, and shares its link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop Chromium on Linux has no share sheet (no Web Share API); this stands in for a phone's, and
  // keeps what the page hands it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as Window & { sharedWith?: ShareData }).sharedWith = data;
      },
    });
  });
  await openInEnglish(page);
  await page.getByRole('tab', { name: en('home.tab.campaigns'), exact: true }).click();
  await page
    .getByRole('region', { name: en('home.carousel.campaigns') })
    .getByRole('group')
    .nth(1)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/donation\/\d+$/);
  const address = page.url();
  const before = await donorsShown(page);

  // Where there is a share sheet, Share hands it the campaign's name and the page's own address.
  await page.getByRole('button', { name: en('category.share.share'), exact: true }).click();
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { sharedWith?: ShareData }).sharedWith))
    .toEqual({ title: name, url: address });

  // Copy link puts the page's own address on the clipboard; the QR code is drawn on asking.
  await page.getByRole('button', { name: en('category.share.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('category.share.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.getByRole('button', { name: en('category.share.qr') }).click();
  await expect(page.locator('svg.qr-code')).toBeVisible();

  // A new person gives: one more donor on the page.
  const email = `counted-${Date.now()}@example.org`;
  await page.getByRole('button', { name: en('category.donate'), exact: true }).click();
  await page.getByRole('radio', { name: /\b25\b/ }).check();
  await page.getByRole('button', { name: en('donate.submit'), exact: true }).click();
  const first = `Counted${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: en('payment.name') }).fill(`${first} Surname`);
  await page.getByRole('textbox', { name: en('payment.email') }).fill(email);
  await page.getByRole('checkbox', { name: en('payment.showAmount') }).check();
  await page.getByRole('textbox', { name: en('payment.card') }).fill(SUCCEEDS);
  await page.getByRole('button', { name: new RegExp(textBeforeArgument(en('payment.submit'))) }).click();
  await expect(page.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') })).toBeVisible();
  await page.goto(address);
  expect(await donorsShown(page)).toBeGreaterThanOrEqual(before + 1);
  // Among the latest gifts: the first name only, with the amount the donor allowed to be shown.
  const recent = page.getByRole('region', { name: gift('category.recent.title') });
  const mine = recent.getByRole('listitem').filter({ hasText: first });
  await expect(mine).toContainText(/PLN\s25/);
  await expect(recent).not.toContainText('Surname');
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

/** The zakat category's Donate, then Calculate it: the calculator dialog (its name is Zakat in English and Polish). */
async function openZakatCalculator(page: Page, locale: 'en' | 'pl' = 'en') {
  const site = (id: string) => publicSiteText(locale, id);
  const gifts = (id: string) => giftPageText(locale, id);
  await page
    .getByRole('link', { name: site('home.cardDonate').replace('{name}', 'Zakat'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/main\/\d+$/);
  await page.getByRole('button', { name: site('category.donate'), exact: true }).click();
  const choose = page.getByRole('dialog', { name: gifts('zakat.chooseTitle') });
  await choose.getByRole('button', { name: gifts('zakat.calculate') }).click();
  return page.getByRole('dialog', { name: gifts('zakat.calculatorTitle') });
}

/** A holding's box by its label (whose end names the currency chosen, in the browser's words). */
function holding(calculator: Locator, field: string, locale: 'en' | 'pl' = 'en') {
  return calculator.getByRole('textbox', {
    name: textBeforeArgument(giftPageText(locale, `zakat.field.${field}`)),
  });
}

/** What a part of the page reads, without the marks that isolate a currency's Latin sign. */
async function readText(part: Locator): Promise<string> {
  return ((await part.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

test('zakat on savings, gold and debts is explained line by line and carried to the payment in złoty, and on silver in Polish', async ({
  page,
}) => {
  await openInEnglish(page);
  const calculator = await openZakatCalculator(page);
  await expect(calculator.getByRole('combobox', { name: gift('zakat.currency') })).toHaveValue('PLN');

  await holding(calculator, 'total_savings').fill('10000');
  await calculator.getByRole('button', { name: gift('zakat.submit'), exact: true }).click();
  await expect(calculator.getByRole('heading', { name: gift('zakat.resultNone') })).toBeVisible();
  await expect(calculator).toContainText(textBeforeArgument(gift('zakat.reasonBelow')));

  // 100 g of gold at the demo's 473 zł a gram, and 2,000 zł of debts due now:
  // (10,000 + 47,300 − 2,000) × 2.5 % = 1,382.50 zł.
  await holding(calculator, 'gold_grams').fill('100');
  await holding(calculator, 'debts').fill('2000');
  await calculator.getByRole('button', { name: gift('zakat.submit'), exact: true }).click();
  await expect(calculator.getByRole('heading', { name: /1,382\.50/ })).toBeVisible();
  const lines = calculator.getByRole('table', { name: gift('zakat.linesTitle') });
  await expect(lines.getByRole('row')).toHaveCount(6);
  const rows = await Promise.all((await lines.getByRole('row').all()).map(readText));
  expect(rows).toEqual([
    expect.stringMatching(/^Cash and bank balancesPLN\s10,000$/),
    expect.stringMatching(/^Gold: 100 g at PLN\s473 a gramPLN\s47,300$/),
    expect.stringMatching(/^Debts due now− PLN\s2,000$/),
    expect.stringMatching(/^What zakat is reckoned onPLN\s55,300$/),
    expect.stringMatching(/^Nisab \(85 g of gold\)PLN\s40,205$/),
    expect.stringMatching(/^Zakat \(2\.5%\)PLN\s1,382\.50$/),
  ]);
  await expect(calculator).toContainText(textBeforeArgument(gift('zakat.reasonDue')));

  await calculator.getByRole('button', { name: gift('zakat.donateThis') }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('textbox', { name: en('donate.otherLabel') })).toHaveValue('1382.50');
  await page.getByRole('button', { name: en('donate.submit'), exact: true }).click();
  await expect(page.getByRole('textbox', { name: en('payment.card') })).toBeVisible();
  await expect(page.locator('main')).toContainText('1,382.50');

  // A Polish donor (a page of its own: this one keeps English) reckons on silver instead of the
  // centre's gold: 4,000.40 zł is below 85 g of gold (40,205 zł) but above 595 g of silver at
  // 5.82 zł (3,462.90 zł), so 100.01 zł is due, carried to the gift as Polish writes it: 100,01.
  const polish = await page.context().newPage();
  await polish.addInitScript(() => window.localStorage.setItem('language', 'pl'));
  await polish.goto(e2eServer.publicUrl);
  const pl = (id: string) => giftPageText('pl', id);
  const calculatorPl = await openZakatCalculator(polish, 'pl');
  await holding(calculatorPl, 'total_savings', 'pl').fill('4000.40');
  await calculatorPl.getByRole('button', { name: pl('zakat.submit'), exact: true }).click();
  await expect(calculatorPl.getByRole('heading', { name: pl('zakat.resultNone') })).toBeVisible();
  const basis = calculatorPl.getByRole('group', { name: pl('zakat.basis.legend') });
  await expect(basis.getByRole('radio', { name: /85 g/ })).toBeChecked();
  await expect(calculatorPl.locator('[data-slot="nisab-basis"]')).toContainText(
    'Ośrodek liczy nisab według złota.',
  );
  await basis.getByRole('radio', { name: /595 g/ }).check();
  // The sign "zł" sits in an isolate there, as every currency sign of the calculator does.
  await expect(calculatorPl.getByRole('heading', { name: /100,01\s\u2066?zł/ })).toBeVisible();
  expect(await readText(calculatorPl.locator('tr[data-item="nisab"]'))).toMatch(
    /^Nisab \(595 g srebra\)3462,90\szł$/,
  );
  await calculatorPl.getByRole('button', { name: pl('zakat.donateThis') }).click();
  await expect(polish).toHaveURL(/\/donate$/);
  await expect(polish.getByRole('textbox', { name: publicSiteText('pl', 'donate.otherLabel') })).toHaveValue(
    '100,01',
  );
  await polish.getByRole('button', { name: publicSiteText('pl', 'donate.submit'), exact: true }).click();
  await expect(polish.getByRole('textbox', { name: publicSiteText('pl', 'payment.card') })).toBeVisible();
  await expect(polish.locator('main')).toContainText(/100,01\szł/);
  await polish.close();
});

test('zakat reckoned in dollars is given in złoty at the rate an admin set, with its day', async ({
  page,
  request,
}) => {
  // The admin sets the dollar at 3.90 zł in the dashboard's nisab dialog (in Polish, its default),
  // reached from the Donations' link to the nisab's section of the Mosque settings.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/dashboard/Donations');
  await page.getByRole('link', { name: dashboardText('pl', 'donations.nisabLink') }).click();
  await expect(page).toHaveURL(/\/dashboard\/MosqueSettings#nisab$/);
  const section = page.getByRole('region', { name: dashboardText('pl', 'mosqueSettings.nisab.title') });
  await expect(section).toBeFocused();
  await section.getByRole('button', { name: dashboardText('pl', 'mosqueSettings.nisab.set') }).click();
  const form = page.getByRole('form', { name: dashboardText('pl', 'mosqueSettings.nisab.set') });
  await form
    .getByRole('combobox', { name: dashboardText('pl', 'mosqueSettings.nisabForm.currency') })
    .click();
  await page.getByRole('option', { name: 'dolar amerykański' }).click();
  const rate = form.getByRole('textbox', {
    name: dashboardText('pl', 'mosqueSettings.nisabForm.rate').replace('{currency}', 'USD'),
  });
  await expect(rate).toHaveValue('3.64');
  await rate.fill('3.9');
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/zakat/nisab/USD') && answer.request().method() === 'PUT',
  );
  await page
    .getByRole('button', { name: dashboardText('pl', 'mosqueSettings.nisabForm.save'), exact: true })
    .click();
  expect((await saved).status()).toBe(200);

  try {
    await openInEnglish(page);
    const calculator = await openZakatCalculator(page);
    await calculator.getByRole('combobox', { name: gift('zakat.currency') }).selectOption('USD');
    await holding(calculator, 'total_savings').fill('20000');
    await calculator.getByRole('button', { name: gift('zakat.submit'), exact: true }).click();
    // 500 USD due; at 3.90 zł to the dollar, 1,950 zł, with the rate and the day it was set.
    await expect(calculator.getByRole('heading', { name: /500/ })).toBeVisible();
    const converted = await readText(calculator.locator('[data-slot="in-centre-currency"]'));
    expect(converted).toMatch(/To give in złoty: PLN\s1,950/);
    expect(converted).toMatch(/Converted at \$1 = PLN\s3\.90, the rate the centre set on November 1, 2026\./);
    await calculator.getByRole('button', { name: gift('zakat.donateThis') }).click();
    await expect(page.getByRole('textbox', { name: en('donate.otherLabel') })).toHaveValue('1950');
  } finally {
    const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
    // The demo's own dollar figures back, for whatever runs next.
    const demo = { basis: 'gold', gold_price_per_gram: 130, silver_price_per_gram: 1.6, as_of: '2026-11-01' };
    await request.put(`${e2eServer.apiUrl}/zakat/nisab/USD`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...demo, rate_to_centre: 3.64, rate_as_of: '2026-11-01' },
    });
  }
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
