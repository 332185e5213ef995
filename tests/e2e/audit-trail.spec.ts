import { expect, test } from '@playwright/test';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';

// The dashboard opens in Polish, its first language.
const t = (id: string) => dashboardText('pl', id);
const withValues = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

test('an administrator finds the subject just added in the audit trail, by whom and with its fields, and narrows it by person and area', async ({
  page,
}) => {
  const subject = `Audyt ${Date.now() % 1_000_000}`;
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/dashboard/Subjects');
  await page.getByRole('button', { name: t('subjects.add') }).click();
  const form = page.getByRole('dialog', { name: t('subjects.form.addTitle') });
  await form.getByLabel(new RegExp(`^${t('subjects.form.name')}`)).fill(subject);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/subjects') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: t('subjects.form.create') }).click();
  expect((await created).status()).toBe(201);
  const subjectId = ((await (await created).json()) as { id: number }).id;
  await expect(form).toBeHidden();

  await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link', { name: t('nav.AuditTrail') })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/AuditTrail$/);
  await expect(page.getByRole('heading', { level: 1, name: t('audit.title') })).toBeFocused();

  // Newest first: the entry is on the first page, with who made it, what and the fields it set.
  const entity = withValues(t('audit.entityWithId'), {
    entity: t('audit.entity.subjects'),
    id: String(subjectId),
  });
  const row = page.getByRole('row').filter({ hasText: entity }).filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('audit.action.create'));
  await expect(row).toContainText(t('audit.area.education'));
  await expect(row).toContainText(DEMO.admin.username);

  // The person chosen keeps only their changes; the filter is in the address, so a reload keeps it.
  const person = page.getByRole('combobox', { name: t('audit.filter.person') });
  await person.click();
  await page.getByRole('option').filter({ hasText: DEMO.admin.username }).click();
  await expect(page).toHaveURL(/actor=\d+/);
  await expect(person).toContainText(DEMO.admin.username);
  await expect(row).toHaveCount(1);

  // Another area leaves the subject out; its own area brings it back.
  const area = page.getByRole('combobox', { name: t('audit.filter.area') });
  await area.click();
  await page.getByRole('option', { name: t('audit.area.accounts') }).click();
  await expect(page).toHaveURL(/area=accounts/);
  await expect(row).toHaveCount(0);
  await area.click();
  await page.getByRole('option', { name: t('audit.area.education') }).click();
  await expect(page).toHaveURL(/area=education/);
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: t('audit.filter.area') })).toHaveText(
    new RegExp(t('audit.area.education')),
  );
});

test('the audit trail is for administrators: an imam has no link to it and is sent away from its address', async ({
  page,
}) => {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await expect(
    page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.AuditTrail') }),
  ).toHaveCount(0);
  await page.goto('/dashboard/AuditTrail');
  await expect(page).not.toHaveURL(/AuditTrail/);
  await expect(page.getByRole('heading', { level: 1, name: t('audit.title') })).toHaveCount(0);
});
