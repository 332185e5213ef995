import { expect, type Page, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * The events page's largest paint is its first card's photo. The server writes that card into the
 * page (apps/server/src/static/event-card-shell.ts), in the three languages, so a browser draws it
 * before any of the site's scripts has arrived; React replaces it with the same card when it renders.
 */

interface ListedEvent {
  id: number;
  event_name: string;
  photo: string | null;
}

async function firstUpcoming(page: Page, locale: string): Promise<ListedEvent> {
  const answer = await page.request.get(`${e2eServer.apiUrl}/public/events`, {
    headers: { 'accept-language': locale },
  });
  const { events } = (await answer.json()) as { events: ListedEvent[] };
  expect(events.length, 'the demo has upcoming events').toBeGreaterThan(0);
  return events[0] as ListedEvent;
}

for (const locale of ['ar', 'pl', 'en'] as const) {
  test(`before any script of the site, the events page shows its first event's card in the stored language (${locale})`, async ({
    page,
  }) => {
    const first = await firstUpcoming(page, locale);
    await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${e2eServer.publicUrl}/events`);

    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const card = page.locator('[data-shell-card] article.content-card');
    await expect(card).toHaveCount(1);
    // Only the stored language's texts are shown, the others are in the page but hidden.
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(first.event_name, {
      useInnerText: true,
    });
    if (first.photo) {
      const image = card.locator('img.content-card__image');
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    } else {
      await expect(card.locator('[data-slot="date-leaf"]')).toBeVisible();
    }
  });
}

test('React takes the card over where the page drew it: one list, the same first card, the same photo', async ({
  page,
}) => {
  const first = await firstUpcoming(page, 'pl');
  await page.addInitScript(() => window.localStorage.setItem('language', 'pl'));
  // The page as drawn before the scripts run, then as React draws it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts held back hold back DOMContentLoaded too: the page is read once it is drawn.
  await page.goto(`${e2eServer.publicUrl}/events`, { waitUntil: 'commit' });
  const shellImage = page.locator('[data-shell-card] img.content-card__image');
  await expect(page.locator('[data-shell-card] h2')).toBeVisible();
  const before = first.photo
    ? await shellImage.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        box: img.getBoundingClientRect().toJSON() as DOMRect,
      }))
    : null;
  release();

  await expect(page.locator('[data-shell-card]')).toHaveCount(0);
  const list = page.getByRole('list', { name: /\d/ });
  await expect(list).toHaveCount(1);
  const card = list.locator('article.content-card').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(first.event_name);
  if (before) {
    const after = await card.locator('img.content-card__image').evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      box: img.getBoundingClientRect().toJSON() as DOMRect,
    }));
    // The same file in the same place: nothing is fetched twice, nothing moves.
    expect(after.src).toBe(before.src);
    expect(after.box.top).toBeCloseTo(before.box.top, 0);
    expect(after.box.left).toBeCloseTo(before.box.left, 0);
    expect(after.box.width).toBeCloseTo(before.box.width, 0);
  }
});
