import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPglite, localVersionsOf } from './db/client';
import { donationCategories } from './db/schema-donations';
import { athanTimes } from './db/schema-prayer';
import { publicVersions } from './db/schema-settings';
import {
  createPublicReads,
  jsonAnswer,
  publicReadsOf,
  shareVersionReads,
  versionReaderOf,
} from './http/public-cache';
import { insertActivity } from './test/activities';
import { insertCategory } from './test/donation-categories';
import { insertEvent } from './test/events';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  startAnotherInstance,
  type TestServer,
} from './test/harness';

/**
 * The public reads (docs/decisions/0036-public-read-cache.md): validated by their area's version,
 * answered 304 before anything is built, cached per instance, and seen to change on every instance
 * after a write through any of them. Two instances on one database: on the PostgreSQL run each has
 * its own pool, so nothing but the database carries the version from one to the other.
 */
let first: TestServer;
let second: TestServer;
let adminToken = '';
let eventId = 0;
let campaignId = 0;

const DAY = { fajr: '04:31:00', dhuhr: '11:48:00', asr: '15:04:00', maghrib: '17:32:00', isha: '19:08:00' };

/** Every public read with an address that answers 200, and whether it varies by language. */
const publicReads = () => [
  { path: '/api/public/cities', byLanguage: false },
  { path: '/api/public/prayer-times?city=Warsaw&from=2026-03-01&to=2026-03-31', byLanguage: false },
  { path: '/api/public/prayer-times.ics?city=Warsaw&lang=en', byLanguage: false },
  { path: '/api/public/events', byLanguage: true },
  { path: `/api/public/events/${eventId}`, byLanguage: true },
  { path: '/api/public/activities', byLanguage: true },
  { path: '/api/main_categories/', byLanguage: true },
  { path: '/api/customized_categories/', byLanguage: true },
  { path: '/api/active_categories/', byLanguage: true },
  { path: '/api/categories/', byLanguage: true },
  { path: `/api/categories/${campaignId}/`, byLanguage: true },
  { path: `/api/categories/${campaignId}/recent-gifts/`, byLanguage: false },
  { path: `/api/categories/${campaignId}/updates/`, byLanguage: true },
  { path: '/api/public/mosque', byLanguage: true },
  { path: '/api/settings', byLanguage: false },
];

