import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, STRIPE_ORIGINS } from './app';
import { createStripePaymentProvider } from './services/payments';
import { call, createTestServer, type TestServer } from './test/harness';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'minbar-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  // Big enough to cross the compression threshold.
  writeFileSync(
    join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('minbar '.repeat(500))});`,
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({ app: { site: { distDir: dist, name: 'dashboard' } } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the app factory', () => {
  it('answers unknown API paths with a JSON 404 and tags every answer with a request id', async () => {
    const answer = await call(server, 'GET', '/api/no-such-call');
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 500 Internal Server Error without leaking the failure, and logs it', async () => {
    const logged: string[] = [];
    const broken = createApp({
      ...server.deps,
      db: new Proxy(server.deps.db, {
        get: () => () => {
          throw new Error('database exploded at /secret/path.ts:42');
        },
      }),
      log: (message, fields) => logged.push(`${message} ${JSON.stringify(fields ?? {})}`),
    });
    const response = await broken.request('/api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.test', password: 'whatever1' }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal Server Error' });
    expect(text).not.toContain('exploded');
    expect(
      logged.some((line) => line.startsWith('unexpected error') && line.includes('database exploded')),
    ).toBe(true);
    // The request's own line says it failed, as an error, by its route's pattern.
    expect(
      logged.some((line) => /^request .*"level":"error".*"route":"\/api\/token".*"status":500/.test(line)),
    ).toBe(true);
  });

  it('sends the agreed Content-Security-Policy and security headers', async () => {
    const answer = await call(server, 'GET', '/');
    const policy = answer.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      'frame-src https://www.youtube-nocookie.com https://www.facebook.com',
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // No Stripe here: neither this site takes payment nor is Stripe configured.
    expect(policy).not.toContain('stripe');
  });

  describe("Stripe's origins", () => {
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const stripe = createStripePaymentProvider('sk_test_unused', 'pk_test_unused');
    const policyOf = async (takesPayments: boolean, payments = stripe) => {
      const app = createApp({ ...server.deps, payments }, { takesPayments });
      return (await app.request('/api/no-such-call')).headers.get('content-security-policy') ?? '';
    };

    it('are allowed on the pages that take payment when Stripe is configured, exactly as documented', async () => {
      const policy = await policyOf(true);
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${STRIPE_ORIGINS.script.join(' ')}`);
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${STRIPE_ORIGINS.connect.join(' ')}`);
      for (const origin of STRIPE_ORIGINS.frame) expect(directive(policy, 'frame-src')).toContain(origin);
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    });

    it('stay out of the dashboard, and out of every page without Stripe', async () => {
      expect(await policyOf(false)).not.toContain('stripe');
      expect(await policyOf(true, server.deps.payments)).not.toContain('stripe');
    });
  });
});

describe('serving a built app', () => {
  it('serves index.html with no-cache, and falls back to it for client-side routes', async () => {
    const root = await call(server, 'GET', '/');
    const deep = await call(server, 'GET', '/dashboard/Administrators');
    for (const answer of [root, deep]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await server.app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers 404 for a missing file instead of the index', async () => {
    const answer = await call(server, 'GET', '/assets/missing-123.js');
    expect(answer.status).toBe(404);
  });

  it('answers a page whose address ends in a signed token (a dot, then a long signature) with the index', async () => {
    const answer = await call(
      server,
      'GET',
      '/monthly/eyJnaWZ0IjoxfQ.c2lnbmF0dXJlb2Z0aGVsaW5rYW5kc29tZW1vcmU',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root">');
  });

  it('still serves the API on the same origin', async () => {
    const answer = await call(server, 'GET', '/api/users/me');
    expect(answer).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
  });

  it('answers 503 with a clear message when the app is not built', async () => {
    const unbuilt = createApp(server.deps, {
      site: { distDir: join(dist, 'nothing-here'), name: 'public site' },
    });
    const response = await unbuilt.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('public site is not built');
    expect((await unbuilt.request('/api/users/me')).status).toBe(401);
  });
});
