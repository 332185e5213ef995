import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema';
import {
  call,
  createAccount,
  createTestServer,
  lastCodeFor,
  refreshCookieOf,
  signIn,
  type TestServer,
} from '../../test/harness';

/**
 * The access layer tried as an attacker would: simultaneous guesses, lock-out attempts, sessions that
 * must end. Addresses come from X-Forwarded-For, which the server honours behind a trusted proxy.
 */
let server: TestServer;
let passwordChecks = 0;
beforeAll(async () => {
  server = await createTestServer();
  server.deps.trustProxy = true;
  const verify = server.deps.passwords.verify.bind(server.deps.passwords);
  server.deps.passwords.verify = (password, hash) => {
    passwordChecks += 1;
    return verify(password, hash);
  };
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

function guess(email: string, password: string, address: string) {
  return call(server, 'POST', '/api/token', { body: { email, password }, headers: from(address) });
}

describe('simultaneous sign-in guesses', () => {
  it('lets exactly 5 of 120 simultaneous guesses from one address reach the password check', async () => {
    const account = await createAccount(server, { roles: ['admin'] });
    passwordChecks = 0;
    const guesses = Array.from({ length: 120 }, (_, index) =>
      guess(account.email, index === 119 ? account.password : `wrong guess ${index}`, '198.51.100.7'),
    );
    const answers = await Promise.all(guesses);
    expect(passwordChecks).toBe(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(115);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
  });
});

describe('nobody can lock another person out', () => {
  it('refuses the attacking address after 5 wrong passwords while the owner signs in from elsewhere', async () => {
    const admin = await createAccount(server, { roles: ['admin'] });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(admin.email, 'not the password', '203.0.113.9')).status).toBe(401);
    }
    expect((await guess(admin.email, admin.password, '203.0.113.9')).status).toBe(429);
    expect((await guess(admin.email, admin.password, '192.0.2.44')).status).toBe(200);
  });

  it('slows an account under attack from many addresses, yet the right password still gets in', async () => {
    const admin = await createAccount(server, { roles: ['admin'] });
    server.slept.length = 0;
    for (let address = 0; address < 12; address += 1) {
      expect((await guess(admin.email, 'botnet guess', `10.9.0.${address}`)).status).toBe(401);
    }
    // Ten failures are free; the 11th and 12th waited 250 and 500 ms before their check.
    expect(server.slept).toEqual([250, 500]);
    const owner = await guess(admin.email, admin.password, '192.0.2.45');
    expect(owner.status).toBe(200);
    expect(server.slept.at(-1)).toBe(1000);
  });

  it('lets a freshly mailed reset code through after an attacker burned the last one', async () => {
    const account = await createAccount(server);
    const ask = (address: string) =>
      call(server, 'POST', '/api/password-reset/request', {
        body: { email: account.email },
        headers: from(address),
      });
    expect((await ask('203.0.113.10')).status).toBe(200);
    const burned = lastCodeFor(server, account.email, 'reset');
    const wrong = burned === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(server, 'POST', '/api/password-reset/verify-code', {
        body: { email: account.email, code: wrong },
        headers: from('203.0.113.10'),
      });
      expect(answer.status).toBe(400);
    }
    // The attacker's address is stopped; the burned code is dead for everyone.
    const attacker = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code: burned },
      headers: from('203.0.113.10'),
    });
    expect(attacker.status).toBe(429);
    expect((await ask('192.0.2.46')).status).toBe(200);
    const fresh = lastCodeFor(server, account.email, 'reset');
    const confirm = await call(server, 'POST', '/api/password-reset/confirm', {
      body: { email: account.email, code: fresh, new_password: 'a fresh new secret' },
      headers: from('192.0.2.46'),
    });
    expect(confirm.status).toBe(200);
  });

  it('counts simultaneous code guesses atomically: a code takes at most 5, however many arrive at once', async () => {
    const account = await createAccount(server);
    await call(server, 'POST', '/api/password-reset/request', {
      body: { email: account.email },
      headers: from('192.0.2.47'),
    });
    const code = lastCodeFor(server, account.email, 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(server, 'POST', '/api/password-reset/verify-code', {
          body: { email: account.email, code: wrong },
          headers: from(`10.20.0.${index}`),
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const [stored] = await server.deps.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, account.id));
    expect(stored?.attempts).toBe(5);
    const right = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code },
      headers: from('192.0.2.47'),
    });
    expect(right.status).toBe(400);
  });

  it('lets only one of two simultaneous confirmations with one code set the password', async () => {
    const account = await createAccount(server);
    await call(server, 'POST', '/api/password-reset/request', {
      body: { email: account.email },
      headers: from('192.0.2.48'),
    });
    const code = lastCodeFor(server, account.email, 'reset');
    const answers = await Promise.all(
      ['first new secret', 'second new secret'].map((new_password) =>
        call(server, 'POST', '/api/password-reset/confirm', {
          body: { email: account.email, code, new_password },
          headers: from('192.0.2.48'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

describe('sessions end', () => {
  it('POST /api/logout with the cookie ends the session: refresh and access token refused at once', async () => {
    const account = await createAccount(server, { roles: ['imam'] });
    const session = await signIn(server, account);
    const other = await signIn(server, account);
    const logout = await call(server, 'POST', '/api/logout', {
      body: {},
      headers: { cookie: `minbar_refresh=${session.refresh_token}` },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().every((line) => /^minbar_refresh=;/.test(line))).toBe(true);
    const refresh = await call(server, 'POST', '/api/refresh-token', {
      body: {},
      headers: { cookie: `minbar_refresh=${session.refresh_token}` },
    });
    expect(refresh.status).toBe(401);
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
    // The same person's other sign-in (another device) is a session of its own and goes on.
    expect((await call(server, 'GET', '/api/users/me', { token: other.access_token })).status).toBe(200);
  });

  it('ends the session named by the access token when no cookie comes, and answers 204 to a repeat', async () => {
    const account = await createAccount(server);
    const session = await signIn(server, account);
    const first = await call(server, 'POST', '/api/logout', { body: {}, token: session.access_token });
    const again = await call(server, 'POST', '/api/logout', { body: {}, token: session.access_token });
    expect([first.status, again.status]).toEqual([204, 204]);
    const refresh = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(401);
  });

  it('refreshes from the cookie alone, rotating it', async () => {
    const account = await createAccount(server);
    const session = await signIn(server, account);
    const refreshed = await call(server, 'POST', '/api/refresh-token', {
      body: {},
      headers: { cookie: `minbar_refresh=${session.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    const rotated = refreshCookieOf(refreshed.headers);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refresh_token);
    const token = (refreshed.body as { access_token: string }).access_token;
    expect((await call(server, 'GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('refuses every access token of a family revoked by the reuse of a replaced refresh token', async () => {
    const account = await createAccount(server);
    const session = await signIn(server, account);
    await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: session.refresh_token } });
    await call(server, 'POST', '/api/refresh-token', { body: { refresh_token: session.refresh_token } });
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
  });
});

describe('bounded bodies', () => {
  it('refuses a 2 MB JSON body with 413 and the contract shape before reading it', async () => {
    const answer = await call(server, 'POST', '/api/token', {
      body: { email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(answer).toMatchObject({ status: 413, body: { detail: 'Request body too large' } });
  });

  it('refuses an oversized chunked body that declares no length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 3 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await server.app.request('/api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body too large' });
    // It stopped reading at the limit instead of taking all 3 MB in.
    expect(sent).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('allows a multipart body the size of a 5 MB photo, and refuses a larger one', async () => {
    const multipart = (bytes: number) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
      return server.app.request('/api/no-such-upload', { method: 'POST', body: form });
    };
    expect((await multipart(5 * 1024 * 1024)).status).toBe(404);
    expect((await multipart(6 * 1024 * 1024)).status).toBe(413);
  });
});

describe('headers', () => {
  it('turns off the browser features the apps never use', async () => {
    const answer = await call(server, 'GET', '/api/users/me');
    const policy = answer.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });
});
