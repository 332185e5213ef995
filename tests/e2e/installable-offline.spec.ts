import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * The public site as an installed app on a phone-sized Chromium: the page links its
 * manifest in the visitor's language, the first visit registers the service worker and Chromium finds
 * nothing missing to install it; with the network cut, a second visit still shows today's prayer times
 * and the upcoming events, each saying how old they are, and the hall's display still runs.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Record<string, string>;
const PRAYER = read('apps/public-site/src/features/prayer-times/locales/en.json');
const EVENTS = read('apps/public-site/src/features/events/locales/en.json');
const INSTALL = read('apps/public-site/src/features/install/locales/en.json');
const SITE = read('apps/public-site/src/locales/en.json');
/** The words of a message before its first argument. */
const lead = (message: string | undefined) => (message ?? '').split('{')[0]?.trim() ?? '';

const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];
// Service workers are blocked for the other tests (playwright.config.ts); these are about one.
test.use({ ...PHONE, serviceWorkers: 'allow' });

async function openInEnglish(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto(`${e2eServer.publicUrl}${path}`);
}

/** Waits until the service worker is active and controls the page. */
async function controlledBySiteWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    }
    return registration.active?.scriptURL ?? '';
  });
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test('the home links the manifest in its language, registers the service worker and is installable', async ({
  page,
  request,
}) => {
  await openInEnglish(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=en');
  expect(await controlledBySiteWorker(page)).toBe(`${e2eServer.publicUrl}/sw.js`);

  const manifest = (await (
    await request.get(`${e2eServer.publicUrl}/manifest.webmanifest?lang=ar`)
  ).json()) as {
    dir: string;
    lang: string;
  };
  expect(manifest).toMatchObject({ dir: 'rtl', lang: 'ar' });

  // What Chromium (and Lighthouse's installability audit, which asks it the same) finds missing: the
  // test's browser contexts are incognito, where Chromium installs nothing, and nothing else, so the
  // manifest's fields, its icons and the worker's fetch handler all pass its checks.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  // The home's app link leads to the install page, which the visitor's browser explains.
  const link = page.getByRole('link', { name: SITE['home.appLink'] });
  await expect(link).toHaveAttribute('href', '/install');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: INSTALL['install.title'] })).toBeVisible();
});

test('without a network, a second visit shows today’s prayer times and the events, saying how old they are', async ({
  page,
  context,
}) => {
  // First visit: the worker installs. Second, still online: the pages and their answers are kept.
  await openInEnglish(page, '/');
  await controlledBySiteWorker(page);
  await page.goto(`${e2eServer.publicUrl}/prayer-times`);
  const today = page.getByRole('region', { name: PRAYER['timetable.today.title'] });
  await expect(today.getByRole('listitem').first()).toBeVisible();
  const timesOnline = await today.getByRole('list').textContent();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.goto(`${e2eServer.publicUrl}/events`);
  const events = page.getByRole('list', { name: /upcoming event/ });
  await expect(events.getByRole('heading').first()).toBeVisible();
  const eventNames = await events.getByRole('heading').allInnerTexts();
  await page.goto(`${e2eServer.publicUrl}/display/?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await goOffline(context);

  await page.goto(`${e2eServer.publicUrl}/prayer-times`);
  await expect(today.getByRole('listitem').first()).toBeVisible();
  expect(await today.getByRole('list').textContent()).toBe(timesOnline);
  await expect(page.getByRole('note')).toContainText(lead(PRAYER['timetable.saved']));

  await page.goto(`${e2eServer.publicUrl}/events`);
  await expect(events.getByRole('heading').first()).toBeVisible();
  expect(await events.getByRole('heading').allInnerTexts()).toEqual(eventNames);
  await expect(page.getByRole('note')).toContainText(lead(EVENTS['events.saved']));

  await page.goto(`${e2eServer.publicUrl}/display/?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
});
