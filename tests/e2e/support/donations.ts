import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiAccessToken } from './accounts';
import { DEMO } from './demo-accounts';
import { dashboardText, uiText } from './messages';
import { e2eServer } from './server-environment';

/*
 * The staff's Donations area as the e2e tests drive it. The dashboard signs in in Polish, its default,
 * so the area is read in Polish; a category's texts show in the request's language.
 */

export type Locale = 'en' | 'ar' | 'pl';

/** A dashboard message with its simple {placeholders} filled in (Polish unless told). */
export function text(
  id: string,
  values: Record<string, string | number> = {},
  locale: Locale = 'pl',
): string {
  return dashboardText(locale, id).replace(/\{(\w+)\}/g, (_all, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}

export interface Category {
  id: number;
  name: string;
  is_available: boolean;
  is_system_defined: boolean;
  target_amount: number;
  current_amount: number;
}

/** Every category, activated or not, as the admin's list answers it (names in Polish). */
export async function adminCategories(request: APIRequestContext): Promise<Category[]> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.get(
    `${e2eServer.apiUrl}/categories/?available_only=false&page=1&per_page=100`,
    { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'pl' } },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Category[] }).items;
}

/** How many categories each tab of the Table view holds. */
export function countsOf(categories: Category[]) {
  return {
    main: categories.filter((each) => each.is_available && each.is_system_defined).length,
    customized: categories.filter((each) => each.is_available && !each.is_system_defined).length,
    inactive: categories.filter((each) => !each.is_available).length,
  };
}

const TAB_KEY = {
  main: 'donations.tab.main',
  customized: 'donations.tab.customized',
  inactive: 'donations.tab.inactive',
} as const;

/** A tab of the Table view, named with its count. */
export function tab(page: Page, which: keyof typeof TAB_KEY, count: number) {
  return page.getByRole('tab', {
    name: text('donations.tab.count', { label: text(TAB_KEY[which]), count }),
    exact: true,
  });
}

export function input(page: Page, labelId: string, values: Record<string, string> = {}) {
  return page.getByRole('textbox', { name: text(labelId, values), exact: true });
}

export async function openArea(page: Page) {
  await page.goto('/dashboard/Donations');
  await expect(page.getByRole('heading', { level: 1, name: text('donations.title') })).toBeVisible();
}

/** Opens the tab's last page, which holds its newest category (pages of 10). */
export async function showLastPage(page: Page, count: number) {
  const pages = Math.ceil(count / 10);
  if (pages <= 1) return;
  await page
    .getByRole('navigation', { name: text('donations.pagination') })
    .getByRole('button', {
      name: uiText('pl', 'ui.pagination.page').replace('{page}', String(pages)),
      exact: true,
    })
    .click();
}

/** Fills the create or edit form's name and description in each of the three languages. */
export async function fillCategoryTexts(
  form: ReturnType<Page['getByRole']>,
  name: (language: Locale) => string,
  description: (language: Locale) => string,
) {
  for (const language of ['en', 'ar', 'pl'] as const) {
    await form.getByRole('tab', { name: new RegExp(`^${text(`forms.tab.${language}`)}`) }).click();
    const languageName = text(`forms.language.${language}`);
    await form
      .getByRole('textbox', { name: text('donations.form.name', { language: languageName }), exact: true })
      .fill(name(language));
    await form
      .getByRole('textbox', {
        name: text('donations.form.descriptionField', { language: languageName }),
        exact: true,
      })
      .fill(description(language));
  }
}
