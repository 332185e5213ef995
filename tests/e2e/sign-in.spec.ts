import { expect, test } from '@playwright/test';
import { languageButton, readStorage, SESSION_KEYS, signIn, submitLogin } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText, uiText } from './support/messages';
import { accessTokenIssuedAgo, expiredAccessToken } from './support/tokens';

test.describe('signing in', () => {
  test('an admin lands on the Administrators page with a full session stored', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, DEMO.admin.email, DEMO.admin.password);

    await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardText('pl', 'admins.title') }),
    ).toBeVisible();
    const storage = await readStorage(page);
    for (const key of SESSION_KEYS) expect(storage[key], key).toBeTruthy();
    expect(JSON.parse(storage.roles!)).toEqual(['admin']);
    expect(storage.userEmail).toBe(DEMO.admin.email);
    expect(Object.values(storage)).not.toContain(DEMO.admin.password);
  });

  test('an imam lands on the prayer times screen', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, DEMO.imam.email, DEMO.imam.password);

    await expect(page).toHaveURL(/\/dashboard\/AthanTimes$/);
    await expect(page.getByRole('banner')).toContainText(DEMO.imam.username);
    await expect(page.getByRole('tablist')).toHaveCount(2);
  });

  test('a wrong password is refused with the Polish message and no session', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, DEMO.admin.email, 'not-the-password');

    await expect(page.getByText(dashboardText('pl', 'error.invalidCredentials'))).toBeVisible();
    expect(dashboardText('pl', 'error.invalidCredentials')).toBe('Nieprawidłowy email lub hasło');
    await expect(page).toHaveURL(/\/$/);
    expect((await readStorage(page)).token).toBeUndefined();
  });

  test('a parent is refused with "Nieautoryzowana rola" and keeps no session', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, DEMO.parent.email, DEMO.parent.password);

    await expect(page.getByText('Nieautoryzowana rola')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const storage = await readStorage(page);
    for (const key of SESSION_KEYS) expect(storage[key], key).toBeUndefined();
  });
});

test.describe('language', () => {
  test('Arabic mirrors the page and a reload keeps both the session and the language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await languageButton(page, 'ar').click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: dashboardText('ar', 'login.submit') })).toBeVisible();

    await submitLogin(page, DEMO.admin.email, DEMO.admin.password, 'ar');
    await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardText('ar', 'admins.title') }),
    ).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardText('ar', 'admins.title') }),
    ).toBeVisible();
    expect((await readStorage(page)).language).toBe('ar');
  });
});

test.describe('session', () => {
  test('logout asks for confirmation and clears the stored session', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByRole('button', { name: uiText('pl', 'ui.header.logout') }).click();

    const dialog = page.getByRole('alertdialog', { name: dashboardText('pl', 'shell.logoutTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: dashboardText('pl', 'shell.logout') }).click();

    await expect(page).toHaveURL(/\/$/);
    const storage = await readStorage(page);
    for (const key of SESSION_KEYS) expect(storage[key], key).toBeUndefined();

    await page.goto('/dashboard/Administrators');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an imam sent to an admin-only route ends at the login page', async ({ page }) => {
    await signIn(page, DEMO.imam.email, DEMO.imam.password);

    await page.goto('/dashboard/Administrators');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: dashboardText('pl', 'admins.title') })).toHaveCount(0);
    // The session is cleared on the way out, otherwise the login page would forward it straight back.
    expect((await readStorage(page)).token).toBeUndefined();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    const before = await readStorage(page);

    const expired = expiredAccessToken(before.userId!, ['admin']);
    // The same token one minute old is accepted, so only its age makes the server refuse it below.
    const me = (token: string) =>
      page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me(accessTokenIssuedAgo(before.userId!, ['admin'], 60))).status()).toBe(200);
    expect((await me(expired)).status()).toBe(401);
    await page.evaluate((token) => window.localStorage.setItem('token', token), expired);
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/api/refresh-token') && response.status() === 200,
    );
    await page.reload();
    await refused;
    await refreshed;

    await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
    await expect(
      page.getByRole('heading', { level: 1, name: dashboardText('pl', 'admins.title') }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: DEMO.imam.email })).toBeVisible();
    const after = await readStorage(page);
    expect(after.token).not.toBe(expired);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });
});
