import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { e2eServer } from './support/server-environment';

/*
 * A visitor on the public site's Activities page, against the real server and its demo seed: the
 * centre's activities in the visitor's language, Arabic right to left, each video a poster until Play
 * (nothing is asked of YouTube before), a link to another site a plain link, and no sideways scroll
 * on a phone. The players' addresses are answered here: no test reaches a video provider.
 */
type Locale = 'en' | 'ar' | 'pl';

function messages(path: string): Record<string, string> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../', path), 'utf8')) as Record<
    string,
    string
  >;
}
const text = (locale: Locale) => messages(`apps/public-site/src/features/activities/locales/${locale}.json`);
const ui = messages('packages/ui/intl/en.json');

interface PublicActivity {
  id: number;
  title: string;
  video_link: string | null;
}

async function publicActivities(request: APIRequestContext, locale: Locale): Promise<PublicActivity[]> {
  const answer = await request.get(`${e2eServer.apiUrl}/public/activities`, {
    headers: { 'Accept-Language': locale },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { activities: PublicActivity[] }).activities;
}

async function openIn(page: Page, locale: Locale) {
  await page.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  await page.goto(`${e2eServer.publicUrl}/activities`);
}

/** Answers every request for the video players here, recording what was asked. */
async function fakeVideoProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://www.facebook.com/**']) {
    await page.route(host, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title>',
      });
    });
  }
  return asked;
}

test('the activities are listed in English, and a YouTube video plays only once asked', async ({
  page,
  request,
}) => {
  const asked = await fakeVideoProviders(page);
  const seeded = await publicActivities(request, 'en');
  await openIn(page, 'en');
  const list = page.getByRole('list', { name: `${seeded.length} activities` });
  await expect(list.getByRole('article')).toHaveCount(seeded.length);
  await expect(page.getByRole('heading', { level: 1, name: text('en')['activities.title'] })).toBeVisible();

  const youtube = seeded.find((activity) => activity.video_link?.includes('youtube.com/watch'));
  if (!youtube) throw new Error('The demo seed has a YouTube activity');
  const card = list.getByRole('article', { name: youtube.title });
  await expect(card.locator('iframe')).toHaveCount(0);
  await card.getByRole('button', { name: new RegExp(ui['ui.video.play']?.split('{')[0] ?? 'Play') }).click();
  const id = new URL(youtube.video_link ?? '').searchParams.get('v');
  await expect(card.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
  await expect.poll(() => asked).toEqual([`https://www.youtube-nocookie.com/embed/${id}`]);

  // A link to another site is a plain link that opens in a new tab, with no player.
  const other = seeded.find((activity) => activity.video_link?.startsWith('https://vimeo.com/'));
  if (!other) throw new Error('The demo seed has an activity with a link to another site');
  const link = list.getByRole('article', { name: other.title }).getByRole('link');
  await expect(link).toHaveAttribute('href', other.video_link ?? '');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('in Arabic the page reads right to left with the activities in Arabic', async ({ page, request }) => {
  await fakeVideoProviders(page);
  const arabic = await publicActivities(request, 'ar');
  await openIn(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: text('ar')['activities.title'] })).toBeVisible();
  await expect(page.getByRole('article', { name: arabic[0]?.title ?? '' })).toBeVisible();
  expect(arabic.some((activity) => /[\u0600-\u06ff]/.test(activity.title))).toBe(true);
});

test('the header leads from the home to the Activities page', async ({ page }) => {
  await openIn(page, 'pl');
  await page.getByRole('navigation').getByRole('link', { name: 'Aktywności' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: text('pl')['activities.title'] })).toBeVisible();
});

test.describe('no sideways scroll on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['en', 'ar', 'pl'] as const) {
    test(`Activities in ${locale}`, async ({ page }) => {
      await fakeVideoProviders(page);
      await openIn(page, locale);
      await expect(page.getByRole('article').first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(
        widths.scroll,
        `the page is ${widths.scroll} px wide on a ${widths.inner} px screen`,
      ).toBeLessThanOrEqual(widths.inner);
    });
  }
});
