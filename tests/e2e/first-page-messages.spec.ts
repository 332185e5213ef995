import { expect, test } from '@playwright/test';
import { dashboardText } from './support/messages';

/** A key only one catalogue's files hold, to tell them apart among the page's scripts. */
const CATALOGUES = {
  app: '"app.name"',
  auth: '"auth.brand.tagline"',
} as const;

/*
 * The sign-in page shows the app's shared messages and the account pages' own, each a file per
 * language. The page's first script asks for the stored language's files before the first page's
 * code has even run, so they download beside it; were one requested by the first page's code
 * instead, the sign-in page would wait a round trip longer for it.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`the sign-in page in ${locale} asks for its messages from its first script, beside the page's code`, async ({
    page,
  }) => {
    // The language this browser chose earlier, which only the page's first script can read.
    await page.addInitScript((language) => localStorage.setItem('language', language), locale);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** The script whose function called import() for each request, by the requested URL. */
    const requestedBy = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const frames = initiator.stack?.callFrames ?? [];
      requestedBy.set(request.url, frames[0]?.url ?? initiator.url ?? initiator.type);
    });
    const scripts: Array<Promise<{ url: string; body: string }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: dashboardText(locale, 'login.title') })).toBeVisible();
    await expect(page.getByText(dashboardText(locale, 'auth.brand.tagline'))).toBeVisible();
    await expect(page.getByRole('button', { name: dashboardText(locale, 'login.submit') })).toBeVisible();

    const entry = new URL(
      (await page.locator('script[type="module"]').first().getAttribute('src')) ?? '',
      page.url(),
    ).href;
    const loaded = await Promise.all(scripts);
    for (const [catalogue, key] of Object.entries(CATALOGUES)) {
      const files = loaded.filter(({ body }) => body.includes(key));
      // One file per catalogue: the language chosen, fetched once (the same module the catalogue imports).
      expect(
        files.map(({ url }) => new URL(url).pathname),
        catalogue,
      ).toHaveLength(1);
      expect(requestedBy.get(files[0]!.url), `${catalogue} messages requested by`).toBe(entry);
    }
    await cdp.detach();
  });
}
