import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAccessToken, createVerifiedParent, type TestAccount } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText, uiText } from './support/messages';

interface UsersPage {
  data: Array<{ email: string }>;
  pagination: { total: number; total_pages: number };
}

async function usersPage(request: APIRequestContext, pageNumber: number): Promise<UsersPage> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(`/api/admin/users?page=${pageNumber}&per_page=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as UsersPage;
}

function pagination(page: Page) {
  return page.getByRole('navigation', { name: dashboardText('pl', 'admins.pagination') });
}

function pageButton(page: Page, pageNumber: number) {
  return pagination(page).getByRole('button', {
    name: uiText('pl', 'ui.pagination.page').replace('{page}', String(pageNumber)),
    exact: true,
  });
}

function countCard(page: Page, role: 'admin' | 'imam' | 'teacher' | 'parent') {
  return page
    .getByRole('article')
    .filter({ hasText: dashboardText('pl', `admins.count.${role}`) })
    .locator('[data-slot="value"]');
}

/** A row's actions menu button (set one role, delete). */
function actionsOf(row: Locator, username: string) {
  return row.getByRole('button', {
    name: dashboardText('pl', 'admins.actionsOf').replace('{username}', username),
  });
}

/** Asks to delete the row's account through its actions menu. */
async function requestDelete(page: Page, row: Locator, username: string) {
  await actionsOf(row, username).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: dashboardText('pl', 'admins.deleteAccount') })
    .click();
}

/** New accounts have the highest ids, so they are listed on the last page. */
async function openLastPageWith(page: Page, request: APIRequestContext, account: TestAccount) {
  const { pagination: info } = await usersPage(request, 1);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/Administrators$/);
  if (info.total_pages > 1) await pageButton(page, info.total_pages).click();
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  return row;
}

test('an admin gives a user the imam role and the role counts follow', async ({ page, request }) => {
  const account = await createVerifiedParent(request, 'helper');
  const row = await openLastPageWith(page, request, account);
  const imamsBefore = Number(await countCard(page, 'imam').textContent());
  const parentsBefore = Number(await countCard(page, 'parent').textContent());

  await row
    .getByRole('button', {
      name: dashboardText('pl', 'admins.rolesOf').replace('{username}', account.username),
    })
    .click();
  const imamCheckbox = page.getByRole('checkbox', { name: dashboardText('pl', 'role.imam'), exact: true });
  await expect(imamCheckbox).not.toBeChecked();
  // The box is controlled by the server's answer, so it turns checked only once the call succeeded.
  await imamCheckbox.click();
  await expect(imamCheckbox).toBeChecked();

  await expect(countCard(page, 'imam')).toHaveText(String(imamsBefore + 1));
  await expect(countCard(page, 'parent')).toHaveText(String(parentsBefore));
  await page.keyboard.press('Escape');
  await expect(row).toContainText(dashboardText('pl', 'role.imam'));

  // The change is the server's, not only the screen's: a reload shows the same roles and counts.
  await page.reload();
  await expect(countCard(page, 'imam')).toHaveText(String(imamsBefore + 1));
});

test('an admin deletes a user after confirming, and cancelling keeps the user', async ({ page, request }) => {
  const account = await createVerifiedParent(request, 'leaving');
  const row = await openLastPageWith(page, request, account);
  const parentsBefore = Number(await countCard(page, 'parent').textContent());
  const dialog = page.getByRole('alertdialog', { name: dashboardText('pl', 'admins.deleteTitle') });

  await requestDelete(page, row, account.username);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: uiText('pl', 'ui.confirmDialog.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await requestDelete(page, row, account.username);
  await dialog
    .getByRole('button', { name: dashboardText('pl', 'admins.deleteConfirm'), exact: true })
    .click();

  await expect(row).toHaveCount(0);
  await expect(countCard(page, 'parent')).toHaveText(String(parentsBefore - 1));
  const remaining = await usersPage(request, 1);
  const everyone = await Promise.all(
    Array.from({ length: remaining.pagination.total_pages }, (_, index) => usersPage(request, index + 1)),
  );
  expect(everyone.flatMap((answer) => answer.data.map((user) => user.email))).not.toContain(account.email);
});

test('admin rows offer no delete action', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const adminRow = page.getByRole('row').filter({ hasText: DEMO.admin.email });
  await expect(adminRow).toBeVisible();
  await actionsOf(adminRow, DEMO.admin.username).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: dashboardText('pl', 'admins.deleteAccount') })).toHaveCount(
    0,
  );
});

test('the accounts table pages through every user, ten at a time', async ({ page, request }) => {
  const first = await usersPage(request, 1);
  const second = await usersPage(request, 2);
  const last = await usersPage(request, first.pagination.total_pages);
  expect(first.pagination.total_pages).toBeGreaterThanOrEqual(3);

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const body = page.getByRole('table').locator('tbody');
  await expect(body.getByRole('row')).toHaveCount(10);
  await expect(body).toContainText(first.data[0]!.email);
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');

  await pageButton(page, 2).click();
  await expect(body).toContainText(second.data[0]!.email);
  await expect(body).not.toContainText(first.data[0]!.email);
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');

  await pageButton(page, first.pagination.total_pages).click();
  await expect(body.getByRole('row')).toHaveCount(last.data.length);
  await expect(body).toContainText(last.data.at(-1)!.email);
  await expect(
    pagination(page).getByRole('button', { name: uiText('pl', 'ui.pagination.next') }),
  ).toBeDisabled();

  await pagination(page)
    .getByRole('button', { name: uiText('pl', 'ui.pagination.previous') })
    .click();
  await expect(pageButton(page, first.pagination.total_pages - 1)).toHaveAttribute('aria-current', 'page');
});
