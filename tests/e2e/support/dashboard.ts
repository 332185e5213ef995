import { expect, type Page } from '@playwright/test';
import { dashboardText } from './messages';

type Locale = 'en' | 'ar' | 'pl';

/** Every key the dashboard keeps in local storage for a session (spec part 1, DECISIONS 8). */
export const SESSION_KEYS = ['token', 'refreshToken', 'userEmail', 'userId', 'role', 'roles', 'username'];

export async function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

export function languageButton(page: Page, locale: Locale) {
  // The visible code (EN, AR, PL) starts each button's accessible name in every language.
  return page.getByRole('button', { name: new RegExp(`^${locale.toUpperCase()}\\b`) });
}

/** A text or password field by its label; the visible label also carries a required marker. */
export function field(page: Page, locale: Locale, labelId: string) {
  return page.getByRole('textbox', { name: dashboardText(locale, labelId), exact: true });
}

export function passwordInput(page: Page, locale: Locale, labelId = 'auth.field.password') {
  return field(page, locale, labelId);
}

/** Fills the login form in the given language (Polish is the login side's default) and submits it. */
export async function submitLogin(page: Page, email: string, password: string, locale: Locale = 'pl') {
  await field(page, locale, 'auth.field.emailOrPhone').fill(email);
  await passwordInput(page, locale).fill(password);
  await page.getByRole('button', { name: dashboardText(locale, 'login.submit') }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\//);
}
