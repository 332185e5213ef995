import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';
import { publicReadsOf } from './public-cache';

/*
 * The public read limit through the whole app (createApp, its middleware and routes): behind a
 * trusted proxy, so each test names the address it calls from.
 */

let server: TestServer;
let walk: TestServer;
let staffToken: string;

beforeAll(async () => {
  server = await createTestServer({ trustProxy: true });
  // A bucket of one read and (practically) no refill: a second anonymous read is refused.
  walk = await createTestServer({
    trustProxy: true,
    limits: { publicReadsBurst: 1, publicReadsPerMinute: 1 },
  });
  staffToken = (await signIn(walk, await createAccount(walk, { roles: ['admin'] }))).access_token;
});
afterAll(async () => {
  await server.close();
  await walk.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const START = Date.parse('2026-03-06T13:30:00Z');

/** The database statements `work` starts on `target`, counted through a wrapper around its handle. */
async function statementsDuring(target: TestServer, work: () => Promise<void>): Promise<string[]> {
  const started: string[] = [];
  const real = target.deps.db;
  target.deps.db = new Proxy(real, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        started.push(String(property));
        return value.apply(object, args);
      };
    },
  }) as Database;
  try {
    await work();
  } finally {
    target.deps.db = real;
  }
  return started;
}

describe('public reads of one address', () => {
  it("serves a congregation's 1000 reads in a minute from the mosque's one address", async () => {
    const paths = ['/api/public/mosque', '/api/public/cities', '/api/public/events', '/api/settings'];
    const statuses = new Map<number, number>();
    for (let read = 0; read < 1000; read += 1) {
      server.clock.now = new Date(START + read * 60);
      const answer = await call(server, 'GET', paths[read % paths.length] ?? '', {
        headers: from('192.0.2.10'),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[200, 1000]]);
  });

  it('refuses a scraper reading 20 a second within the minute, with 429 and Retry-After, before any database work', async () => {
    const scraper = from('198.51.100.7');
    const start = START + 10 * 60_000;
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    let served = 0;
    for (let read = 0; read < 20 * 60 && !refused; read += 1) {
      server.clock.now = new Date(start + read * 50);
      const answer = await call(server, 'GET', '/api/public/mosque', { headers: scraper });
      if (answer.status === 429) refused = answer;
      else served += 1;
    }
    expect(refused).toBeDefined();
    expect(served).toBeGreaterThanOrEqual(1000);
    expect(served).toBeLessThan(1200);
    expect(refused?.body).toEqual({ detail: 'Too many attempts, try again later' });
    expect(refused?.headers.get('retry-after')).toBe('1');

    let again: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsDuring(server, async () => {
      again = await call(server, 'GET', '/api/public/events', { headers: scraper });
    });
    expect(again?.status).toBe(429);
    expect(statements).toEqual([]);

    // Another address at the same moment is served, and its read does reach the database (the
    // answers cached so far are dropped, so it is built).
    publicReadsOf(server.deps).clear();
    let neighbour: Awaited<ReturnType<typeof call>> | undefined;
    const neighbourStatements = await statementsDuring(server, async () => {
      neighbour = await call(server, 'GET', '/api/public/events', { headers: from('203.0.113.20') });
    });
    expect(neighbour?.status).toBe(200);
    expect(neighbourStatements.length).toBeGreaterThan(0);

    // Once the refill has had its second, the scraper gets a read again (two a second, not 20).
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    expect((await call(server, 'GET', '/api/public/mosque', { headers: scraper })).status).toBe(200);
  });
});

/** Every GET the app registered under /api, with its path parameters filled in. */
function apiReads(target: TestServer): string[] {
  const paths = new Set<string>();
  for (const route of target.app.routes) {
    if (route.method !== 'GET' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    paths.add(route.path);
  }
  return [...paths];
}

const filled = (path: string) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'year' ? '2026' : '1'));

describe('the one middleware covers every anonymous read', () => {
  it('walks every GET of the API: a second anonymous read from a dry address is refused, probes aside', async () => {
    const reads = apiReads(walk);
    // The public reads the sites make are among the walked routes (the walk is not empty or partial).
    expect(reads).toEqual(
      expect.arrayContaining([
        '/api/public/cities',
        '/api/public/prayer-times',
        '/api/public/prayer-times.ics',
        '/api/public/events',
        '/api/public/events/:id',
        '/api/public/activities',
        '/api/public/mosque',
        '/api/main_categories/',
        '/api/customized_categories/',
        '/api/active_categories/',
        '/api/categories/',
        '/api/categories/:id/',
        '/api/settings',
        '/api/payments/config',
      ]),
    );
    const notLimited: string[] = [];
    for (const [index, path] of reads.entries()) {
      const address = from(`10.1.${index >> 8}.${index & 255}`);
      await call(walk, 'GET', filled(path), { headers: address });
      const second = await call(walk, 'GET', filled(path), { headers: address });
      if (second.status !== 429 || second.headers.get('retry-after') === null) notLimited.push(path);
    }
    // All but the operator's probes, which a load balancer calls every few seconds from one address.
    expect(notLimited).toEqual(['/api/health', '/api/ready']);
  });

  it('counts HEAD as a read', async () => {
    const address = from('10.2.0.1');
    await call(walk, 'HEAD', '/api/public/mosque', { headers: address });
    expect((await call(walk, 'HEAD', '/api/public/mosque', { headers: address })).status).toBe(429);
  });

  it('leaves signed-in staff uncounted, but counts a token the server did not sign', async () => {
    const staff = from('10.3.0.1');
    for (let read = 0; read < 5; read += 1) {
      const answer = await call(walk, 'GET', '/api/public/cities', { headers: staff, token: staffToken });
      expect(answer.status).toBe(200);
    }
    const forged = await sign(
      { sub: '1', roles: ['admin'], sid: 'x', typ: 'access', exp: Math.floor(START / 1000) + 3600 },
      'not-the-servers-secret-0123456789abcdefghijklmnop',
      'HS256',
    );
    const forger = from('10.3.0.2');
    expect((await call(walk, 'GET', '/api/public/cities', { headers: forger, token: forged })).status).toBe(
      200,
    );
    expect((await call(walk, 'GET', '/api/public/cities', { headers: forger, token: forged })).status).toBe(
      429,
    );
  });

  it('leaves writes to their own limits', async () => {
    const address = from('10.4.0.1');
    await call(walk, 'GET', '/api/public/mosque', { headers: address });
    const write = await call(walk, 'POST', '/api/zakat/calculate', { headers: address, body: {} });
    expect(write.status).not.toBe(429);
  });
});
