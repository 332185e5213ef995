import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiAccessToken } from './support/accounts';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { dashboardText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The centre's identity where it speaks, against the real server and its demo centre in Warsaw (names
 * in three languages, address, logo stored through the uploads): the public site's header and footer,
 * a shared link's preview, the prayer hall's display, and the printed certificate's issuer.
 */
const NAME = {
  pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
  en: 'Muslim Cultural Centre in Warsaw',
  ar: 'المركز الثقافي الإسلامي في وارسو',
};
const PHOTO = /\/uploads\/[0-9a-f]{24}-\d+\.jpg$/;

const headers = (token: string) => ({ Authorization: `Bearer ${token}` });

async function completedRequest(request: APIRequestContext): Promise<number> {
  const token = await apiAccessToken(request, DEMO.admin.email, DEMO.admin.password);
  const created = await request.post(`${e2eServer.apiUrl}/marriage`, {
    headers: headers(token),
    data: {
      request_type: 'marriage',
      applicant_name: `Tożsamość ${Date.now()}`,
      applicant_father_name: 'Adam Nowak',
      applicant_id_number: 'ABC12345',
      applicant_phone: '+48 600 100 200',
      spouse_name: 'Zofia Wiśniewska',
      spouse_father_name: 'Piotr Wiśniewski',
      marriage_date: '2025-05-10',
      marriage_location: 'Warszawa',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { request: { id: number } }).request.id;
  const moved = await request.put(`${e2eServer.apiUrl}/marriage/${id}/status`, {
    headers: headers(token),
    data: { status: 'completed', note: 'Gotowe' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return id;
}

test('the public header and footer name the demo centre with its logo, in the visitor’s language', async ({
  page,
}) => {
  await page.goto(e2eServer.publicUrl);
  const header = page.getByRole('banner');
  await expect(header).toContainText(NAME.pl);
  await expect(header.locator('img')).toHaveAttribute('src', PHOTO);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('ul. Przykładowa 1');
  await expect(footer).toContainText('PL05 1020 1000 0000 0000 0000 0001');
  await expect(footer).toContainText('KRS');
  await expect(page).toHaveTitle(new RegExp(NAME.pl));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(NAME.pl));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', PHOTO);
});

test('a shared link’s preview names the centre before any script runs, in the language of whoever opens it', async ({
  request,
}) => {
  // As a messenger fetches a link: the page's HTML only, its script never run.
  const html = await (
    await request.get(`${e2eServer.publicUrl}/events`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
  ).text();
  const meta = (property: string) =>
    new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(html).toContain(`<title>${NAME.en}</title>`);
  expect(meta('title')).toBe(NAME.en);
  expect(meta('description')).toContain('ul. Przykładowa 1');
  expect(meta('locale')).toBe('en');
  const image = meta('image') ?? '';
  expect(image.startsWith(e2eServer.publicUrl)).toBe(true);
  expect(image).toMatch(PHOTO);
  const logo = await request.get(image);
  expect(logo.headers()['content-type']).toMatch(/^image\//);
});

test('the prayer hall display shows the centre’s logo and name in the screen’s language', async ({
  page,
}) => {
  await page.goto(`${e2eServer.publicUrl}/display/?lang=ar`);
  const brand = page.locator('.display__mosque');
  await expect(brand).toHaveText(NAME.ar);
  await expect(brand.locator('img')).toHaveAttribute('src', PHOTO);
});

test('a printed certificate names the centre as its issuer, with its address and logo', async ({
  page,
  request,
}) => {
  const id = await completedRequest(request);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/dashboard/MarriageCertificates?id=${id}`);
  await expect(page.getByRole('button', { name: dashboardText('pl', 'certificates.print') })).toBeVisible();
  const certificate = page.locator('.certificate');
  await expect(certificate.locator('[data-slot="issuer-name"]')).toHaveText(NAME.pl);
  await expect(certificate.locator('[data-slot="issuer-address"]')).toContainText('00-000 Warszawa');
  await expect(certificate.locator('[data-slot="issuer-logo"]')).toHaveAttribute('src', PHOTO);
  // The logo is really served: the browser drew it.
  await expect
    .poll(() =>
      certificate.locator('[data-slot="issuer-logo"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});
