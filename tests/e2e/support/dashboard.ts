import { type BrowserContext, expect, type Page } from '@playwright/test';
import { dashboardText } from './messages';

type Locale = 'en' | 'ar' | 'pl';

/**
 * Every key the dashboard keeps in local storage for a session: the user, never a token (the
 * refresh token is an HttpOnly cookie, the access token stays in the tab's memory).
 */
export const SESSION_KEYS = ['userEmail', 'userId', 'role', 'roles', 'username'];

export const REFRESH_COOKIE = 'minbar_refresh';

export async function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

export async function readSessionStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.sessionStorage }));
}

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * Asserts that neither localStorage nor sessionStorage holds a token: no key names one, no value
 * looks like a JWT or contains any of the given secrets (the tokens this session was issued).
 */
export async function expectNoTokenStored(page: Page, secrets: readonly string[]) {
  for (const [area, entries] of [
    ['localStorage', await readStorage(page)],
    ['sessionStorage', await readSessionStorage(page)],
  ] as const) {
    for (const [key, value] of Object.entries(entries)) {
      expect(key, `${area} key`).not.toMatch(/token|password/i);
      expect(value, `${area}.${key}`).not.toMatch(JWT);
      for (const secret of secrets) expect(value, `${area}.${key}`).not.toContain(secret);
    }
  }
}

/** The refresh cookies the browser holds (one per path it is sent to). */
export async function refreshCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE);
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

/** Signs in through the login page; resolves to the access token the server issued (for API checks). */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/token') && response.request().method() === 'POST',
  );
  await submitLogin(page, email, password);
  const { access_token: accessToken } = (await (await answer).json()) as { access_token: string };
  await expect(page).toHaveURL(/\/dashboard\//);
  return accessToken;
}
