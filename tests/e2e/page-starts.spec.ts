import { expect, type Page, type Request, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * A public page opened from a link asks for its data beside its code (apps/public-site/src/app/
 * page-starts.ts): the first read goes out before the page's own chunk has arrived, not after the
 * chunk, its API client and a first render, and the mosque's identity, shown by the header, the
 * footer and a campaign's organiser, is asked for once.
 */
interface Seen {
  /** Every API read of the load, in the order the browser sent them. */
  reads: string[];
  /** When each API read was sent and each script finished arriving, in the order they happened. */
  events: string[];
}

async function openAndWatch(page: Page, path: string, settled: () => Promise<void>): Promise<Seen> {
  const seen: Seen = { reads: [], events: [] };
  const name = (request: Request) => new URL(request.url()).pathname;
  page.on('request', (request) => {
    if (!name(request).startsWith('/api/')) return;
    const address = new URL(request.url());
    seen.reads.push(`${request.method()} ${address.pathname}${address.search}`);
    seen.events.push(`sent ${address.pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') seen.events.push(`arrived ${name(request).split('/').pop()}`);
  });
  await page.goto(`${e2eServer.publicUrl}${path}`);
  await settled();
  return seen;
}

/** Whether `read` was sent before the chunk whose name starts with `chunk` had arrived. */
function sentBefore(seen: Seen, read: string, chunk: string): boolean {
  const sent = seen.events.indexOf(`sent ${read}`);
  const arrived = seen.events.findIndex((event) => event.startsWith(`arrived ${chunk}`));
  expect(sent, `${read} was asked for`).toBeGreaterThanOrEqual(0);
  expect(arrived, `${chunk} was loaded`).toBeGreaterThanOrEqual(0);
  return sent < arrived;
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

  const seen = await openAndWatch(page, `/donation/${campaign.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
    // The organiser's block is drawn from the same identity as the footer.
    await expect(page.locator('.campaign-organiser__name')).toBeVisible();
    await expect(page.locator('.public-layout__identity')).toBeVisible();
  });

  expect(sentBefore(seen, `/api/categories/${campaign.id}/`, 'category-route')).toBe(true);
  expect(seen.reads.filter((read) => read.includes('/api/public/mosque'))).toEqual([
    'GET /api/public/mosque',
  ]);
  // The page's own calls took the reads started for them: each asked for once.
  for (const path of [
    `/api/categories/${campaign.id}/`,
    `/api/categories/${campaign.id}/updates/`,
    `/api/categories/${campaign.id}/recent-gifts/`,
  ]) {
    expect(seen.reads.filter((read) => read === `GET ${path}`)).toHaveLength(1);
  }
});

test('the events page asks for the events with its code', async ({ page }) => {
  const seen = await openAndWatch(page, '/events', async () => {
    await expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible();
  });
  expect(sentBefore(seen, '/api/public/events', 'events-route')).toBe(true);
  expect(seen.reads.filter((read) => read === 'GET /api/public/events')).toHaveLength(1);
  expect(seen.reads.filter((read) => read.includes('/api/public/mosque'))).toHaveLength(1);
});

test('the prayer times page asks for the settings and cities with its code', async ({ page }) => {
  const seen = await openAndWatch(page, '/prayer-times', async () => {
    await expect(page.locator('table').first()).toBeVisible();
  });
  expect(sentBefore(seen, '/api/settings', 'prayer-times-route')).toBe(true);
  expect(sentBefore(seen, '/api/public/cities', 'prayer-times-route')).toBe(true);
  expect(seen.reads.filter((read) => read === 'GET /api/public/cities')).toHaveLength(1);
});
