import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosqueIdentity } from '../db/schema-settings';
import { seedMosqueIdentityDemo } from '../seed-identity';
import { createTestServer, type TestServer } from '../test/harness';
import { FALLBACK_APP_NAME, SHORT_NAME_MAX, shortNameOf } from './web-manifest';

let server: TestServer;
let blank: TestServer;
let dashboard: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'minbar-manifest-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Minbar</title></head></html>');
  const site = { distDir: dist, name: 'public site', sharingPreview: true };
  [server, blank, dashboard] = await Promise.all([
    createTestServer({ app: { site } }),
    createTestServer({ app: { site } }),
    createTestServer({ app: { site: { distDir: dist, name: 'dashboard' } } }),
  ]);
  await seedMosqueIdentityDemo(server.deps.db, server.deps.uploads);
});
afterAll(async () => {
  await Promise.all([server.close(), blank.close(), dashboard.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const manifestOf = async (target: TestServer, query = '', headers: Record<string, string> = {}) => {
  const answer = await target.app.request(`http://centre.test/manifest.webmanifest${query}`, { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  return (await answer.json()) as Record<string, unknown>;
};

describe('the public site’s web app manifest', () => {
  it('names the centre in the language the page asks for, right to left in Arabic', async () => {
    const [row] = await server.deps.db.select().from(mosqueIdentity);
    const arabic = await manifestOf(server, '?lang=ar', { 'accept-language': 'pl' });
    expect(arabic).toMatchObject({ name: row?.nameAr, lang: 'ar', dir: 'rtl' });
    const polish = await manifestOf(server, '?lang=pl');
    expect(polish).toMatchObject({ name: row?.namePl, lang: 'pl', dir: 'ltr' });
    // One app whichever language installed it.
    expect(arabic.id).toBe(polish.id);
  });

  it('follows the browser’s languages when the link names none (or an unknown one)', async () => {
    const [row] = await server.deps.db.select().from(mosqueIdentity);
    expect(await manifestOf(server, '', { 'accept-language': 'ar-EG,ar;q=0.9' })).toMatchObject({
      name: row?.nameAr,
      lang: 'ar',
    });
    expect(await manifestOf(server, '?lang=de', { 'accept-language': 'en-GB' })).toMatchObject({
      name: row?.nameEn,
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('has what browsers ask of an installable app: names, a start page in scope, standalone, 192 and 512 icons and a maskable one', async () => {
    const manifest = await manifestOf(server, '?lang=en');
    expect(manifest).toMatchObject({ start_url: '/prayer-times', scope: '/', display: 'standalone' });
    expect(String(manifest.short_name).length).toBeGreaterThan(0);
    expect(Array.from(String(manifest.short_name)).length).toBeLessThanOrEqual(SHORT_NAME_MAX);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Each icon is a file the site really has, a PNG of its stated size.
    for (const icon of icons) {
      const file = join(import.meta.dirname, '../../../public-site/public', icon.src);
      const { default: sharp } = await import('sharp');
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it('falls back to the app’s own name while the centre has written none', async () => {
    expect(await manifestOf(blank, '?lang=pl')).toMatchObject({
      name: FALLBACK_APP_NAME,
      short_name: FALLBACK_APP_NAME,
    });
  });

  it('is the public site’s only: the dashboard is not an app to install', async () => {
    const answer = await dashboard.app.request('http://centre.test/manifest.webmanifest');
    expect(answer.headers.get('content-type')).not.toMatch(/manifest/);
  });
});

describe('shortNameOf', () => {
  it('keeps the centre’s short name, else cuts its name at a word that fits under an icon', () => {
    expect(shortNameOf('MCEC', 'Mosque and Community Education Centre')).toBe('MCEC');
    expect(shortNameOf('', 'Mosque and Community Education Centre')).toBe('Mosque and');
    expect(shortNameOf('', 'Meczet')).toBe('Meczet');
    expect(shortNameOf('', 'Supercalifragilistic')).toBe('Supercalifra');
  });
});
