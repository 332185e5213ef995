import { expect, type Page, type Request, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * A public page opened from a link asks for its data beside its code (apps/public-site/src/app/
 * page-starts.ts): its first reads go out while the page's own chunk has not arrived, not after the
 * chunk, its API client and a first render, and the mosque's identity, shown by the header, the
 * footer and a campaign's organiser, is asked for once. The page's own code (its chunk, its data's
 * chunks and its messages) is named by the page's first script, so the browser asks for it beside the
 * entry rather than after it (apps/public-site/vite/first-paint.ts), in a few files.
 *
 * Both are held by holding a script back until what should not wait for it has been asked for: were
 * the order otherwise, the page would wait for itself and never render.
 */
const fileOf = (request: Request) => new URL(request.url()).pathname.split('/').pop() ?? '';

/**
 * Holds back the scripts matching `script` until `ready` says yes, asked after each request. Routing
 * turns the browser's HTTP cache off, so every load asks for all it needs.
 */
async function holdScript(page: Page, script: RegExp, ready: () => boolean): Promise<void> {
  const waiting = new Set<() => void>();
  page.on('request', () => {
    if (!ready()) return;
    for (const release of waiting) release();
    waiting.clear();
  });
  await page.route(
    (url) => script.test(url.pathname),
    async (route) => {
      if (!ready()) await new Promise<void>((resolve) => waiting.add(resolve));
      await route.continue();
    },
  );
}

/** Every API read of a load, in the order the browser sent them. */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname.startsWith('/api/'))
      reads.push(`${request.method()} ${address.pathname}${address.search}`);
  });
  return reads;
}

/**
 * Opens `path` with the page's chunk (its name's start) held until each of `first` has been asked
 * for, and waits until `settled`. Gives every read of the load.
 */
async function openAndWatch(
  page: Page,
  path: string,
  { chunk, first }: { chunk: string; first: readonly string[] },
  settled: () => Promise<void>,
): Promise<string[]> {
  const reads = watchReads(page);
  await holdScript(page, new RegExp(`/${chunk}-[\\w-]+\\.js$`), () =>
    first.every((read) => reads.includes(`GET ${read}`)),
  );
  await page.goto(`${e2eServer.publicUrl}${path}`);
  await settled();
  return reads;
}

test("a campaign's page asks for the campaign with its code, and for the mosque once", async ({
  page,
  request,
}) => {
  const campaigns = (await // In the site's default language, Polish, as the page shows it.
  (
    await request.get(`${e2eServer.apiUrl}/customized_categories/?page=1&per_page=1`, {
      headers: { 'Accept-Language': 'pl' },
    })
  ).json()) as { items: Array<{ id: number; name: string }> };
  const campaign = campaigns.items[0];
  if (!campaign) throw new Error('the demo data has no campaign open to donors');

  const reads = await openAndWatch(
    page,
    `/donation/${campaign.id}`,
    { chunk: 'category-route', first: [`/api/categories/${campaign.id}/`] },
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
      // The organiser's block is drawn from the same identity as the footer.
      await expect(page.locator('.campaign-organiser__name')).toBeVisible();
      await expect(page.locator('.public-layout__identity')).toBeVisible();
    },
  );

  expect(reads.filter((read) => read.includes('/api/public/mosque'))).toEqual(['GET /api/public/mosque']);
  // The page's own calls took the reads started for them: each asked for once.
  for (const path of [
    `/api/categories/${campaign.id}/`,
    `/api/categories/${campaign.id}/updates/`,
    `/api/categories/${campaign.id}/recent-gifts/`,
  ]) {
    expect(reads.filter((read) => read === `GET ${path}`)).toHaveLength(1);
  }
});

test('the events page asks for the events with its code', async ({ page }) => {
  const reads = await openAndWatch(
    page,
    '/events',
    { chunk: 'events-route', first: ['/api/public/events'] },
    () => expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible(),
  );
  expect(reads.filter((read) => read === 'GET /api/public/events')).toHaveLength(1);
  expect(reads.filter((read) => read.includes('/api/public/mosque'))).toHaveLength(1);
});

test('the prayer times page asks for the settings and cities with its code', async ({ page }) => {
  const reads = await openAndWatch(
    page,
    '/prayer-times',
    { chunk: 'prayer-times-route', first: ['/api/settings', '/api/public/cities'] },
    () => expect(page.locator('table').first()).toBeVisible(),
  );
  expect(reads.filter((read) => read === 'GET /api/public/cities')).toHaveLength(1);
});

/** Files of the API client, valibot, the contract's schemas and the domain's rules, were they apart. */
const SPLIT_DATA =
  /^(chunk-|dist-|public-api-clients|http-[\w-]+-api|donations-(?!data-)|payment-|zakat-|monthly-)/;

/**
 * Opens `path` twice: once to learn the page's own scripts (`own`: its chunk, its data's chunks and
 * every language file), then with the site's entry held until all of those have been asked for, so
 * they can only have been asked for by the page itself. Gives the scripts of the first load.
 */
async function openWithEntryHeld(
  page: Page,
  path: string,
  own: RegExp,
  settled: () => Promise<void>,
): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(fileOf(request));
  });
  let holding = false;
  const wanted: string[] = [];
  // Filled before the hold looks at it, request by request.
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(fileOf(request)));
  await holdScript(
    page,
    /\/assets\/index-[\w-]+\.js$/,
    () => !holding || wanted.every((file) => asked.has(file)),
  );
  await page.goto(`${e2eServer.publicUrl}${path}`);
  await settled();
  const first = [...scripts];
  wanted.push(...first.filter((file) => own.test(file)));
  asked.clear();
  holding = true;
  await page.goto(`${e2eServer.publicUrl}${path}`);
  await settled();
  return first;
}

test("the events page's code, data code and messages are asked for by the page itself, in a few files", async ({
  page,
}) => {
  const scripts = await openWithEntryHeld(
    page,
    '/events',
    /^(events-route|events-data|public-data|pl-)/,
    () => expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible(),
  );
  expect(scripts.filter((file) => /^(events-route|events-data|public-data)-/.test(file))).toHaveLength(3);
  // The site's messages, the widgets' and the events pages'.
  expect(scripts.filter((file) => file.startsWith('pl-'))).toHaveLength(3);
  // The data's code in two files, not the dozen the bundler would cut it into.
  expect(scripts.filter((file) => SPLIT_DATA.test(file))).toEqual([]);
});

test("a campaign's code, data code and messages are asked for by the page itself, in a few files", async ({
  page,
  request,
}) => {
  const campaigns = (await (
    await request.get(`${e2eServer.apiUrl}/customized_categories/?page=1&per_page=1`)
  ).json()) as { items: Array<{ id: number }> };
  const campaign = campaigns.items[0];
  if (!campaign) throw new Error('the demo data has no campaign open to donors');
  const scripts = await openWithEntryHeld(
    page,
    `/donation/${campaign.id}`,
    /^(category-route|donations-data|public-data|pl-)/,
    () => expect(page.locator('.campaign-organiser__name')).toBeVisible(),
  );
  expect(scripts.filter((file) => /^(category-route|donations-data|public-data)-/.test(file))).toHaveLength(
    3,
  );
  expect(scripts.filter((file) => file.startsWith('pl-'))).toHaveLength(3);
  expect(scripts.filter((file) => SPLIT_DATA.test(file))).toEqual([]);
});