async function raw(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  first = await createTestServer();
  second = startAnotherInstance(first);
  adminToken = (await signIn(first, await createAccount(first, { roles: ['admin'] }))).access_token;
  await first.deps.db.insert(athanTimes).values(
    Array.from({ length: 31 }, (_, index) => ({
      city: 'Warsaw',
      date: `2026-03-${String(index + 1).padStart(2, '0')}`,
      ...DAY,
    })),
  );
  eventId = (await insertEvent(first)).id;
  await insertActivity(first);
  campaignId = (await insertCategory(first, { currentAmount: 100 })).id;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('public reads on two instances of one database', () => {
  it('give the same ETag on both, and a 304 on one for the tag the other gave', async () => {
    for (const { path } of publicReads()) {
      const one = await call(first, 'GET', path);
      const other = await call(second, 'GET', path);
      expect(one.status, path).toBe(200);
      expect(other.headers.get('etag'), path).toBe(one.headers.get('etag'));
      const revalidated = await call(second, 'GET', path, {
        headers: { 'if-none-match': one.headers.get('etag') ?? '' },
      });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.body, path).toBe('');
    }
  });

  it('see a write through one instance at the next read on the other: new ETag, new body', async () => {
    const mosque = await call(second, 'GET', '/api/public/mosque');
    const cities = await call(second, 'GET', '/api/public/cities');
    const campaigns = await call(second, 'GET', '/api/active_categories/');
    const listed = await call(second, 'GET', '/api/public/events');
    expect((campaigns.body as { total_amount: number }).total_amount).toBe(100);

    const saved = await call(first, 'PUT', '/api/settings/identity', {
      token: adminToken,
      body: { name: { en: 'Centre of the test', ar: 'مركز', pl: 'Centrum' }, address: 'ul. Testowa 1' },
    });
    expect(saved.status).toBe(200);
    const settings = await call(first, 'PUT', '/api/settings', {
      token: adminToken,
      body: { default_city: 'Krakow', hijri_offset: 0, jumuah: { athan: '13:00', iqama: '13:30' } },
    });
    expect(settings.status).toBe(200);
    // A settled gift adds to its category's total, as the payment settlement does.
    await first.deps.db
      .update(donationCategories)
      .set({ currentAmount: 175 })
      .where(eq(donationCategories.id, campaignId));
    await insertEvent(first, { eventNameEn: 'Second lecture' });

    const cases = [
      { path: '/api/public/mosque', before: mosque },
      { path: '/api/public/cities', before: cities },
      { path: '/api/active_categories/', before: campaigns },
      { path: '/api/public/events', before: listed },
    ];
    for (const { path, before } of cases) {
      const after = await call(second, 'GET', path, {
        headers: { 'if-none-match': before.headers.get('etag') ?? '' },
      });
      expect(after.status, path).toBe(200);
      expect(after.headers.get('etag'), path).not.toBe(before.headers.get('etag'));
      expect(after.body, path).not.toEqual(before.body);
    }
    expect((await call(second, 'GET', '/api/public/mosque')).body).toMatchObject({
      name: 'Centre of the test',
    });
    expect((await call(second, 'GET', '/api/public/cities')).body).toMatchObject({ default_city: 'Krakow' });
    expect((await call(second, 'GET', '/api/active_categories/')).body).toMatchObject({ total_amount: 175 });
    const events = (await call(second, 'GET', '/api/public/events')).body as {
      events: { event_name: string }[];
    };
    expect(events.events.map((event) => event.event_name)).toContain('Second lecture');
  });

  it('keep a version that did not move: a write in another area leaves the tag alone', async () => {
    const before = await call(second, 'GET', '/api/public/activities');
    await insertEvent(first, { eventNameEn: 'Third lecture' });
    const after = await call(second, 'GET', '/api/public/activities', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(304);
  });
});

describe('the cache of one instance', () => {
  it('serves the bytes a fresh build gives, in every encoding', async () => {
    const reads = publicReadsOf(first.deps);
    for (const { path } of publicReads()) {
      const built = await raw(first, path);
      const hitsBefore = reads.stats.hits;
      const cached = await raw(first, path);
      expect(reads.stats.hits, path).toBe(hitsBefore + 1);
      reads.clear();
      const buildsBefore = reads.stats.builds;
      const fresh = await raw(first, path);
      expect(reads.stats.builds, path).toBe(buildsBefore + 1);
      expect(cached.bytes.equals(fresh.bytes), path).toBe(true);
      expect(built.bytes.equals(fresh.bytes), path).toBe(true);
      expect(cached.response.headers.get('content-length'), path).toBe(String(fresh.bytes.byteLength));

      // A browser accepting all three gets brotli, the smallest; each form is compressed once and
      // then served as the same bytes.
      const brotli = await raw(first, path, { 'accept-encoding': 'gzip, deflate, br' });
      const compressions = reads.stats.compressions;
      const brotliAgain = await raw(first, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(reads.stats.compressions, path).toBe(compressions);
      const gzipped = await raw(first, path, { 'accept-encoding': 'gzip, deflate' });
      const deflated = await raw(first, path, { 'accept-encoding': 'deflate' });
      if (fresh.bytes.byteLength >= 1024) {
        expect(brotli.response.headers.get('content-encoding'), path).toBe('br');
        expect(brotliDecompressSync(brotli.bytes).equals(fresh.bytes), path).toBe(true);
        expect(brotliAgain.bytes.equals(brotli.bytes), path).toBe(true);
        expect(brotli.bytes.byteLength, path).toBeLessThan(fresh.bytes.byteLength);
        expect(gzipped.response.headers.get('content-encoding'), path).toBe('gzip');
        expect(gunzipSync(gzipped.bytes).equals(fresh.bytes), path).toBe(true);
        expect(deflated.response.headers.get('content-encoding'), path).toBe('deflate');
        expect(inflateSync(deflated.bytes).equals(fresh.bytes), path).toBe(true);
        // A strong tag names one byte sequence: each encoding has its own, all of one validator.
        const tags = [fresh, brotli, gzipped, deflated].map((each) => each.response.headers.get('etag'));
        expect(new Set(tags).size, path).toBe(4);
        for (const tag of tags) {
          const back = await call(first, 'GET', path, { headers: { 'if-none-match': tag ?? '' } });
          expect(back.status, path).toBe(304);
        }
      } else {
        expect(brotli.response.headers.get('content-encoding'), path).toBeNull();
        expect(brotli.bytes.equals(fresh.bytes), path).toBe(true);
      }
    }
  });

  it('answers a matching If-None-Match with 304 without building the answer', async () => {
    const reads = publicReadsOf(first.deps);
    for (const { path } of publicReads()) {
      const tag = (await call(first, 'GET', path)).headers.get('etag') ?? '';
      // Nothing cached: a body could only come from a build.
      reads.clear();
      const builds = reads.stats.builds;
      const notModified = reads.stats.notModified;
      const answer = await call(first, 'GET', path, { headers: { 'if-none-match': `"other", ${tag}` } });
      expect(answer.status, path).toBe(304);
      expect(reads.stats.builds, path).toBe(builds);
      expect(reads.stats.notModified, path).toBe(notModified + 1);
    }
  });

  it('builds an answer once for simultaneous misses', async () => {
    const reads = publicReadsOf(first.deps);
    reads.clear();
    const builds = reads.stats.builds;
    const path = '/api/public/prayer-times?city=Warsaw&from=2026-03-01&to=2026-03-31';
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(first, 'GET', path)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(reads.stats.builds).toBe(builds + 1);
  });

  it('shares one answer between query orders and keeps one per language', async () => {
    const reads = publicReadsOf(first.deps);
    reads.clear();
    const builds = reads.stats.builds;
    const one = await call(
      first,
      'GET',
      '/api/public/prayer-times?city=Warsaw&from=2026-03-01&to=2026-03-02',
    );
    const other = await call(
      first,
      'GET',
      '/api/public/prayer-times?to=2026-03-02&from=2026-03-01&city=Warsaw',
    );
    expect(other.headers.get('etag')).toBe(one.headers.get('etag'));
    expect(reads.stats.builds).toBe(builds + 1);

    const english = await call(first, 'GET', '/api/public/events', { headers: { 'accept-language': 'en' } });
    const polish = await call(first, 'GET', '/api/public/events', {
      headers: { 'accept-language': 'pl-PL,pl' },
    });
    expect(polish.headers.get('etag')).not.toBe(english.headers.get('etag'));
    const names = (answer: typeof english) =>
      (answer.body as { events: { event_name: string }[] }).events.map((event) => event.event_name);
    expect(names(english)).toContain('Lecture on patience');
    expect(names(polish)).toContain('Wykład o cierpliwości');
  });

  it('holds at most its number of answers and bytes, the least recently used going first', async () => {
    const app = new Hono();
    let builds = 0;
    const body = 'x'.repeat(100);
    const reads = createPublicReads(first.deps, { maxEntries: 2, maxBytes: 250 });
    app.get('/x', (c) =>
      reads.answer(c, {
        area: 'activities',
        build: async () => {
          builds += 1;
          return jsonAnswer({ body, n: c.req.query('n') });
        },
      }),
    );
    for (const n of ['1', '2', '1', '3', '1', '2']) await app.request(`/x?n=${n}`);
    // 1, 2 built; 1 a hit; 3 built and 2 (least recently used) dropped; 1 a hit; 2 built again.
    expect(builds).toBe(4);
    expect(reads.stats.hits).toBe(2);

    const small = createPublicReads(first.deps, { maxEntries: 10, maxBytes: 150 });
    let smallBuilds = 0;
    const tiny = new Hono().get('/y', (c) =>
      small.answer(c, {
        area: 'activities',
        build: async () => {
          smallBuilds += 1;
          return jsonAnswer({ body, n: c.req.query('n') });
        },
      }),
    );
    for (const n of ['1', '2', '1']) await tiny.request(`/y?n=${n}`);
    // One ~115-byte answer fits in 150 bytes, two do not: 2 pushed 1 out.
    expect(smallBuilds).toBe(3);
  });
});

describe('caching headers', () => {
  it('mark every public read public for shared caches, with what it varies by', async () => {
    for (const { path, byLanguage } of publicReads()) {
      const answer = await call(first, 'GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toMatch(
        /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      const vary = answer.headers.get('vary') ?? '';
      expect(vary, path).toMatch(/Accept-Encoding/);
      if (byLanguage) expect(vary, path).toMatch(/Accept-Language/);
      else expect(vary, path).not.toMatch(/Accept-Language/);
      expect(answer.headers.get('etag'), path).toMatch(/^"[A-Za-z0-9_-]+"$/);
    }
  });

  it('never let an error of a public read be kept as public', async () => {
    const errors = [
      '/api/public/events/999999',
      '/api/categories/999999/',
      '/api/public/prayer-times?city=Atlantis&from=2026-03-01&to=2026-03-02',
      '/api/public/prayer-times?city=Warsaw&from=2026-03-02&to=2026-03-01',
    ];
    for (const path of errors) {
      const answer = await call(first, 'GET', path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('etag'), path).toBeNull();
    }
    // The admin's list with the categories not activated is not a public answer either.
    const every = await call(first, 'GET', '/api/categories/?available_only=false', { token: adminToken });
    expect(every.status).toBe(200);
    expect(every.headers.get('cache-control')).toBe('no-store');
  });

  it('walks the route table: anything anonymous that answers 200 is a public read; anything needing a token says no-store', async () => {
    const everyRole = await createAccount(first, {
      roles: ['admin', 'imam', 'teacher', 'parent', 'student'],
    });
    const token = (await signIn(first, everyRole)).access_token;
    const params: Record<string, string> = {
      id: String(eventId),
      event_id: String(eventId),
      email: encodeURIComponent(everyRole.email),
      date: '2026-03-01',
      year: '2026',
      currency: 'EUR',
    };
    const query =
      '?city=Warsaw&from=2026-03-01&to=2026-03-31&from_date=2026-03-01&to_date=2026-03-31&page=1&per_page=10';
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of first.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
      routes.set(`${route.method} ${route.path}`, route);
    }
    const anonymousReads: string[] = [];
    let needingToken = 0;
    // The operator's probes answer anyone, and are never cached: each must say how the process is now;
    // so does the API's index, which names the running version.
    const probes = new Set(['/api/health', '/api/ready', '/api/']);
    for (const { method, path } of routes.values()) {
      const ids = path.startsWith('/api/categories/') ? { ...params, id: String(campaignId) } : params;
      const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => ids[name] ?? '1') + query;
      const body = ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : {};
      const anonymous = await call(first, method, url, { body });
      if (anonymous.status === 401) {
        needingToken += 1;
        expect(anonymous.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
        if (method !== 'GET') continue;
        const signedIn = await call(first, method, url, { token });
        expect(signedIn.status, `${method} ${path}`).not.toBe(401);
        expect(signedIn.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
      } else if (method === 'GET' && anonymous.status === 200 && !probes.has(path)) {
        anonymousReads.push(path);
        expect(anonymous.headers.get('cache-control'), path).toMatch(/^public, /);
      } else {
        expect(anonymous.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
      }
    }
    expect(needingToken).toBeGreaterThan(50);
    expect(anonymousReads.sort()).toEqual(
      [
        '/api/public/cities',
        '/api/public/prayer-times',
        '/api/public/prayer-times.ics',
        '/api/public/events',
        '/api/public/events/:id',
        '/api/public/activities',
        '/api/main_categories/',
        '/api/customized_categories/',
        '/api/active_categories/',
        '/api/categories/',
        '/api/categories/:id/',
        '/api/categories/:id/recent-gifts/',
        '/api/categories/:id/updates/',
        '/api/public/mosque',
        '/api/settings',
        '/api/payments/config',
      ].sort(),
    );
  });
});

describe('reading the versions', () => {
  it('shares a read only between requests that arrived before it started', async () => {
    const started: { area: string; resolve: (version: number) => void }[] = [];
    const read = shareVersionReads(
      (area) => new Promise<number>((resolve) => started.push({ area, resolve })),
    );
    const early = read('events');
    const later = [read('events'), read('events')];
    const otherArea = read('activities');
    // One read per area is under way; the two that came during it wait for the next.
    expect(started.map((each) => each.area)).toEqual(['events', 'activities']);
    let laterSettled = false;
    void Promise.all(later).then(() => {
      laterSettled = true;
    });
    started[0]?.resolve(5);
    expect(await early).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A write may have committed after the first read began: the later requests never take its answer.
    expect(laterSettled).toBe(false);
    expect(started.map((each) => each.area)).toEqual(['events', 'activities', 'events']);
    started[2]?.resolve(6);
    expect(await Promise.all(later)).toEqual([6, 6]);
    started[1]?.resolve(1);
    expect(await otherArea).toBe(1);
    // Nothing under way: the next request reads again.
    const alone = read('events');
    expect(started).toHaveLength(4);
    started[3]?.resolve(7);
    expect(await alone).toBe(7);
  });

  it('on an embedded database, knows each move from the triggers as the write returns, asking nothing per read', async () => {
    const client = await PGlite.create();
    const handle = fromPglite(client);
    await handle.migrate();
    try {
      const versions = localVersionsOf(handle.db);
      if (!versions) throw new Error('PGlite has no local versions');
      const stored = async () =>
        (await handle.db.select().from(publicVersions).where(eq(publicVersions.area, 'events')))[0]?.version;
      const start = await versions('events');
      expect(start).toBe(await stored());

      // A statement-level trigger: one move per statement, even one that touches no row.
      await client.exec('DELETE FROM "events"');
      expect(await versions('events')).toBe(start + 1);
      await client.transaction(async (tx) => {
        await tx.exec('DELETE FROM "events"');
        await tx.exec('DELETE FROM "events"');
      });
      expect(await versions('events')).toBe(start + 3);
      expect(await versions('events')).toBe(await stored());
      // A write rolled back moved nothing, and nothing is announced.
      await client
        .transaction(async (tx) => {
          await tx.exec('DELETE FROM "events"');
          throw new Error('changed my mind');
        })
        .catch(() => undefined);
      expect(await versions('events')).toBe(start + 3);
      expect(await versions('activities')).toBe(
        (await handle.db.select().from(publicVersions).where(eq(publicVersions.area, 'activities')))[0]
          ?.version,
      );

      const query = vi.spyOn(client, 'query');
      const exec = vi.spyOn(client, 'execProtocol');
      for (let read = 0; read < 100; read += 1) await versions('events');
      expect(query).not.toHaveBeenCalled();
      expect(exec).not.toHaveBeenCalled();
    } finally {
      await handle.close();
    }
  });

  it('on an embedded database, answers a read after the callbacks of the same turn, as a query would', async () => {
    const client = await PGlite.create();
    const handle = fromPglite(client);
    await handle.migrate();
    try {
      const read = versionReaderOf(handle.db);
      const start = await read('events');
      const order: string[] = [];
      // Stands for the sockets the same turn of the event loop read: their requests are parsed and
      // routed before any of them is answered.
      setImmediate(() => order.push('the turn’s other reads'));
      const answered = read('events').then((version) => order.push(`version ${version}`));
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
      expect(order).toEqual([]);
      // A write noted while the read waits is the one it answers.
      await client.exec('DELETE FROM "events"');
      await answered;
      expect(order).toEqual(['the turn’s other reads', `version ${start + 1}`]);

      // The reads of one turn share one wait and resume together: a callback queued between them
      // runs after both (their answers are written one after the other).
      order.length = 0;
      const first = read('events').then(() => order.push('first'));
      setImmediate(() => order.push('queued between'));
      const second = read('events').then(() => order.push('second'));
      await Promise.all([first, second]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual(['first', 'second', 'queued between']);
    } finally {
      await handle.close();
    }
  });
});
