import { type APIRequestContext, expect, type Request, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn, submitLogin } from './support/dashboard';
import { fillDateField } from './support/date-field';
import { DEMO } from './support/demo-accounts';
import { dashboardText, prayerTimesText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * Without a network nothing waits to be sent later: a save fails at once with the network message and
 * the form as typed, and going back online after the form was closed sends nothing. The dashboard
 * starts in Polish, so texts come from the pl catalogues.
 */

const OFFLINE = dashboardText('pl', 'error.offline');

function text(id: string, values: Record<string, string> = {}): string {
  return prayerTimesText('pl', id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

interface IqamaSetting {
  id: number;
  effective_from: string;
  effective_to: string;
}

async function iqamaSettings(request: APIRequestContext): Promise<IqamaSetting[]> {
  const token = await apiAccessToken(request, DEMO.imam.email, DEMO.imam.password);
  const answer = await request.get(`${e2eServer.apiUrl}/prayer-settings`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as IqamaSetting[];
}

const isWrite = (request: Request) => request.url().includes('/api/') && request.method() !== 'GET';

test('an iqama saved offline fails at once, keeps the form, and is not sent after the dialog is closed', async ({
  page,
  context,
  request,
}) => {
  // A period far ahead that no demo data or other test touches.
  const year = new Date().getUTCFullYear() + 3;
  const from = `${year}-06-03`;
  const to = `${year}-06-09`;
  const settingsBefore = await iqamaSettings(request);

  await signIn(page, DEMO.imam.email, DEMO.imam.password);
  await expect(page).toHaveURL(/\/dashboard\/AthanTimes$/);
  await page.getByRole('tab', { name: text('prayer.sidebar.tab.iqama') }).click();
  await page.getByRole('button', { name: text('prayer.sidebar.addIqama') }).click();
  const dialog = page.getByRole('dialog', { name: text('prayer.iqamaDialog.addTitle') });
  await dialog.getByRole('radio', { name: text('prayer.iqamaDialog.range') }).check();
  const fromField = dialog.getByRole('group', { name: text('prayer.iqamaDialog.from') });
  const toField = dialog.getByRole('group', { name: text('prayer.iqamaDialog.to') });
  const fajr = dialog.getByLabel(
    text('prayer.iqamaDialog.minutesLabel', { prayer: text('prayer.name.fajr') }),
  );
  await fillDateField(fromField, from);
  await fillDateField(toField, to);
  await fajr.fill('25');

  await context.setOffline(true);
  const save = dialog.getByRole('button', { name: text('prayer.dialog.save') });
  await save.click();
  // At once: well within the time a paused save would have spun.
  await expect(dialog.getByRole('alert')).toHaveText(OFFLINE, { timeout: 3_000 });
  await expect(save).not.toHaveAttribute('aria-busy', 'true');
  await expect(dialog.locator('input[name="effective_from"]')).toHaveValue(from);
  await expect(dialog.locator('input[name="effective_to"]')).toHaveValue(to);
  await expect(fajr).toHaveValue('25');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const writesAfterReconnect: string[] = [];
  page.on('request', (sent) => {
    if (isWrite(sent)) writesAfterReconnect.push(`${sent.method()} ${sent.url()}`);
  });
  // Back online the screen reloads its data; the data library resumes paused saves before that.
  const reload = page.waitForRequest((sent) => sent.url().includes('/api/') && sent.method() === 'GET');
  await context.setOffline(false);
  await reload;
  await page.waitForTimeout(1_000);

  expect(writesAfterReconnect).toEqual([]);
  const settingsAfter = await iqamaSettings(request);
  expect(settingsAfter.filter((setting) => setting.effective_from === from)).toEqual([]);
  expect(settingsAfter).toHaveLength(settingsBefore.length);
});

test('sign-in without a network says so instead of loading, and works once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The app has taken over index.html's own picture of the login page: it is the sign-in call
  // that goes without a network here, not the page's code.
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await context.setOffline(true);
  await submitLogin(page, DEMO.imam.email, DEMO.imam.password);

  const submit = page.getByRole('button', { name: dashboardText('pl', 'login.submit') });
  await expect(page.getByRole('alert')).toHaveText(OFFLINE, { timeout: 3_000 });
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(false);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard\/AthanTimes$/);
});
