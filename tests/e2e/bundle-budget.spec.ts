import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';

/*
 * Size budgets, measured on the production build as a browser really loads it. The sign-in page is
 * what every member of staff downloads first; each dashboard area is its own chunk and must not leak
 * into it. Sizes are gzip level 9 of each script body, so the check does not depend on the server's
 * compression settings. Raise a budget only with a reason in the commit.
 */
const SIGN_IN_JS_BUDGET_KIB = 160;

async function scriptsLoadedBy(page: import('@playwright/test').Page, path: string) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files = await Promise.all(
    scripts.map(async (response) => ({
      name: new URL(response.url()).pathname.split('/').pop() ?? '',
      gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
    })),
  );
  return files;
}

test('the sign-in page loads at most 160 KiB of gzipped JavaScript and no dashboard area', async ({
  page,
}) => {
  const files = await scriptsLoadedBy(page, '/');
  const totalKiB = files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
  test.info().annotations.push({ type: 'sign-in JS (gzip)', description: `${totalKiB.toFixed(1)} KiB` });

  expect(files.some((file) => file.name.startsWith('login-route'))).toBe(true);
  for (const area of ['administrators', 'prayer-times', 'fatwa', 'profile']) {
    expect(files.map((file) => file.name).filter((name) => name.includes(area))).toEqual([]);
  }
  expect(totalKiB).toBeLessThan(SIGN_IN_JS_BUDGET_KIB);
});
