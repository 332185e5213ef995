import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiIndexAnswerSchema, readyAnswerSchema } from '@minbar/api/schemas/operations';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import serverPackage from '../../../package.json' with { type: 'json' };
import { DETAIL } from '../../http/problems';
import { call, createTestServer, type TestServer } from '../../test/harness';

/*
 * Health and readiness as a process manager and a load balancer see them: health while the process
 * lives, whatever the database does; readiness only with the database answering and migrated; and
 * an ordinary call, with the database gone, a quick 503 to try again rather than a hang or a 500.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close().catch(() => {});
  server = undefined;
});

describe('health and readiness', () => {
  it('answers ready with the database migrated, and never caches either answer', async () => {
    server = await createTestServer();
    const health = await call(server, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(v.parse(readyAnswerSchema, ready.body)).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready while a migration this build carries is missing', async () => {
    server = await createTestServer();
    await server.deps.db.execute(
      sql`DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = (SELECT max("created_at") FROM "drizzle"."__drizzle_migrations")`,
    );
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
  });

  it('with the database stopped: healthy, not ready, and other calls a 503 to try again', async () => {
    server = await createTestServer();
    await server.database.close();
    const health = await call(server, 'GET', '/api/health');
    expect(health.status).toBe(200);
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
    expect(ready.headers.get('retry-after')).toBe('5');
    const categories = await call(server, 'GET', '/api/active_categories/');
    expect(categories.status).toBe(503);
    expect(categories.body).toEqual({ detail: DETAIL.databaseUnavailable });
    expect(categories.headers.get('retry-after')).toBe('5');
  });

  it('answers a load balancer probing from one address however often, past the public read limit', async () => {
    server = await createTestServer({ limits: { publicReadsBurst: 1, publicReadsPerMinute: 1 } });
    for (let probe = 0; probe < 5; probe += 1) {
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
      expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
    }
    // The same address's reads are still limited.
    expect((await call(server, 'GET', '/api/public/cities')).status).toBe(200);
    expect((await call(server, 'GET', '/api/public/cities')).status).toBe(429);
  });

  it('is not ready once the process is stopping, while it still answers', async () => {
    server = await createTestServer();
    server.deps.stopping = () => true;
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'stopping' });
    const health = await call(server, 'GET', '/api/health');
    expect(health.status).toBe(200);
    // Each answer closes its connection, so keep-alive clients move to another instance.
    expect(health.headers.get('connection')).toBe('close');
  });

  it('answers at /api itself with its name, version and where to go next, with or without the slash', async () => {
    server = await createTestServer();
    for (const path of ['/api', '/api/']) {
      const index = await call(server, 'GET', path);
      expect(index.status, path).toBe(200);
      expect(v.parse(apiIndexAnswerSchema, index.body)).toEqual({
        name: 'Minbar API',
        version: serverPackage.version,
        health: '/api/health',
        ready: '/api/ready',
        docs: expect.stringContaining('docs/deploy.md'),
      });
      expect(index.headers.get('cache-control')).toBe('no-store');
    }
    // Every file the answer points to is in the repository.
    const repository = fileURLToPath(new URL('../../../../../', import.meta.url));
    const named = (await call(server, 'GET', '/api')).body as { docs: string };
    const files = named.docs.match(/[\w./-]+\.md|packages\/[\w/]+/g) ?? [];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(existsSync(`${repository}${file}`), file).toBe(true);
    // What is not there still answers 404.
    expect((await call(server, 'GET', '/api/nothing-here')).status).toBe(404);
  });
});
