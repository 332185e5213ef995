import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { languageButton, signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import {
  adminCategories,
  type Category,
  countsOf,
  fillCategoryTexts,
  input,
  openArea,
  showLastPage,
  tab,
  text,
} from './support/donations';
import { textBeforeArgument, uiText } from './support/messages';
import { e2eServer } from './support/server-environment';

/* The staff's Donations area against the built server and its demo seed (helpers: support/donations.ts). */

test('an admin sees the tabs with counts, creates, edits, activates and deletes a campaign', async ({
  page,
  request,
}) => {
  const marker = `Studnia ${randomBytes(3).toString('hex')}`;
  const before = countsOf(await adminCategories(request));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('link', { name: text('nav.Donations') }).click();
  await expect(page).toHaveURL(/\/dashboard\/Donations$/);

  // The three tabs with the server's counts (the seed holds built-in categories, campaigns and two not activated).
  await expect(tab(page, 'main', before.main)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'customized', before.customized)).toBeVisible();
  await expect(tab(page, 'inactive', before.inactive)).toBeVisible();
  expect(before.main).toBeGreaterThan(0);
  expect(before.inactive).toBeGreaterThanOrEqual(2);

  // Create: a submit with nothing typed is refused with the field's message and sends nothing.
  await page.getByRole('button', { name: text('donations.add') }).click();
  const form = page.getByRole('form', { name: text('donations.form.createTitle') });
  let posted = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/categories/')) posted = true;
  });
  await page.getByRole('button', { name: text('donations.form.create'), exact: true }).click();
  await expect(form.getByText(text('donations.issue.required')).first()).toBeVisible();
  expect(posted).toBe(false);

  await fillCategoryTexts(
    form,
    (language) => `${marker} ${language.toUpperCase()}`,
    (language) => `Nowa studnia dla wioski (${language})`,
  );
  await input(page, 'donations.form.defaultValue').fill('20');
  await input(page, 'donations.form.target').fill('5000');
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/categories/') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('donations.form.create'), exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(form).toBeHidden();

  // A new campaign starts not activated.
  await tab(page, 'inactive', before.inactive + 1).click();
  await showLastPage(page, before.inactive + 1);
  const row = page.getByRole('row').filter({ hasText: `${marker} PL` });
  await expect(row).toBeVisible();

  // Edit: the form opens with the stored values; a new target and Polish name are saved.
  await row.getByRole('button', { name: new RegExp(`^${text('donations.edit')}`) }).click();
  const editForm = page.getByRole('form', {
    name: new RegExp(text('donations.form.editTitle', { name: '' }).trim()),
  });
  await expect(input(page, 'donations.form.target')).toHaveValue('5000');
  await input(page, 'donations.form.target').fill('7000');
  await editForm.getByRole('tab', { name: new RegExp(`^${text('forms.tab.pl')}`) }).click();
  await editForm
    .getByRole('textbox', {
      name: text('donations.form.name', { language: text('forms.language.pl') }),
      exact: true,
    })
    .fill(`${marker} PL poprawiona`);
  await page.getByRole('button', { name: text('donations.form.save'), exact: true }).click();
  await expect(editForm).toBeHidden();
  const edited = page.getByRole('row').filter({ hasText: `${marker} PL poprawiona` });
  await expect(edited).toContainText('7000');

  // Activate: the switch asks first; after the confirmation the campaign leaves Not activated.
  const toggle = edited.getByRole('switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const confirm = page.getByRole('alertdialog', { name: text('donations.toggle.activateTitle') });
  await confirm.getByRole('button', { name: text('donations.toggle.activate'), exact: true }).click();
  await expect(tab(page, 'inactive', before.inactive)).toBeVisible();
  await expect(tab(page, 'customized', before.customized + 1)).toBeVisible();
  const stored = (await adminCategories(request)).find((each) => each.name === `${marker} PL poprawiona`);
  expect(stored).toMatchObject({ is_available: true, target_amount: 7000 });

  // Delete mode: select the campaign, confirm, and it is gone here and on the server.
  await tab(page, 'customized', before.customized + 1).click();
  await showLastPage(page, before.customized + 1);
  await page.getByRole('button', { name: text('donations.deleteMode'), exact: true }).click();
  await page.getByRole('checkbox', { name: new RegExp(`${marker} PL poprawiona`) }).check();
  await page.getByRole('button', { name: text('donations.deleteMode.delete'), exact: true }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: text('donations.delete.title') });
  await deleteDialog.getByRole('button', { name: text('donations.delete.confirm'), exact: true }).click();
  await expect(tab(page, 'customized', before.customized)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(0);
  expect((await adminCategories(request)).some((each) => each.id === stored?.id)).toBe(false);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a campaign photo: a file that is not an image or is too large is refused, a photo is stored and shown', async ({
  page,
  request,
}) => {
  const marker = `Zdjęcie ${randomBytes(3).toString('hex')}`;
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  await page.getByRole('button', { name: text('donations.add') }).click();
  const form = page.getByRole('form', { name: text('donations.form.createTitle') });
  await fillCategoryTexts(
    form,
    (language) => `${marker} ${language.toUpperCase()}`,
    () => 'Opis zbiórki',
  );
  await input(page, 'donations.form.defaultValue').fill('30');
  await input(page, 'donations.form.target').fill('3000');
  const photo = form.getByLabel(text('donations.form.image'), { exact: true });
  const create = page.getByRole('button', { name: text('donations.form.create'), exact: true });

  await photo.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await create.click();
  await expect(form.getByText(text('donations.issue.notAnImage'))).toBeVisible();
  await expect(form.getByText(text('donations.error.create'))).toBeVisible();
  await expect(input(page, 'donations.form.target')).toHaveValue('3000');

  const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1024)]);
  await photo.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  await create.click();
  await expect(form.getByText(text('donations.issue.imageTooLarge'))).toBeVisible();

  await photo.setInputFiles({ name: 'well.png', mimeType: 'image/png', buffer: PNG });
  const created = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/categories/') && answer.request().method() === 'POST',
  );
  await create.click();
  const stored = (await (await created).json()) as { id: number; image: string | null };
  expect(stored.image).toBeTruthy();
  await expect(form).toBeHidden();

  // The edit form shows the stored photo, served from the uploads path.
  const inactiveTab = page.getByRole('tab', { name: new RegExp(`^${text('donations.tab.inactive')}`) });
  await inactiveTab.click();
  const tabCount = Number(/\((\d+)\)/.exec((await inactiveTab.textContent()) ?? '')?.[1]);
  await showLastPage(page, tabCount);
  await page
    .getByRole('row')
    .filter({ hasText: `${marker} PL` })
    .getByRole('button', { name: new RegExp(`^${text('donations.edit')}`) })
    .click();
  const current = page.getByRole('img', { name: text('donations.form.currentImage') });
  // Its re-encoded JPEG, named by the hash that starts the stored reference.
  await expect(current).toHaveAttribute(
    'src',
    new RegExp(`/uploads/${stored.image?.slice(0, 24) ?? 'none'}-`),
  );
  await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const removed = await request.delete(`${e2eServer.apiUrl}/categories/${stored.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);
});

test('the built-in main categories cannot be selected for deletion', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  await page.getByRole('button', { name: text('donations.deleteMode'), exact: true }).click();
  const boxes = page.getByRole('table').getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
});

test('the page opens on the history with the chart beside it, the campaigns with progress and the balance', async ({
  page,
  request,
}) => {
  const history = (await (
    await request.get(`${e2eServer.apiUrl}/donations-history/?page=1&per_page=10`, {
      headers: {
        Authorization: `Bearer ${await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password)}`,
      },
    })
  ).json()) as { total: number; items: Array<{ is_anonymous: boolean }> };
  const active = (await (
    await request.get(`${e2eServer.apiUrl}/active_categories/?page=1&per_page=5`)
  ).json()) as {
    total_amount: number;
    items: unknown[];
  };
  expect(history.total).toBeGreaterThanOrEqual(60);

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);

  const table = page.getByRole('table', { name: new RegExp(`^${text('donations.chart.history')}: `) });
  await expect(table.getByRole('row')).toHaveCount(11);
  if (history.items.some((item) => item.is_anonymous))
    await expect(table.getByText(text('donations.chart.anonymous')).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: text('donations.chart.active') }).getByRole('progressbar'),
  ).toHaveCount(active.items.length);

  const balance = page.locator('[data-slot="balance"]');
  await expect(balance.getByRole('heading', { name: text('donations.chart.balance') })).toBeVisible();
  const shown = (await balance.locator('.donations-balance__value').textContent()) ?? '';
  expect(shown.replace(/\D/g, '')).toBe(active.total_amount.toFixed(2).replace('.', ''));

  await expect(page.locator('[data-slot="chart-canvas"] canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: text('donations.chart.tableCaption') })).toBeVisible();

  // The history pages on: page 2 asks the server for the next ten.
  const next = page.waitForResponse((answer) => answer.url().includes('/api/donations-history/?page=2'));
  await page
    .getByRole('navigation', { name: text('donations.chart.historyPagination') })
    .getByRole('button', { name: uiText('pl', 'ui.pagination.page').replace('{page}', '2'), exact: true })
    .click();
  expect((await next).ok()).toBe(true);
});

test('an imam cannot open the Donations area', async ({ page }) => {
  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await expect(page.getByRole('link', { name: text('nav.Donations') })).toHaveCount(0);
  await page.goto('/dashboard/Donations');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: text('donations.title') })).toHaveCount(0);
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['pl', 'ar', 'en'] as const) {
    test(`Donations in ${locale}`, async ({ page }) => {
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      if (locale !== 'pl') await page.getByRole('banner').locator(languageButton(page, locale)).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.goto('/dashboard/Donations');
      await expect(
        page.getByRole('heading', { level: 1, name: text('donations.title', {}, locale) }),
      ).toBeVisible();

      const views: Array<[string, () => Promise<void>]> = [
        [
          'main tab',
          async () => {
            await expect(page.getByRole('switch').first()).toBeVisible();
          },
        ],
        [
          'customized tab',
          async () => {
            await page
              .getByRole('tab', { name: new RegExp(`^${text('donations.tab.customized', {}, locale)}`) })
              .click();
            await expect(page.getByRole('progressbar').first()).toBeVisible();
          },
        ],
        [
          'chart beside the history',
          async () => {
            await expect(page.locator('[data-slot="chart-canvas"] canvas').first()).toBeVisible();
          },
        ],
        [
          'create form',
          async () => {
            await page.getByRole('button', { name: text('donations.add', {}, locale) }).click();
            await expect(
              page.getByRole('form', { name: text('donations.form.createTitle', {}, locale) }),
            ).toBeVisible();
          },
        ],
      ];
      for (const [name, open] of views) {
        await open();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(
          scrollWidth,
          `${name}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`,
        ).toBeLessThanOrEqual(innerWidth);
      }
    });
  }
});

test("an admin refunds part of a gift from the history, and the campaign's progress goes down by it", async ({
  page,
  request,
}) => {
  const campaign = (await adminCategories(request)).find(
    (category) => category.is_available && !category.is_system_defined,
  ) as Category;
  const donor = `Zwrot ${randomBytes(3).toString('hex')}`;
  const given = await request.post(`${e2eServer.apiUrl}/donations`, {
    data: {
      payment_method: '4242424242424242',
      amount: 50,
      category_id: campaign.id,
      donor_name: donor,
      donor_email: 'refund@example.org',
      idempotency_key: `e2e-refund-${randomBytes(8).toString('hex')}`,
    },
  });
  expect(given.status()).toBe(201);
  const collected = async () =>
    ((await (await request.get(`${e2eServer.apiUrl}/categories/${campaign.id}/`)).json()) as Category)
      .current_amount;
  const before = await collected();

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await openArea(page);
  const row = page.getByRole('row').filter({ hasText: donor });
  await expect(row).toContainText(text('donations.status.succeeded'));
  await row.getByRole('button', { name: new RegExp(text('donations.refund.open')) }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: text('donations.refund.amount') })).toHaveValue('50');
  await dialog.getByRole('textbox', { name: text('donations.refund.amount') }).fill('20');
  await dialog
    .getByRole('textbox', { name: text('donations.refund.reason') })
    .fill('Darczyńca pomylił kwotę');
  await dialog.getByRole('button', { name: text('donations.refund.next') }).click();
  await expect(dialog.getByRole('heading', { name: text('donations.refund.confirmTitle') })).toBeVisible();
  const refunded = page.waitForResponse((answer) => /\/api\/donations\/\d+\/refund$/.test(answer.url()));
  await dialog.getByRole('button', { name: /20/ }).click();
  expect((await refunded).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  await expect(row).toContainText(textBeforeArgument(text('donations.status.partlyRefunded')));
  await expect.poll(collected).toBe(before - 20);
});
