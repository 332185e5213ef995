import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { userRoles } from '../db/schema';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Runs `work` with the app's database wrapped so that every statement it starts is counted. */
async function countStatements(work: () => Promise<void>): Promise<string[]> {
  const started: string[] = [];
  const real = server.deps.db;
  server.deps.db = new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        started.push(String(property));
        return value.apply(target, args);
      };
    },
  }) as Database;
  try {
    await work();
  } finally {
    server.deps.db = real;
  }
  return started;
}

describe('a signed-in request', () => {
  it('reads the user, their roles and the liveness of the session in one statement', async () => {
    const account = await createAccount(server, { roles: ['imam', 'admin'] });
    const { access_token } = await signIn(server, account);
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await countStatements(async () => {
      answer = await call(server, 'GET', '/api/users/me', { token: access_token });
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body).toMatchObject({ id: account.id, role: 'admin', roles: ['admin', 'imam'] });
    expect(statements).toEqual(['select']);
  });

  it('is refused once its session is revoked, though the token has not expired', async () => {
    const account = await createAccount(server);
    const { access_token, refresh_token } = await signIn(server, account);
    expect((await call(server, 'GET', '/api/users/me', { token: access_token })).status).toBe(200);
    await call(server, 'POST', '/api/logout', {
      headers: { cookie: `minbar_refresh=${refresh_token}` },
      body: {},
    });
    expect((await call(server, 'GET', '/api/users/me', { token: access_token })).status).toBe(401);
  });

  it('sees a role an admin removed at once, since roles come from the database and not the token', async () => {
    const account = await createAccount(server, { roles: ['imam'] });
    const { access_token } = await signIn(server, account);
    expect((await call(server, 'GET', '/api/users/me', { token: access_token })).body).toMatchObject({
      roles: ['imam'],
    });
    await server.deps.db.delete(userRoles).where(eq(userRoles.userId, account.id));
    expect((await call(server, 'GET', '/api/users/me', { token: access_token })).body).toMatchObject({
      roles: [],
    });
  });
});
