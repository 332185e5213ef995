import { expect, test } from '@playwright/test';
import { languageButton } from './support/dashboard';
import { publicSiteText } from './support/messages';
import { e2eServer } from './support/server-environment';

test('the public site welcomes donors, switches to Arabic and keeps the choice', async ({ page }) => {
  await page.goto(e2eServer.publicUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicSiteText('pl', 'home.title'));
  await expect(page.getByRole('main')).toContainText(publicSiteText('pl', 'home.intro'));

  await languageButton(page, 'ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicSiteText('ar', 'home.title'));

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('main')).toContainText(publicSiteText('ar', 'home.intro'));
});
