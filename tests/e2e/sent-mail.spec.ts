import { expect, test } from '@playwright/test';
import { createVerifiedParent } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { waitForMailCode } from './support/outbox';

test('an administrator finds the account code just mailed to a new parent among the sent mail, sent, without its code', async ({
  page,
  request,
}) => {
  const parent = await createVerifiedParent(request, 'sentmail');
  const code = await waitForMailCode(parent.email, 'verify');

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  // The dashboard opens in Polish, its first language.
  await page
    .getByRole('navigation', { name: dashboardText('pl', 'nav.label') })
    .getByRole('link', { name: dashboardText('pl', 'nav.SentMail') })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/SentMail$/);
  await expect(
    page.getByRole('heading', { level: 1, name: dashboardText('pl', 'sentMail.title') }),
  ).toBeFocused();

  // Newest first: the mail just sent is on the first page.
  const row = page.getByRole('row').filter({ hasText: parent.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dashboardText('pl', 'mailKind.verify'));
  await expect(row).toContainText(dashboardText('pl', 'sentMail.status.sent'));
  await expect(page.locator('main')).not.toContainText(code);
});
