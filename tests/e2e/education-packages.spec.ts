import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText, uiText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The admin's Pricing packages and their subscribers against the built server and its demo
 * seed. The dashboard signs in in Polish, its default, so the screens are read in Polish.
 */

/** A dashboard message in Polish, with its ICU plurals formatted. */
function t(id: string, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(dashboardText('pl', id), 'pl').format(values));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as the screen puts it into a sentence: isolated, so its direction cannot leak. */
const isolated = (text: string) => `\u2068${text}\u2069`;
const field = (scope: Locator, id: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(t(id))}`));
const headers = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Gives a package `count` subscribers as the product gets them: the demo parent asks to enrol a
 * child (POST /children/), the admin approves it, and the parent subscribes it (POST /subscriptions).
 */
async function subscribeNewChildren(
  request: APIRequestContext,
  packageId: number,
  count: number,
  tag: string,
) {
  const parent = headers(await apiAccessToken(request, DEMO.parent.email, DEMO.parent.password));
  const admin = headers(await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password));
  for (let index = 1; index <= count; index++) {
    const enrolled = await request.post(`${e2eServer.apiUrl}/children/`, {
      headers: parent,
      data: {
        first_name: `${tag}${String(index).padStart(2, '0')}`,
        last_name: 'Nowak',
        birthdate: '2017-03-14',
      },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const childId = ((await enrolled.json()) as { id: number }).id;
    const approved = await request.patch(`${e2eServer.apiUrl}/children/${childId}/approve/`, {
      headers: admin,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const subscribed = await request.post(`${e2eServer.apiUrl}/subscriptions`, {
      headers: parent,
      data: { child_id: childId, package_id: packageId },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
  }
}

async function openPricing(page: Page) {
  await page.goto('/dashboard/Pricing');
  await expect(page.getByRole('heading', { level: 1, name: t('pricing.title') })).toBeVisible();
}

test.describe('pricing packages and subscribers', () => {
  test('a package is created, cancelled and activated again; its subscribers are paged, one suspended with a reason and reactivated', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Evening hifz ${Date.now() % 100_000}`;
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await openPricing(page);
    // The demo: three packages on offer, one cancelled.
    await expect(page.getByRole('tab', { name: t('pricing.tab.active', { count: 3 }) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: t('pricing.tab.cancelled', { count: 1 }) })).toBeVisible();

    // Created through the form, refused first for a price with three decimals.
    await page.getByRole('button', { name: t('pricing.add') }).click();
    const form = page.getByRole('dialog', { name: t('pricing.form.addTitle') });
    await field(form, 'pricing.field.name').fill(name);
    await field(form, 'pricing.field.description').fill('Memorisation circles on weekday evenings.');
    await field(form, 'pricing.field.price').fill('99,999');
    await field(form, 'pricing.field.num_subjects_included').fill('3');
    await form.getByRole('button', { name: t('pricing.form.create') }).click();
    await expect(form.getByText(t('pricing.issue.price', { max: 100_000 }))).toBeVisible();
    await field(form, 'pricing.field.price').fill('149,50');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/packages/') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t('pricing.form.create') }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const packageId = ((await answer.json()) as { id: number }).id;
    await expect(form).toBeHidden();
    await expect(page.getByText(t('pricing.created', { name: isolated(name) }))).toBeVisible();
    await expect(page.getByRole('tab', { name: t('pricing.tab.active', { count: 4 }) })).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(t('pricing.card.subjects', { count: 3 }));

    // Cancelled, confirmed: it moves to the Cancelled tab.
    await card.getByRole('button', { name: t('pricing.card.cancelOf', { name: isolated(name) }) }).click();
    const cancel = page.getByRole('alertdialog', { name: t('pricing.cancel.title') });
    await cancel.getByRole('button', { name: t('pricing.cancel.confirm') }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByRole('tab', { name: t('pricing.tab.cancelled', { count: 2 }) })).toBeVisible();
    await expect(page.getByRole('article', { name })).toBeHidden();
    await page.getByRole('tab', { name: t('pricing.tab.cancelled', { count: 2 }) }).click();
    await expect(page).toHaveURL(/\/dashboard\/Pricing\?tab=cancelled$/);

    // Activated again, confirmed.
    const cancelledCard = page.getByRole('article', { name });
    await cancelledCard
      .getByRole('button', { name: t('pricing.card.activateOf', { name: isolated(name) }) })
      .click();
    const activate = page.getByRole('alertdialog', { name: t('pricing.activate.title') });
    await activate.getByRole('button', { name: t('pricing.activate.confirm') }).click();
    await expect(activate).toBeHidden();
    await expect(page.getByRole('tab', { name: t('pricing.tab.active', { count: 4 }) })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('pricing.tab.cancelled', { count: 1 }) })).toBeVisible();

    // 23 parents' children subscribe to it: three pages of ten.
    await subscribeNewChildren(request, packageId, 23, 'Kid');
    await page.getByRole('tab', { name: t('pricing.tab.active', { count: 4 }) }).click();
    await page.reload();
    await expect(page.getByRole('article', { name })).toContainText(
      t('pricing.card.subscribers', { count: 23 }),
    );
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: t('pricing.card.viewSubscribersOf', { name: isolated(name) }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/subscribers/${packageId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: t('subscribers.title', { name: isolated(name) }) }),
    ).toBeVisible();
    const summary = page.getByRole('region', { name: t('subscribers.summary') });
    await expect(summary.getByRole('article').filter({ hasText: t('subscribers.card.count') })).toContainText(
      '23',
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);

    // The pager: five buttons at most, the current page marked, previous disabled on the first.
    const pager = page.getByRole('navigation', { name: t('subscribers.pager.label') });
    const pageButton = (number: number) =>
      pager.getByRole('button', {
        name: String(
          new IntlMessageFormat(uiText('pl', 'ui.pagination.page'), 'pl').format({ page: number }),
        ),
        exact: true,
      });
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(pageButton(3)).toBeVisible();
    await pageButton(3).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
    await pageButton(2).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(table.getByRole('row')).toHaveCount(11);
    await pageButton(1).click();
    await expect(table.getByRole('row')).toHaveCount(11);

    // Suspended with a reason: Suspend waits for one, the reason then shows in the row.
    const child = table.getByRole('row').nth(1);
    const childName = ((await child.locator('td, th').first().textContent()) ?? '').trim();
    await child
      .getByRole('button', {
        name: t('subscribers.status.suspendOf', {
          status: t('subscribers.status.active'),
          name: isolated(childName),
        }),
      })
      .click();
    const suspend = page.getByRole('dialog', {
      name: t('subscribers.suspend.title', { name: isolated(childName) }),
    });
    const confirm = suspend.getByRole('button', { name: t('subscribers.suspend.confirm') });
    await expect(confirm).toBeDisabled();
    await field(suspend, 'subscribers.suspend.reason').fill('   ');
    await expect(confirm).toBeDisabled();
    await field(suspend, 'subscribers.suspend.reason').fill('Nieopłacone od września');
    await confirm.click();
    await expect(suspend).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: childName });
    await expect(row).toContainText('Nieopłacone od września');
    await expect(row).toContainText(t('subscribers.status.notActivated'));
    await expect(summary.getByRole('article').filter({ hasText: t('subscribers.card.count') })).toContainText(
      '23',
    );

    // Reactivated after its confirmation: active again, the reason gone.
    await row
      .getByRole('button', {
        name: t('subscribers.status.reactivateOf', {
          status: t('subscribers.status.notActivated'),
          name: isolated(childName),
        }),
      })
      .click();
    const reactivate = page.getByRole('alertdialog', { name: t('subscribers.reactivate.title') });
    await reactivate.getByRole('button', { name: t('subscribers.reactivate.confirm') }).click();
    await expect(reactivate).toBeHidden();
    await expect(row).toContainText(t('subscribers.status.active'));
    await expect(row).not.toContainText('Nieopłacone od września');

    // Back to the packages.
    await page.getByRole('link', { name: t('subscribers.back') }).click();
    await expect(page).toHaveURL(/\/dashboard\/Pricing$/);
  });

  test('an address without a package number sends the admin to Pricing', async ({ page }) => {
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard/subscribers/undefined');
    await expect(page).toHaveURL(/\/dashboard\/Pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: t('pricing.title') })).toBeVisible();
  });

  test('neither screen scrolls sideways on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    const widths = async () =>
      page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
    await openPricing(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    let measured = await widths();
    expect(measured.scroll, 'Pricing').toBeLessThanOrEqual(measured.window);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    measured = await widths();
    expect(measured.scroll, 'subscribers').toBeLessThanOrEqual(measured.window);
  });
});
