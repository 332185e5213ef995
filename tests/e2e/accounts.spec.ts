import { expect, test } from '@playwright/test';
import { apiAccessToken, createVerifiedParent, newIdentity } from './support/accounts';
import { field, passwordInput, readStorage, submitLogin } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { countMails, waitForMailCode } from './support/outbox';

test('a visitor signs up, verifies with the mailed code and is refused the dashboard as a parent', async ({
  page,
}) => {
  const visitor = newIdentity('visitor');
  await page.goto('/');
  await page.getByRole('link', { name: dashboardText('pl', 'login.signUp') }).click();
  await expect(page).toHaveURL(/\/SignUp$/);

  await field(page, 'pl', 'auth.field.username').fill(visitor.username);
  await field(page, 'pl', 'auth.field.email').fill(visitor.email);
  await field(page, 'pl', 'auth.field.phone').fill('+48 601 234 567');
  await passwordInput(page, 'pl').fill(visitor.password);
  await page.getByRole('button', { name: dashboardText('pl', 'signUp.submit') }).click();

  // A new account goes straight to verification with its email already filled in.
  await expect(page).toHaveURL(/\/verify$/);
  await expect(field(page, 'pl', 'auth.field.email')).toHaveValue(visitor.email);
  const code = await waitForMailCode(visitor.email, 'verify');
  await field(page, 'pl', 'auth.field.code').fill(code);
  await page.getByRole('button', { name: dashboardText('pl', 'verify.submit') }).click();

  await expect(page).toHaveURL(/\/$/);
  await submitLogin(page, visitor.email, visitor.password);

  await expect(page.getByText(dashboardText('pl', 'error.unauthorizedRole'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await readStorage(page)).userEmail).toBeUndefined();
});

test('a user resets a forgotten password with the mailed code and signs in with the new one', async ({
  page,
  request,
}) => {
  const account = await createVerifiedParent(request, 'forgetful');
  // As an imam the account may sign in, so the new password's success shows as a landing in the dashboard.
  const adminToken = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const promoted = await request.put(`/api/update-role/${encodeURIComponent(account.email)}?new_role=imam`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(promoted.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: dashboardText('pl', 'login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const resetMailsBefore = countMails(account.email, 'reset');
  await field(page, 'pl', 'auth.field.email').fill(account.email);
  await page.getByRole('button', { name: dashboardText('pl', 'forgot.submit') }).click();

  await expect(page).toHaveURL(/\/verify-reset-code$/);
  const firstCode = await waitForMailCode(account.email, 'reset', resetMailsBefore);
  await page.getByRole('button', { name: dashboardText('pl', 'verifyReset.resend') }).click();
  await expect(page.getByText(dashboardText('pl', 'verifyReset.resent'))).toBeVisible();
  const resentCode = await waitForMailCode(account.email, 'reset', resetMailsBefore + 1);
  expect(resentCode).not.toBe(firstCode);

  await field(page, 'pl', 'auth.field.resetCode').fill(resentCode);
  await page.getByRole('button', { name: dashboardText('pl', 'verifyReset.submit') }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  const newPassword = `${account.password}-new`;
  await passwordInput(page, 'pl', 'auth.field.newPassword').fill(newPassword);
  await passwordInput(page, 'pl', 'auth.field.confirmPassword').fill(newPassword);
  await page.getByRole('button', { name: dashboardText('pl', 'reset.submit') }).click();

  await expect(page).toHaveURL(/\/$/);
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText(dashboardText('pl', 'error.invalidCredentials'))).toBeVisible();

  await submitLogin(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/AthanTimes$/);
});
