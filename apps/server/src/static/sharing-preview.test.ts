import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCategories } from '../db/schema-donations';
import { events } from '../db/schema-events';
import { mosqueIdentity } from '../db/schema-settings';
import { seedMosqueIdentityDemo } from '../seed-identity';
import { insertCategory } from '../test/donation-categories';
import { insertEvent } from '../test/events';
import { createTestServer, type TestServer } from '../test/harness';
import { fillSharingPreview, PREVIEW_DESCRIPTION_MAX, previewDescription } from './sharing-preview';

/** The head of the public site's index.html as it is built: the site's own defaults. */
const INDEX = `<!doctype html>
<html lang="pl" dir="ltr">
  <head>
    <title>Minbar</title>
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Minbar" />
    <meta property="og:site_name" content="Minbar" />
    <meta property="og:description" content="" />
    <meta property="og:image" content="" />
    <meta property="og:locale" content="pl" />
  </head>
  <body><div id="root"><main class="public-layout__main"><!--page-shell--><section class="content-page" data-shell-page="events"><header class="content-page__header"></header><!--page-shell:events--></section></main></div></body>
</html>`;

/** The title and Open Graph fields of a page, as a link preview reads them. */
function previewOf(html: string) {
  const meta = (property: string) =>
    new RegExp(`<meta property="og:${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    ogTitle: meta('title'),
    siteName: meta('site_name'),
    description: meta('description'),
    image: meta('image'),
    locale: meta('locale'),
  };
}

let dist: string;
let server: TestServer;
let behindProxy: TestServer;
let unconfigured: TestServer;
/** The public site's address the installation is configured with (MINBAR_PUBLIC_URL). */
const PUBLIC_URL = 'https://meczet.example.org';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'minbar-preview-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  const site = { distDir: dist, name: 'public site', sharingPreview: true };
  server = await createTestServer({ app: { site }, publicUrl: PUBLIC_URL });
  behindProxy = await createTestServer({ app: { site }, trustProxy: true, publicUrl: PUBLIC_URL });
  unconfigured = await createTestServer({ app: { site }, trustProxy: true });
  for (const each of [server, behindProxy, unconfigured])
    await seedMosqueIdentityDemo(each.deps.db, each.deps.uploads);
});
afterAll(async () => {
  await server.close();
  await behindProxy.close();
  await unconfigured.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (target: TestServer, path: string, headers: Record<string, string> = {}) =>
  target.app.request(`http://centre.test${path}`, { headers });

describe('the public site’s sharing preview, filled on the server', () => {
  it('names the centre in the language the link is opened in, with its address and its logo at an absolute address', async () => {
    const answer = await page(server, '/events', { 'accept-language': 'ar' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const preview = previewOf(await answer.text());
    const [row] = await server.deps.db.select().from(mosqueIdentity);
    expect(preview).toEqual({
      title: row?.nameAr,
      ogTitle: row?.nameAr,
      siteName: row?.nameAr,
      description: row?.address,
      image: expect.stringMatching(/^https:\/\/meczet\.example\.org\/uploads\/.+/),
      locale: 'ar',
    });
    // The logo it names is served.
    const logo = await server.app.request(preview.image ?? '');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\//);
  });

  it('revalidates like a page (no-cache, 304 while nothing changed) and shows a new name at once', async () => {
    const first = await page(server, '/', { 'accept-language': 'pl' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-language/i);
    const tag = first.headers.get('etag') ?? '';
    const again = await page(server, '/', { 'accept-language': 'pl', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');

    await server.deps.db.update(mosqueIdentity).set({ namePl: 'Centrum "Pokój" & <Nauka>' });
    const renamed = await page(server, '/', { 'accept-language': 'pl', 'if-none-match': tag });
    expect(renamed.status).toBe(200);
    const html = await renamed.text();
    // Escaped: the name cannot close the attribute or open a tag.
    expect(previewOf(html).ogTitle).toBe('Centrum &quot;Pokój&quot; &amp; &lt;Nauka&gt;');
    expect(html).not.toContain('<Nauka>');
  });

  it('takes the logo’s address from the configuration, whatever Host or proxy headers the request names', async () => {
    const forged = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' };
    for (const target of [server, behindProxy]) {
      const answer = await target.app.request('http://evil.example/', { headers: forged });
      const html = await answer.text();
      expect(previewOf(html).image).toMatch(/^https:\/\/meczet\.example\.org\/uploads\//);
      expect(html).not.toContain('evil.example');
    }
    // Without a configured address there is no absolute one to give: no image, rather than the Host's.
    const bare = await (await unconfigured.app.request('http://evil.example/', { headers: forged })).text();
    expect(previewOf(bare).image).toBe('');
    expect(bare).not.toContain('evil.example');
  });

  it('previews a campaign’s page as the campaign, under the centre’s name, and follows a change of it', async () => {
    const campaign = await insertCategory(server, {
      nameEn: 'New roof',
      nameAr: 'سقف جديد',
      titleAr: 'لنحافظ على القاعة جافة',
      descriptionAr: 'يتسرب الماء من السقف كل خريف.',
    });
    const [centre] = await server.deps.db.select().from(mosqueIdentity);
    const answer = await page(server, `/donation/${campaign.id}`, { 'accept-language': 'ar' });
    const preview = previewOf(await answer.text());
    expect(preview).toEqual({
      title: 'سقف جديد: لنحافظ على القاعة جافة',
      ogTitle: 'سقف جديد: لنحافظ على القاعة جافة',
      siteName: centre?.nameAr,
      description: 'يتسرب الماء من السقف كل خريف.',
      // No picture of its own: the centre's logo.
      image: expect.stringMatching(/^https:\/\/meczet\.example\.org\/uploads\/.+/),
      locale: 'ar',
    });

    const tag = answer.headers.get('etag') ?? '';
    await server.deps.db
      .update(donationCategories)
      .set({ nameAr: 'السقف' })
      .where(eq(donationCategories.id, campaign.id));
    const renamed = await page(server, `/donation/${campaign.id}`, {
      'accept-language': 'ar',
      'if-none-match': tag,
    });
    expect(renamed.status).toBe(200);
    expect(previewOf(await renamed.text()).ogTitle).toBe('السقف: لنحافظ على القاعة جافة');

    // A change of the centre's name reaches the campaign's preview too.
    const before = await page(server, `/donation/${campaign.id}`, { 'accept-language': 'en' });
    await server.deps.db.update(mosqueIdentity).set({ nameEn: 'Renamed centre' });
    const after = await page(server, `/donation/${campaign.id}`, {
      'accept-language': 'en',
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(after.status).toBe(200);
    expect(previewOf(await after.text()).siteName).toBe('Renamed centre');
  });

  it('paints a campaign’s name, lead and description from the page, in the three languages, escaped', async () => {
    const campaign = await insertCategory(server, {
      nameEn: 'Roof & <walls>',
      nameAr: 'سقف جديد',
      namePl: 'Nowy dach',
      titleEn: 'Keep the hall dry',
      titleAr: 'لنحافظ على القاعة جافة',
      titlePl: 'Niech sala będzie sucha',
      descriptionEn: 'Water comes through every autumn.',
      descriptionAr: 'يتسرب الماء من السقف كل خريف.',
      descriptionPl: 'Woda przecieka każdej jesieni.',
    });
    const html = await (await page(server, `/donation/${campaign.id}`, { 'accept-language': 'pl' })).text();
    // Inside the page's main element, where the build left room for it.
    const shell =
      /<main class="public-layout__main">(<article class="category-page" data-shell-page="campaign">.*?<\/article>)<section /.exec(
        html,
      )?.[1] ?? '';
    const fromHtml = (text: string) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    /** Each language's text of the element with that tag and class. */
    const texts = (tag: string, className: string) => {
      const element = new RegExp(`<${tag} class="${className}">(.*?)</${tag}>`).exec(shell)?.[1] ?? '';
      return Object.fromEntries(
        [...element.matchAll(/<span lang="(\w+)" data-shell-lang="\1">([^<]*)<\/span>/g)].map(
          ([, lang, text]) => [lang, fromHtml(text ?? '')],
        ),
      );
    };
    expect(texts('h1', 'category-page__title')).toEqual({
      en: 'Roof & <walls>',
      ar: 'سقف جديد',
      pl: 'Nowy dach',
    });
    expect(texts('p', 'category-page__lead')).toEqual({
      en: 'Keep the hall dry',
      ar: 'لنحافظ على القاعة جافة',
      pl: 'Niech sala będzie sucha',
    });
    expect(texts('p', 'category-page__description')).toEqual({
      en: 'Water comes through every autumn.',
      ar: 'يتسرب الماء من السقف كل خريف.',
      pl: 'Woda przecieka każdej jesieni.',
    });
    expect(html).not.toContain('<walls>');

    // Any other page, or a campaign no longer open, gets no campaign painted.
    const closed = await insertCategory(server, { nameEn: 'Closed', isAvailable: false });
    for (const path of ['/', '/events', `/donation/${closed.id}`]) {
      const other = await (await page(server, path, { 'accept-language': 'pl' })).text();
      expect(other, path).not.toContain('data-shell-page="campaign"');
    }
  });

  it('previews an unknown or closed campaign as the centre', async () => {
    const closed = await insertCategory(server, { nameEn: 'Closed', isAvailable: false });
    const home = previewOf(await (await page(server, '/', { 'accept-language': 'pl' })).text());
    expect(home.ogTitle).toBeTruthy();
    for (const path of [`/donation/${closed.id}`, '/donation/999999']) {
      expect(previewOf(await (await page(server, path, { 'accept-language': 'pl' })).text())).toEqual(home);
    }
  });

  it('keeps the built page’s own fields while the centre has no identity', async () => {
    await server.deps.db.delete(mosqueIdentity).where(eq(mosqueIdentity.id, 1));
    const preview = previewOf(await (await page(server, '/')).text());
    expect(preview).toMatchObject({ title: 'Minbar', ogTitle: 'Minbar', description: '', image: '' });
  });
});

describe('the events page’s first card, written into the page', () => {
  /** The card under the events' heading, where the build left room for it; '' when there is none. */
  const cardIn = (html: string) =>
    /<section class="content-page" data-shell-page="events"><header class="content-page__header"><\/header>(.*?)<\/section>/.exec(
      html,
    )?.[1] ?? '';
  /** Each language's text of the card's title. */
  const titles = (card: string) =>
    Object.fromEntries(
      [
        ...(/<h2 class="content-card__title"[^>]*>(.*?)<\/h2>/.exec(card)?.[1] ?? '').matchAll(
          /<span lang="(\w+)" data-shell-lang="\1"><bdi>([^<]*)<\/bdi><\/span>/g,
        ),
      ].map(([, lang, text]) => [lang, text]),
    );

  it('shows the first upcoming event, follows a change of the events and the day, and shows none without one', async () => {
    const target = await createTestServer({
      app: { site: { distDir: dist, name: 'public site', sharingPreview: true } },
    });
    try {
      const events0 = await page(target, '/events', { 'accept-language': 'pl' });
      expect(cardIn(await events0.text())).toBe('<!--page-shell:events-->');

      // The harness's day is 2026-03-01: a passed deadline is off the list, the soonest event first.
      await insertEvent(target, {
        eventNameEn: 'Closed already',
        date: '2026-03-05',
        registrationDeadline: '2026-02-20',
      });
      const soonest = await insertEvent(target, {
        eventNameEn: 'Picnic & <games>',
        eventNameAr: 'نزهة عائلية',
        eventNamePl: 'Piknik rodzinny',
        date: '2026-03-10',
        time: '11:00',
        registrationDeadline: '2026-03-08',
        photo: '0123456789abcdef01234567-1280x720',
      });
      await insertEvent(target, {
        eventNameEn: 'Quran evening',
        eventNameAr: 'أمسية قرآنية',
        eventNamePl: 'Wieczór Koranu',
        date: '2026-04-02',
        time: '19:00',
        registrationDeadline: '2026-03-30',
      });

      const first = await page(target, '/events', { 'accept-language': 'ar' });
      const card = cardIn(await first.text());
      expect(card).toMatch(
        /^<ul class="content-page__list" data-shell-card><li><article class="content-card"/,
      );
      expect(titles(card)).toEqual({
        en: 'Picnic &amp; &lt;games&gt;',
        ar: 'نزهة عائلية',
        pl: 'Piknik rodzinny',
      });
      expect(card).toContain(
        '<source type="image/webp" srcset="/uploads/0123456789abcdef01234567-320.webp 320w, /uploads/0123456789abcdef01234567-640.webp 640w, /uploads/0123456789abcdef01234567-1280.webp 1280w" sizes="(min-width: 64rem) 30rem, (min-width: 40rem) 50vw, 100vw"/>',
      );
      expect(card).toContain('<span lang="ar" data-shell-lang="ar">الثلاثاء، 10 مارس 2026 في 11:00 ص</span>');
      expect(card).toContain('<span lang="pl" data-shell-lang="pl">wtorek, 10 marca 2026 11:00</span>');
      // Only the events' page has it.
      expect(cardIn(await (await page(target, '/', { 'accept-language': 'ar' })).text())).toBe(
        '<!--page-shell:events-->',
      );

      // A canceled event leaves the list: the page is built again at once, the next event first.
      const tag = first.headers.get('etag') ?? '';
      await target.deps.db.update(events).set({ status: 'canceled' }).where(eq(events.id, soonest.id));
      const changed = await page(target, '/events', { 'accept-language': 'ar', 'if-none-match': tag });
      expect(changed.status).toBe(200);
      const next = cardIn(await changed.text());
      expect(titles(next)).toEqual({ en: 'Quran evening', ar: 'أمسية قرآنية', pl: 'Wieczór Koranu' });
      // Without a photo, its day as the card's calendar leaf, and no picture to fetch.
      expect(next).toContain(
        '<div class="content-card__image event-card__leaf" data-slot="date-leaf" aria-hidden="true">',
      );
      expect(next).toContain(
        '<span class="event-card__leaf-month"><span lang="en" data-shell-lang="en">April</span>',
      );
      expect(next).not.toContain('<img');

      // Once the last deadline has passed, the page's own empty state comes with React.
      target.clock.now = new Date('2026-04-01T09:00:00Z');
      expect(cardIn(await (await page(target, '/events', { 'accept-language': 'ar' })).text())).toBe(
        '<!--page-shell:events-->',
      );
    } finally {
      await target.close();
    }
  });
});

describe('previewDescription', () => {
  it('keeps a short text whole, and cuts a long one at a word with an ellipsis', () => {
    expect(previewDescription('  A  short   text ')).toBe('A short text');
    const long = 'word '.repeat(100);
    const cut = previewDescription(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(PREVIEW_DESCRIPTION_MAX);
    expect(cut).toMatch(/word…$/);
  });
});

describe('fillSharingPreview', () => {
  it('leaves a page without the tags as it was, but for its title', () => {
    const bare = '<html><head><title>x</title></head></html>';
    expect(
      fillSharingPreview(bare, { title: 'Centre', description: 'd', image: 'https://x/y.png', locale: 'en' }),
    ).toBe('<html><head><title>Centre</title></head></html>');
  });
});
