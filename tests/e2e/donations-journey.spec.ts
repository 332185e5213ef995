import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import {
  adminCategories,
  countsOf,
  fillCategoryTexts,
  input,
  openArea,
  showLastPage,
  tab,
  text,
} from './support/donations';
import { photoFile } from './support/events';
import { giftPageText, publicSiteText, textBeforeArgument } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The two apps together against one real server: what the staff do in the dashboard reaches the donors'
 * site, and what a donor gives there reaches the staff's Donations area.
 */

const en = (id: string) => publicSiteText('en', id);

/** The home's Categories tab, in English, as a donor sees it after a fresh load. */
async function campaignsCarousel(donor: Page) {
  await donor.goto(e2eServer.publicUrl);
  await donor.getByRole('tab', { name: en('home.tab.campaigns'), exact: true }).click();
  const carousel = donor.getByRole('region', { name: en('home.carousel.campaigns') });
  await expect(carousel.getByRole('link').first()).toBeVisible();
  return carousel;
}

test('a campaign the admin creates and activates reaches the donors; a gift to it reaches the admin', async ({
  page,
  browser,
  request,
}) => {
  const marker = `Szkoła ${randomBytes(3).toString('hex')}`;
  const before = countsOf(await adminCategories(request));

  // The admin creates a campaign (target 1000 PLN); it starts not activated.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  await page.getByRole('button', { name: text('donations.add') }).click();
  const form = page.getByRole('form', { name: text('donations.form.createTitle') });
  await fillCategoryTexts(
    form,
    (language) => `${marker} ${language.toUpperCase()}`,
    () => 'Ławki i tablice dla nowej klasy',
  );
  await input(page, 'donations.form.defaultValue').fill('25');
  await input(page, 'donations.form.target').fill('1000');
  const answer = page.waitForResponse(
    (sent) => sent.url().endsWith('/api/categories/') && sent.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('donations.form.create'), exact: true }).click();
  const { id } = (await (await answer).json()) as { id: number };
  await expect(form).toBeHidden();

  // Not activated, it is nowhere on the public site.
  const donorContext = await browser.newContext();
  await donorContext.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const donor = await donorContext.newPage();
  let carousel = await campaignsCarousel(donor);
  await expect(carousel.locator(`a[href="/donation/${id}"]`)).toHaveCount(0);

  // The admin activates it after the confirmation.
  await tab(page, 'inactive', before.inactive + 1).click();
  await showLastPage(page, before.inactive + 1);
  await page
    .getByRole('row')
    .filter({ hasText: `${marker} PL` })
    .getByRole('switch')
    .click();
  await page
    .getByRole('alertdialog', { name: text('donations.toggle.activateTitle') })
    .getByRole('button', { name: text('donations.toggle.activate'), exact: true })
    .click();
  await expect(tab(page, 'customized', before.customized + 1)).toBeVisible();

  // Now donors find it among the campaigns, in their language, and it has collected nothing yet.
  carousel = await campaignsCarousel(donor);
  const card = carousel.locator(`a[href="/donation/${id}"]`);
  await expect(card).toHaveCount(1);
  await donor.goto(`${e2eServer.publicUrl}/donation/${id}`);
  await expect(donor.getByRole('heading', { level: 1 })).toHaveText(`${marker} EN`);
  await expect(donor.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A donor gives 100 PLN with the test card that succeeds.
  const donorName = `Journey Donor ${randomBytes(3).toString('hex')}`;
  await donor.getByRole('button', { name: en('category.donate'), exact: true }).click();
  await donor.getByRole('radio', { name: /\b100\b/ }).check();
  await donor.getByRole('button', { name: en('donate.submit'), exact: true }).click();
  await donor.getByRole('textbox', { name: en('payment.name') }).fill(donorName);
  await donor.getByRole('textbox', { name: en('payment.email') }).fill('journey@example.org');
  const dedication = `In memory of ${donorName}'s grandfather`;
  await donor.getByRole('textbox', { name: giftPageText('en', 'payment.dedication') }).fill(dedication);
  await donor.getByRole('textbox', { name: en('payment.card') }).fill('4242 4242 4242 4242');
  await donor.getByRole('button', { name: new RegExp(textBeforeArgument(en('payment.submit'))) }).click();
  await expect(
    donor.getByRole('heading', { name: giftPageText('en', 'thanks.receivedTitle') }),
  ).toBeVisible();

  // The campaign's page shows the gift: 100 of 1000 is 10 %.
  await donor.goto(`${e2eServer.publicUrl}/donation/${id}`);
  await expect(donor.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  await donorContext.close();

  // The admin sees the progress move in the table and the gift, with its dedication, at the top of
  // the history.
  await openArea(page);
  await tab(page, 'customized', before.customized + 1).click();
  await showLastPage(page, before.customized + 1);
  // The gift's own row in the history names the campaign too: the campaigns' table is the one meant.
  await expect(
    page
      .getByRole('region', { name: text('donations.campaigns') })
      .getByRole('row')
      .filter({ hasText: `${marker} PL` })
      .getByRole('progressbar'),
  ).toHaveAttribute('aria-valuenow', '10');
  const history = page.getByRole('table', { name: new RegExp(`^${text('donations.chart.history')}: `) });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText(donorName);
  await expect(newest).toContainText(dedication);
  await expect(newest).toContainText(`${marker} PL`);
  await expect(newest).toContainText('100');
});

test('an update the admin posts on a campaign, with a photo, is the news on its page in each donor’s language, and the campaign’s shared link previews it', async ({
  page,
  browser,
  request,
}) => {
  // A campaign of its own, open to donors.
  const marker = `Studnia ${randomBytes(3).toString('hex')}`;
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${e2eServer.apiUrl}/categories/`, {
    headers,
    data: {
      name_en: `${marker} EN`,
      name_ar: `${marker} AR`,
      name_pl: `${marker} PL`,
      description_en: 'A well for the village school.',
      description_ar: 'بئر لمدرسة القرية.',
      description_pl: 'Studnia dla wiejskiej szkoły.',
      payment_type: 'One Time',
      default_value: 25,
      target_amount: 4000,
      current_amount: 0,
      is_available: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const counts = countsOf(await adminCategories(request));

  // In the dashboard the admin opens the campaign's updates: none yet.
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  await tab(page, 'customized', counts.customized).click();
  await showLastPage(page, counts.customized);
  await page
    .getByRole('row')
    .filter({ hasText: `${marker} PL` })
    .getByText(text('donations.updatesButton'), { exact: true })
    .click();
  const updates = page.getByRole('dialog');
  await expect(updates.getByText(text('donations.updates.empty'))).toBeVisible();

  // A post with nothing written is refused in the form; then the three texts and a photo are posted.
  await updates.getByRole('button', { name: text('donations.updates.post'), exact: true }).click();
  const form = page.getByRole('form');
  await page.getByRole('button', { name: text('donations.updates.post'), exact: true }).click();
  await expect(form.getByText(text('donations.issue.required')).first()).toBeVisible();
  const written = {
    en: `${marker}: the well is dug and gives clean water.`,
    ar: `${marker}: تم حفر البئر وهي تعطي ماءً نظيفًا.`,
    pl: `${marker}: studnia jest wykopana i daje czystą wodę.`,
  };
  for (const language of ['en', 'ar', 'pl'] as const) {
    await form.getByRole('tab', { name: new RegExp(`^${text(`forms.tab.${language}`)}`) }).click();
    await form
      .getByRole('textbox', {
        name: text('donations.updates.text', { language: text(`forms.language.${language}`) }),
      })
      .fill(written[language]);
  }
  await form.locator('input[type="file"]').setInputFiles(photoFile('well.png'));
  const posted = page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/api/categories/${id}/updates/`) && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('donations.updates.post'), exact: true }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByRole('listitem')).toContainText(written.pl);

  // A donor in each language finds it on the campaign's page in that language, with its photo, and
  // who collects.
  for (const language of ['en', 'ar', 'pl'] as const) {
    const donorContext = await browser.newContext();
    await donorContext.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    const donor = await donorContext.newPage();
    await donor.goto(`${e2eServer.publicUrl}/donation/${id}`);
    const news = donor.getByRole('region', { name: giftPageText(language, 'category.updates.title') });
    await expect(news).toContainText(written[language]);
    for (const other of ['en', 'ar', 'pl'] as const)
      if (other !== language) await expect(news).not.toContainText(written[other]);
    await expect(news.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(
      donor.getByRole('region', { name: giftPageText(language, 'category.organiser.title') }),
    ).toContainText('KRS');
    await donorContext.close();
  }

  // A messenger fetching the campaign's link reads the campaign, not only the centre.
  const html = await (
    await request.get(`${e2eServer.publicUrl}/donation/${id}`, { headers: { 'accept-language': 'pl' } })
  ).text();
  const meta = (property: string) =>
    new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('title')).toBe(`${marker} PL`);
  expect(meta('description')).toBe('Studnia dla wiejskiej szkoły.');

  // Deleted, the campaign takes its update and photo with it.
  expect((await request.delete(`${e2eServer.apiUrl}/categories/${id}`, { headers })).status()).toBe(200);
  expect((await request.get(`${e2eServer.apiUrl}/categories/${id}/updates/`)).status()).toBe(404);
});
