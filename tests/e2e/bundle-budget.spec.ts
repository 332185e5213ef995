import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { e2eServer } from './support/server-environment';

/*
 * Size budgets, measured on the production build as a browser really loads it. The sign-in page is
 * what every member of staff downloads first; each dashboard area is its own chunk and must not leak
 * into it, and opening an area adds a bounded amount on top. Sizes are gzip level 9 of each script
 * and stylesheet body, so the check does not depend on the server's compression settings (it sends
 * brotli, smaller still). `npm run perf` prints the same figures beside a bare Vite + React page.
 *
 * The targets (issue 9) are 110 KiB for the sign-in page and 60 KiB per area. The budgets below are
 * today's figures with a little room, so nothing grows while the work that reaches the targets lands
 * (see the README's performance table for what the sign-in page still carries). Lower a budget
 * whenever a change makes room; raise one only with a reason in the commit.
 */
const SIGN_IN_BUDGET_KIB = 165;
/** The public home leaves room under 100 KiB for the donation screens still to come. */
const PUBLIC_HOME_BUDGET_KIB = 100;

const AREAS = [
  { name: 'administrators', path: '/dashboard/Administrators', chunk: 'administrators-route', budget: 60 },
  { name: 'prayer-times', path: '/dashboard/AthanTimesAdmain', chunk: 'prayer-times-route', budget: 60 },
  { name: 'fatwa', path: '/dashboard/FatwaChat', chunk: 'fatwa-route', budget: 60 },
  { name: 'profile', path: '/dashboard/ProfileSettings', chunk: 'profile-route', budget: 60 },
] as const;

interface LoadedFile {
  url: string;
  name: string;
  gzipBytes: number;
  /** The ICU message parser is in it (an error kind only the parser names), which builds must not ship. */
  hasIcuParser: boolean;
}

/** Every script and stylesheet a full load of `url` fetches (HTTP cache off), with its gzip size. */
async function filesLoadedBy(page: Page, url: string): Promise<LoadedFile[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<LoadedFile>[] = [];
  const record = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        name: new URL(response.url()).pathname.split('/').pop() ?? '',
        gzipBytes: gzipSync(body, { level: 9 }).length,
        hasIcuParser: body.includes('EXPECT_ARGUMENT_CLOSING_BRACE'),
      })),
    );
  };
  page.on('response', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', record);
  await cdp.detach();
  return Promise.all(pending);
}

const kib = (files: readonly LoadedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;

test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KIB} KiB of gzipped JavaScript and CSS and no dashboard area`, async ({
  page,
}) => {
  const files = await filesLoadedBy(page, '/');
  const total = kib(files);
  test.info().annotations.push({ type: 'sign-in JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  expect(files.some((file) => file.name.startsWith('login-route'))).toBe(true);
  expect(files.some((file) => file.name.endsWith('.css'))).toBe(true);
  // Messages arrive precompiled, so react-intl runs without its parser.
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  for (const area of AREAS) {
    expect(files.map((file) => file.name).filter((name) => name.includes(area.name))).toEqual([]);
  }
  expect(total).toBeLessThanOrEqual(SIGN_IN_BUDGET_KIB);
});

for (const area of AREAS) {
  test(`opening ${area.name} adds at most ${area.budget} KiB of gzipped JavaScript and CSS to the sign-in page`, async ({
    page,
  }) => {
    const signInUrls = new Set((await filesLoadedBy(page, '/')).map((file) => file.url));
    await signIn(page, DEMO.admin.email, DEMO.admin.password);

    const files = await filesLoadedBy(page, area.path);
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    const added = files.filter((file) => !signInUrls.has(file.url));
    const total = kib(added);
    test
      .info()
      .annotations.push({ type: `${area.name} adds (gzip)`, description: `${total.toFixed(1)} KiB` });

    expect(added.some((file) => file.name.startsWith(area.chunk))).toBe(true);
    expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
    expect(total).toBeLessThanOrEqual(area.budget);
  });
}

test('the public home loads at most 100 KiB of gzipped JavaScript and CSS', async ({ page }) => {
  const files = await filesLoadedBy(page, e2eServer.publicUrl);
  const total = kib(files);
  test.info().annotations.push({ type: 'public home JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  expect(files.some((file) => file.name.endsWith('.css'))).toBe(true);
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  expect(total).toBeLessThanOrEqual(PUBLIC_HOME_BUDGET_KIB);
});
