import { tokenPairSchema } from '@minbar/api/schemas/accounts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccount,
  createTestServer,
  refreshCookieOf,
  signIn,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('POST /api/token', () => {
  it('signs in with the email: the access token in the body, the refresh token only in its cookie', async () => {
    const account = await createAccount(server, { roles: ['admin'] });
    const answer = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: account.password },
    });
    expect(answer.status).toBe(200);
    const pair = v.parse(tokenPairSchema, answer.body);
    expect(pair.access_token.split('.')).toHaveLength(3);
    expect(answer.body).not.toHaveProperty('refresh_token');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const path of ['/api/refresh-token', '/api/logout']) {
      const cookie = cookies.find((line) => line.includes(`Path=${path};`) || line.endsWith(`Path=${path}`));
      expect(cookie).toMatch(/^minbar_refresh=[A-Za-z0-9_-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
      // Served over plain HTTP here: a Secure cookie would never come back.
      expect(cookie).not.toContain('Secure');
    }
    expect(refreshCookieOf(answer.headers)?.length).toBeGreaterThan(30);
  });

  it('marks the cookie Secure when a trusted proxy says the page came over HTTPS', async () => {
    const account = await createAccount(server);
    server.deps.trustProxy = true;
    try {
      const answer = await call(server, 'POST', '/api/token', {
        body: { email: account.email, password: account.password },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' },
      });
      expect(answer.headers.getSetCookie().every((line) => line.includes('Secure'))).toBe(true);
    } finally {
      server.deps.trustProxy = false;
    }
  });

  it('accepts the username in the email field and ignores the email case', async () => {
    const account = await createAccount(server);
    const byName = await call(server, 'POST', '/api/token', {
      body: { email: account.username, password: account.password },
    });
    const byUpper = await call(server, 'POST', '/api/token', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect([byName.status, byUpper.status]).toEqual([200, 200]);
  });

  it('answers 401 with the same detail for a wrong password and an unknown account', async () => {
    const account = await createAccount(server);
    const wrong = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: 'wrong password' },
    });
    const unknown = await call(server, 'POST', '/api/token', {
      body: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'Invalid email or password' } });
  });

  it('refuses an unverified account with 403 Email not verified, only after the right password', async () => {
    const account = await createAccount(server, { verified: false });
    const right = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: account.password },
    });
    const wrong = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: 'not it at all' },
    });
    expect(right).toMatchObject({ status: 403, body: { detail: 'Email not verified' } });
    expect(wrong.status).toBe(401);
  });

  it('answers 422 in the FastAPI shape with domain issue codes when fields are empty', async () => {
    const answer = await call(server, 'POST', '/api/token', { body: { email: '  ', password: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'Field required', type: 'field.required' },
        { loc: ['body', 'password'], msg: 'Field required', type: 'field.required' },
      ],
    });
  });

  it('answers 400 with a detail for a body that is not JSON', async () => {
    const response = await server.app.request('/api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('detail');
  });

  it('stops an address after 5 attempts at one account with 429 and Retry-After, then lets it in', async () => {
    const account = await createAccount(server);
    // Alternating email and username: both name the same account, so they share one limit.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const login = attempt % 2 === 0 ? account.email : account.username;
      const answer = await call(server, 'POST', '/api/token', {
        body: { email: login, password: 'bad password' },
      });
      expect(answer.status).toBe(401);
    }
    const locked = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: account.password },
    });
    expect(locked).toMatchObject({ status: 429, body: { detail: 'Too many attempts, try again later' } });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    server.clock.now = new Date(server.clock.now.getTime() + retryAfter * 1000 + 1000);
    const later = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: account.password },
    });
    expect(later.status).toBe(200);
  });
});

describe('per-address sign-in limit', () => {
  it('blocks an address after its failures across many accounts', async () => {
    const limited = await createTestServer({ limits: { signInPerAddress: 3 } });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await call(limited, 'POST', '/api/token', {
          body: { email: `guess${attempt}@example.test`, password: 'guessing1' },
        });
        expect(answer.status).toBe(401);
      }
      const account = await createAccount(limited);
      const blocked = await call(limited, 'POST', '/api/token', {
        body: { email: account.email, password: account.password },
      });
      expect(blocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/refresh-token', () => {
  it('rotates: the new pair works, and the old refresh token is refused afterwards', async () => {
    const account = await createAccount(server);
    const first = await signIn(server, account);
    const rotated = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(rotated.status).toBe(200);
    const second = {
      ...v.parse(tokenPairSchema, rotated.body),
      refresh_token: refreshCookieOf(rotated.headers),
    };
    expect(second.refresh_token).toBeDefined();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // The test clock stands still, so both access tokens carry the same second: they must differ anyway.
    expect(second.access_token).not.toBe(first.access_token);
    const me = await call(server, 'GET', '/api/users/me', { token: second.access_token });
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const account = await createAccount(server);
    const first = await signIn(server, account);
    const second = {
      refresh_token: refreshCookieOf(
        (await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: first.refresh_token } }))
          .headers,
      ),
    };
    const reuse = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(reuse).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
    // The thief's reuse also kills the token the legitimate holder got from the rotation.
    const victim = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: second.refresh_token },
    });
    expect(victim.status).toBe(401);
  });

  it('leaves other sign-ins (other families) working after a family is revoked', async () => {
    const account = await createAccount(server);
    const laptop = await signIn(server, account);
    const phone = await signIn(server, account);
    await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: laptop.refresh_token } });
    await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: laptop.refresh_token } });
    const phoneRefresh = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: phone.refresh_token },
    });
    expect(phoneRefresh.status).toBe(200);
  });

  it('refuses an unknown token, an expired one, and an empty body', async () => {
    const account = await createAccount(server);
    const pair = await signIn(server, account);
    const unknown = await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: 'made-up' } });
    expect(unknown.status).toBe(401);
    const empty = await call(server, 'POST', '/api/refresh-token', { body: {} });
    expect(empty.status).toBe(401);
    const blank = await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: '' } });
    expect(blank.status).toBe(422);
    server.clock.now = new Date(server.clock.now.getTime() + 15 * 24 * 60 * 60 * 1000);
    const expired = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: pair.refresh_token },
    });
    expect(expired.status).toBe(401);
  });
});

describe('GET /api/users/me', () => {
  it('answers the profile with all roles, the most powerful first', async () => {
    const account = await createAccount(server, { roles: ['teacher', 'imam'] });
    const { access_token } = await signIn(server, account);
    const me = await call(server, 'GET', '/api/users/me', { token: access_token });
    expect(me).toMatchObject({
      status: 200,
      body: {
        id: account.id,
        username: account.username,
        email: account.email,
        phone: '+48 600 000 000',
        role: 'imam',
        roles: ['imam', 'teacher'],
      },
    });
  });

  it('answers 401 without a token, with a forged one, and once the access token expired', async () => {
    const account = await createAccount(server);
    const { access_token } = await signIn(server, account);
    const none = await call(server, 'GET', '/api/users/me');
    const forged = await call(server, 'GET', '/api/users/me', { token: `${access_token.slice(0, -4)}AAAA` });
    expect(none).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
    expect(forged.status).toBe(401);
    server.clock.now = new Date(server.clock.now.getTime() + 31 * 60 * 1000);
    const expired = await call(server, 'GET', '/api/users/me', { token: access_token });
    expect(expired.status).toBe(401);
  });
});
