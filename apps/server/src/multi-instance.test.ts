import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from './db/schema';
import { sessionCacheOf } from './http/session-cache';
import { createOutbox, type OutgoingMail } from './services/outbox';
import { loadOrCreateSecret } from './services/secrets';
import {
  call,
  createAccount,
  createTestServer,
  refreshCookieOf,
  signIn,
  startAnotherInstance,
  type TestServer,
} from './test/harness';

/**
 * Two server instances behind a load balancer on one database, each with its own connections, limiter
 * objects and outbox. On the PostgreSQL run they are separate connection pools; every piece of state
 * that must be shared (rate-limit counts, sessions, code attempts, the outbox, the signing secret)
 * lives in the database.
 */
let first: TestServer;
let second: TestServer;
let passwordChecks = 0;

function countPasswordChecks(server: TestServer) {
  const verify = server.deps.passwords.verify.bind(server.deps.passwords);
  server.deps.passwords.verify = (password, hash) => {
    passwordChecks += 1;
    return verify(password, hash);
  };
}

beforeAll(async () => {
  first = await createTestServer();
  second = startAnotherInstance(first);
  // Both read the key from the shared table, as instances without MINBAR_JWT_SECRET do.
  const [key, sameKey] = await Promise.all([
    loadOrCreateSecret(first.deps.db, 'jwt'),
    loadOrCreateSecret(second.deps.db, 'jwt'),
  ]);
  first.deps.jwtSecret = key;
  second.deps.jwtSecret = sameKey;
  for (const server of [first, second]) countPasswordChecks(server);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two instances on one database', () => {
  it('generate one signing secret between them', () => {
    expect(first.deps.jwtSecret).toBe(second.deps.jwtSecret);
    expect(first.deps.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('sign in on one, refresh and sign out on the other, and the first then refuses the session', async () => {
    const account = await createAccount(first, { roles: ['imam'] });
    const session = await signIn(first, account);
    const refreshed = await call(second, 'POST', '/api/refresh-token', {
      body: {},
      headers: { cookie: `minbar_refresh=${session.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieOf(refreshed.headers);
    const token = (refreshed.body as { access_token: string }).access_token;
    expect((await call(first, 'GET', '/api/users/me', { token })).status).toBe(200);

    const logout = await call(second, 'POST', '/api/logout', {
      body: {},
      headers: { cookie: `minbar_refresh=${cookie}` },
    });
    expect(logout.status).toBe(204);
    expect((await call(first, 'GET', '/api/users/me', { token })).status).toBe(401);
    const again = await call(first, 'POST', '/api/refresh-token', {
      body: {},
      headers: { cookie: `minbar_refresh=${cookie}` },
    });
    expect(again.status).toBe(401);
  });

  it('keep a session check in memory, and refuse it on one right after a sign-out on the other', async () => {
    const account = await createAccount(first, { roles: ['imam'] });
    const { access_token: token } = await signIn(first, account);
    const sessions = sessionCacheOf(first.deps);
    const before = { ...sessions.stats };
    expect((await call(first, 'GET', '/api/users/me', { token })).status).toBe(200);
    expect((await call(first, 'GET', '/api/users/me', { token })).status).toBe(200);
    // The second call asked the database nothing about the session.
    expect(sessions.stats).toEqual({ hits: before.hits + 1, reads: before.reads + 1 });

    // Signed out through the other instance by the access token alone (no refresh cookie).
    expect((await call(second, 'POST', '/api/logout', { body: {}, token })).status).toBe(204);
    expect((await call(first, 'GET', '/api/users/me', { token })).status).toBe(401);
    expect((await call(second, 'GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('see a role removed and an account deleted on the other instance at the next call', async () => {
    const admin = await createAccount(first, { roles: ['admin'] });
    const account = await createAccount(first, { roles: ['imam', 'teacher'] });
    const adminToken = (await signIn(second, admin)).access_token;
    const { access_token: token } = await signIn(first, account);
    const me = async () => call(first, 'GET', '/api/users/me', { token });
    expect(((await me()).body as { roles: string[] }).roles).toEqual(['imam', 'teacher']);
    // Cached now on the first instance; the fatwa desk is the imam's.
    expect((await call(first, 'GET', '/api/fatwa/questions', { token })).status).toBe(200);

    const removed = await call(
      second,
      'DELETE',
      `/api/remove-role/${encodeURIComponent(account.email)}?role=imam`,
      { token: adminToken },
    );
    expect(removed.status).toBe(200);
    expect(((await me()).body as { roles: string[] }).roles).toEqual(['teacher']);
    expect((await call(first, 'GET', '/api/fatwa/questions', { token })).status).toBe(403);

    const deleted = await call(second, 'DELETE', `/api/admin/users/${account.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it('share the sign-in limit: 60 simultaneous guesses split across both reach the password check 5 times', async () => {
    const account = await createAccount(first, { roles: ['admin'] });
    passwordChecks = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(index % 2 === 0 ? first : second, 'POST', '/api/token', {
          body: { email: account.email, password: `guess ${index}` },
        }),
      ),
    );
    expect(passwordChecks).toBe(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(55);
  });

  it('deliver each pending mail exactly once when both drain the outbox at the same time', async () => {
    const delivered: string[] = [];
    const transport = {
      async deliver(mail: OutgoingMail) {
        // A slow mail server keeps the claim open while the other instance drains.
        await new Promise((resolve) => setTimeout(resolve, 2));
        delivered.push(mail.to);
      },
    };
    const outboxes = [first, second].map((server) => createOutbox(server.deps.db, () => {}, transport));
    const pending = Array.from({ length: 45 }, (_, index) => ({
      to: `reader${index}@example.test`,
      kind: 'reset',
      subject: 'Code',
      body: 'Your code',
      code: '123456',
    }));
    await first.deps.db.insert(outboxEmails).values(pending);
    const counts = await Promise.all(outboxes.flatMap((outbox) => [outbox.drain(), outbox.drain()]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(45);
    expect([...delivered].sort()).toEqual(pending.map((mail) => mail.to).sort());
    const left = await first.deps.db.select().from(outboxEmails).where(isNull(outboxEmails.deliveredAt));
    expect(left).toEqual([]);
  });
});
