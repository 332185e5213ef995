import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The admin's Children and Subjects and teachers screens against the built server and its
 * demo seed. The dashboard signs in in Polish, its default, so the screens are read in Polish.
 */

/** A dashboard message in Polish, with its ICU plurals formatted. */
function t(id: string, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(dashboardText('pl', id), 'pl').format(values));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as the screen puts it into a sentence: isolated, so its direction cannot leak. */
const isolated = (text: string) => `\u2068${text}\u2069`;
const headers = (token: string) => ({ Authorization: `Bearer ${token}` });
const tag = () => String(Date.now() % 1_000_000);

/** The demo parent asks to enrol a child, as the parent's app does (POST /children/). */
async function enrolAsParent(request: APIRequestContext, firstName: string, lastName: string) {
  const parent = headers(await apiAccessToken(request, DEMO.parent.email, DEMO.parent.password));
  const answer = await request.post(`${e2eServer.apiUrl}/children/`, {
    headers: parent,
    data: { first_name: firstName, last_name: lastName, birthdate: '2017-03-14' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function openTab(page: Page, key: 'all' | 'requests' | 'noTeachers') {
  await page.getByRole('tab', { name: t(`children.tab.${key}`) }).click();
  await expect(page.getByRole('tab', { name: t(`children.tab.${key}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

/** Picks a teacher in the dialog's select (the kit's Radix select) and returns the name chosen. */
async function chooseTeacher(dialog: Locator, page: Page, except: string | null): Promise<string> {
  const select = dialog.getByRole('combobox');
  await select.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = (await options.allTextContents()).map((name) => name.trim());
  const name = names.find((each) => each !== except) ?? '';
  expect(name).not.toBe('');
  await page.getByRole('option', { name, exact: true }).click();
  await expect(select).toHaveText(name);
  return name;
}

test.describe('children, subjects and teachers', () => {
  test("a parent's enrolment request is approved, assigned to a teacher, leaves No teachers and is reassigned", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // 'Aa…' sorts first among the demo's last names, so the child is on the first page of each list.
    const first = `Amina${tag()}`;
    const last = 'Aabidi';
    const name = `${first} ${last}`;
    await enrolAsParent(request, first, last);
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard/Children');
    await expect(page.getByRole('heading', { level: 1, name: t('children.title') })).toBeVisible();

    // The request waits in Requests; approving it (no teacher chosen in its dialog) says so and moves it out.
    await openTab(page, 'requests');
    await expect(page).toHaveURL(/\?tab=requests$/);
    await rowOf(page, name)
      .getByRole('button', { name: t('children.approveOf', { name: isolated(name) }) })
      .click();
    const approve = page.getByRole('dialog', {
      name: t('children.approveDialog.title', { name: isolated(name) }),
    });
    await expect(approve.getByRole('combobox')).toHaveText(t('children.approveDialog.noTeacher'));
    await approve.getByRole('button', { name: t('children.approveDialog.save') }).click();
    await expect(approve).toBeHidden();
    await expect(page.getByText(t('children.toast.approved'))).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);

    // Approved and without a teacher: the notice leads to No teachers, where it is assigned.
    await expect(page.getByText(t('children.notice.approved', { name: isolated(name) }))).toBeVisible();
    await page
      .getByRole('button', { name: t('children.notice.show', { tab: t('children.tab.noTeachers') }) })
      .click();
    await expect(page).toHaveURL(/\?tab=no-teachers$/);
    await rowOf(page, name)
      .getByRole('button', { name: t('children.assignOf', { name: isolated(name) }) })
      .click();
    let dialog = page.getByRole('dialog', {
      name: t('children.assignDialog.title', { name: isolated(name) }),
    });
    const firstTeacher = await chooseTeacher(dialog, page, null);
    await dialog.getByRole('button', { name: t('children.assignDialog.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('children.toast.saved'))).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);

    // In All with its teacher, then reassigned to another in one step.
    await openTab(page, 'all');
    const row = rowOf(page, name);
    await expect(row).toContainText(firstTeacher);
    await row
      .getByRole('button', {
        name: t('children.reassignOf', { name: isolated(name), teacher: isolated(firstTeacher) }),
      })
      .click();
    dialog = page.getByRole('dialog', { name: t('children.reassignDialog.title', { name: isolated(name) }) });
    const secondTeacher = await chooseTeacher(dialog, page, firstTeacher);
    const moved = page.waitForResponse((response) =>
      response.url().endsWith('/api/assign-children-to-teacher/'),
    );
    await dialog.getByRole('button', { name: t('children.reassignDialog.save') }).click();
    expect((await moved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(secondTeacher);
    await expect(row).not.toContainText(firstTeacher);
    await openTab(page, 'noTeachers');
    await expect(rowOf(page, name)).toHaveCount(0);
  });

  test('a subject is added, given to a teacher, and its delete is refused until the teacher loses it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // 'Adab…' sorts before the demo's subjects, so it is on the table's first page.
    const subject = `Adab ${tag()}`;
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/dashboard/Subjects');
    await expect(page.getByRole('heading', { level: 1, name: t('subjects.title') })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);

    // A taken name (spaces and capitals ignored) is refused under the name field, nothing sent.
    await page.getByRole('button', { name: t('subjects.add') }).click();
    const form = page.getByRole('dialog', { name: t('subjects.form.addTitle') });
    const nameField = form.getByLabel(new RegExp(`^${escapeRegExp(t('subjects.form.name'))}`));
    await nameField.fill('  quran RECITATION ');
    await form.getByRole('button', { name: t('subjects.form.create') }).click();
    await expect(form.getByText(t('subjects.issue.nameTaken'))).toBeVisible();
    await nameField.fill(subject);
    await form
      .getByLabel(t('subjects.form.description'))
      .fill('Manners at home, at school and in the mosque.');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/subjects') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t('subjects.form.create') }).click();
    expect((await created).status()).toBe(201);
    const subjectId = ((await (await created).json()) as { id: number }).id;
    await expect(form).toBeHidden();
    await expect(page.getByText(t('subjects.toast.added', { name: isolated(subject) }))).toBeVisible();
    const row = rowOf(page, subject);
    await expect(row).toBeVisible();

    // Given to the first teacher on the first page of cards, through its multi-select.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const teacher = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const chooser = card.getByRole('button', {
      name: new RegExp(escapeRegExp(t('subjects.teacher.choose', { name: isolated(teacher) }))),
    });
    await chooser.click();
    await page.getByRole('checkbox', { name: subject, exact: true }).check();
    await expect(
      page.getByText(t('subjects.toast.given', { teacher: isolated(teacher), subject: isolated(subject) })),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toContainText(subject);
    await expect(row).toContainText(teacher);

    // While taught, Delete says why not and who teaches it; the server refuses it too.
    await row.getByRole('button', { name: t('subjects.deleteOf', { name: isolated(subject) }) }).click();
    const blocked = page.getByRole('alertdialog', { name: t('subjects.blocked.title') });
    await expect(blocked).toContainText(teacher);
    await expect(blocked.getByRole('button', { name: t('subjects.deleteDialog.confirm') })).toHaveCount(0);
    await blocked
      .getByRole('button', { name: t('subjects.blocked.close') })
      .last()
      .click();
    await expect(blocked).toBeHidden();
    const admin = headers(await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password));
    const refused = await request.delete(`${e2eServer.apiUrl}/subjects/${subjectId}`, { headers: admin });
    expect(refused.status()).toBe(409);

    // The teacher loses it; then it can be deleted, once confirmed.
    await chooser.click();
    await page.getByRole('checkbox', { name: subject, exact: true }).uncheck();
    await expect(
      page.getByText(t('subjects.toast.taken', { teacher: isolated(teacher), subject: isolated(subject) })),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row).not.toContainText(teacher);
    await row.getByRole('button', { name: t('subjects.deleteOf', { name: isolated(subject) }) }).click();
    const confirm = page.getByRole('alertdialog', { name: t('subjects.deleteDialog.title') });
    await confirm.getByRole('button', { name: t('subjects.deleteDialog.confirm') }).click();
    await expect(page.getByText(t('subjects.toast.deleted', { name: isolated(subject) }))).toBeVisible();
    await expect(rowOf(page, subject)).toHaveCount(0);
  });

  for (const [screen, path] of [
    ['Children', '/dashboard/Children'],
    ['Subjects and teachers', '/dashboard/Subjects'],
  ] as const) {
    test(`the ${screen} screen does not scroll sideways on a 390 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.goto(path);
      await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
      if (path === '/dashboard/Subjects')
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      const measured = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(measured.scroll).toBeLessThanOrEqual(measured.window);
    });
  }
});
