import { expect, type Page, test } from '@playwright/test';
import { dashboardText } from './support/messages';

/*
 * index.html carries the login page itself (features/auth/login-first-paint.tsx), so a visitor sees
 * it as soon as the HTML and its stylesheet arrive. These tests hold the app's scripts back to look
 * at that page alone, then let React take over.
 */

/** Holds back the page's module scripts (the app), leaving the HTML, the stylesheet and first-paint.js. */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** The copy of the login page that is showing, and how many copies are. */
async function visibleCopies(page: Page) {
  return page
    .locator('[data-first-paint]')
    .evaluateAll((copies) =>
      copies
        .filter((copy) => getComputedStyle(copy).display !== 'none')
        .map((copy) => copy.getAttribute('lang')),
    );
}

for (const locale of ['pl', 'ar', 'en'] as const) {
  test(`before any script of the app, the login page shows in the stored language (${locale})`, async ({
    page,
  }) => {
    if (locale !== 'pl')
      await page.addInitScript((language) => localStorage.setItem('language', language), locale);
    await withoutTheApp(page);

    await page.goto('/');

    expect(await visibleCopies(page)).toEqual([locale]);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const copy = page.locator(`[data-first-paint="${locale}"]`);
    await expect(copy.locator('h1')).toHaveText(dashboardText(locale, 'login.title'));
    await expect(copy.locator('button[type="submit"]')).toHaveText(dashboardText(locale, 'login.submit'));
    // A picture of the page: nothing in it takes focus or reaches assistive technology.
    await expect(copy).toHaveAttribute('inert', '');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
  });
}

test('another address or a kept session shows no login page before the app starts', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/dashboard/Profile');
  expect(await visibleCopies(page)).toEqual([]);

  await page.addInitScript(() => localStorage.setItem('userEmail', 'admin@example.org'));
  await page.goto('/');
  expect(await visibleCopies(page)).toEqual([]);
});

test('React takes over the same page: one form, usable, in the stored language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/');

  const email = page.getByRole('textbox', { name: dashboardText('ar', 'auth.field.emailOrPhone') });
  await email.fill('nobody@example.org');
  await expect(email).toHaveValue('nobody@example.org');
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
