import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, outboxEmails, users } from '../../db/schema';
import {
  call,
  createAccount,
  createTestServer,
  lastCodeFor,
  signIn,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let counter = 0;
function newcomer() {
  counter += 1;
  return {
    username: `Newcomer ${counter}`,
    email: `newcomer${counter}@example.test`,
    phone: '+48 511 222 333',
    password: 'salaam-2026',
  };
}

const minutes = (count: number) => count * 60 * 1000;

describe('POST /api/register', () => {
  it('creates an unverified parent, answers 201 with its id and mails a 6-digit code to the outbox', async () => {
    const input = newcomer();
    const answer = await call(server, 'POST', '/api/register', {
      body: { ...input, email: input.email.toUpperCase() },
    });
    expect(answer.status).toBe(201);
    const { id } = answer.body as { id: number; message: string };
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: input.email, username: input.username, verifiedAt: null });
    expect(row?.passwordHash).not.toContain(input.password);

    const code = lastCodeFor(server, input.email, 'verify');
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(server.printed).toContain(`outbox: {"to":"${input.email}","kind":"verify","code":"${code}"}`);
    const mails = await server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, input.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(code);

    const signInBeforeVerify = await call(server, 'POST', '/api/token', {
      body: { email: input.email, password: input.password },
    });
    expect(signInBeforeVerify.status).toBe(403);
  });

  it('answers 422 value_error.email_taken / username_taken at the right loc for duplicates', async () => {
    const input = newcomer();
    expect((await call(server, 'POST', '/api/register', { body: input })).status).toBe(201);
    const sameEmail = await call(server, 'POST', '/api/register', {
      body: { ...newcomer(), email: input.email },
    });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body).toEqual({
      detail: [{ loc: ['body', 'email'], msg: 'Email already registered', type: 'value_error.email_taken' }],
    });
    const sameName = await call(server, 'POST', '/api/register', {
      body: { ...newcomer(), username: input.username },
    });
    expect(sameName.body).toEqual({
      detail: [
        { loc: ['body', 'username'], msg: 'Username already taken', type: 'value_error.username_taken' },
      ],
    });
  });

  it('answers 422 with one domain issue code per invalid field', async () => {
    const answer = await call(server, 'POST', '/api/register', {
      body: { username: '', email: 'not-an-email', phone: 'abc', password: 'short' },
    });
    expect(answer.status).toBe(422);
    const detail = (answer.body as { detail: Array<{ loc: string[]; type: string; msg: string }> }).detail;
    expect(detail.map((item) => [item.loc.join('.'), item.type])).toEqual([
      ['body.username', 'field.required'],
      ['body.email', 'email.invalid'],
      ['body.phone', 'phone.invalid'],
      ['body.password', 'password.too_short'],
    ]);
    expect(detail.every((item) => item.msg.length > 0)).toBe(true);
  });

  it('reports missing keys as field.required', async () => {
    const answer = await call(server, 'POST', '/api/register', { body: {} });
    const detail = (answer.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(detail.map((item) => item.loc[1])).toEqual(['username', 'email', 'phone', 'password']);
    expect(new Set(detail.map((item) => item.type))).toEqual(new Set(['field.required']));
  });
});

describe('POST /api/verify', () => {
  async function registered() {
    const input = newcomer();
    await call(server, 'POST', '/api/register', { body: input });
    return { ...input, code: lastCodeFor(server, input.email, 'verify') };
  }

  it('verifies with the outbox code, after which the account can sign in', async () => {
    const account = await registered();
    const answer = await call(server, 'POST', '/api/verify', {
      body: { email: account.email, code: account.code },
    });
    expect(answer.status).toBe(200);
    await expect(signIn(server, account)).resolves.toHaveProperty('access_token');
  });

  it('refuses a wrong code, and a code used once cannot be used again', async () => {
    const account = await registered();
    const wrongCode = account.code === '000000' ? '111111' : '000000';
    const wrong = await call(server, 'POST', '/api/verify', {
      body: { email: account.email, code: wrongCode },
    });
    expect(wrong).toMatchObject({ status: 400, body: { detail: 'Invalid or expired code' } });
    expect(
      (await call(server, 'POST', '/api/verify', { body: { email: account.email, code: account.code } }))
        .status,
    ).toBe(200);
    const reuse = await call(server, 'POST', '/api/verify', {
      body: { email: account.email, code: account.code },
    });
    expect(reuse).toMatchObject({ status: 400, body: { detail: 'Invalid or expired code' } });
  });

  it('refuses a code after its 15 minutes', async () => {
    const account = await registered();
    server.clock.now = new Date(server.clock.now.getTime() + minutes(15) + 1000);
    const late = await call(server, 'POST', '/api/verify', {
      body: { email: account.email, code: account.code },
    });
    expect(late.status).toBe(400);
  });

  it('answers the same 400 for an unknown email, and 422 for a malformed code', async () => {
    const unknown = await call(server, 'POST', '/api/verify', {
      body: { email: 'ghost@example.test', code: '123456' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { detail: 'Invalid or expired code' } });
    const malformed = await call(server, 'POST', '/api/verify', {
      body: { email: 'ghost@example.test', code: '12ab' },
    });
    expect(malformed.status).toBe(422);
    expect((malformed.body as { detail: Array<{ type: string }> }).detail[0]?.type).toBe('code.invalid');
  });

  it('kills a code after 5 wrong attempts even when the right one follows', async () => {
    const limited = await createTestServer({ limits: { codePerPair: 100 } });
    try {
      const input = newcomer();
      await call(limited, 'POST', '/api/register', { body: input });
      const code = lastCodeFor(limited, input.email, 'verify');
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await call(limited, 'POST', '/api/verify', { body: { email: input.email, code: wrongCode } });
      }
      const [stored] = await limited.deps.db.select().from(oneTimeCodes);
      expect(stored?.attempts).toBe(5);
      const right = await call(limited, 'POST', '/api/verify', { body: { email: input.email, code } });
      expect(right.status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('rate limits the guesses of one address at one account with 429 and Retry-After', async () => {
    const account = await registered();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call(server, 'POST', '/api/verify', { body: { email: account.email, code: '999999' } });
    }
    const blocked = await call(server, 'POST', '/api/verify', {
      body: { email: account.email, code: account.code },
    });
    expect(blocked).toMatchObject({ status: 429, body: { detail: 'Too many attempts, try again later' } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('runs request -> verify-code -> confirm; the old password and old refresh tokens stop working', async () => {
    const account = await createAccount(server);
    const before = await signIn(server, account);

    const request = await call(server, 'POST', '/api/password-reset/request', {
      body: { email: account.email },
    });
    expect(request.status).toBe(200);
    const code = lastCodeFor(server, account.email, 'reset');

    const check = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code },
    });
    expect(check.status).toBe(200);
    const confirm = await call(server, 'POST', '/api/password-reset/confirm', {
      body: { email: account.email, code, new_password: 'a brand new secret' },
    });
    expect(confirm.status).toBe(200);

    const oldPassword = await call(server, 'POST', '/api/token', {
      body: { email: account.email, password: account.password },
    });
    expect(oldPassword.status).toBe(401);
    await expect(
      signIn(server, { email: account.email, password: 'a brand new secret' }),
    ).resolves.toHaveProperty('access_token');
    const oldRefresh = await call(server, 'POST', '/api/refresh-token', {
      body: { refresh_token: before.refresh_token },
    });
    expect(oldRefresh.status).toBe(401);
    // The access token of the session the reset ended is refused at once, not when it expires.
    const oldAccess = await call(server, 'GET', '/api/users/me', { token: before.access_token });
    expect(oldAccess.status).toBe(401);
    const reuse = await call(server, 'POST', '/api/password-reset/confirm', {
      body: { email: account.email, code, new_password: 'another new secret' },
    });
    expect(reuse).toMatchObject({ status: 400, body: { detail: 'Invalid or expired code' } });
  });

  it('answers the same 200 for an unknown email and sends nothing', async () => {
    const printedBefore = server.printed.length;
    const answer = await call(server, 'POST', '/api/password-reset/request', {
      body: { email: 'nobody-here@example.test' },
    });
    const known = await createAccount(server);
    const knownAnswer = await call(server, 'POST', '/api/password-reset/request', {
      body: { email: known.email },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(knownAnswer.body);
    expect(server.printed.slice(printedBefore).filter((line) => line.includes('nobody-here'))).toEqual([]);
  });

  it('a resend replaces the earlier code', async () => {
    const account = await createAccount(server);
    await call(server, 'POST', '/api/password-reset/request', { body: { email: account.email } });
    const first = lastCodeFor(server, account.email, 'reset');
    await call(server, 'POST', '/api/password-reset/request', { body: { email: account.email } });
    const second = lastCodeFor(server, account.email, 'reset');
    const oldCode = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code: first },
    });
    const newCode = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code: second },
    });
    expect(newCode.status).toBe(200);
    if (first !== second) expect(oldCode.status).toBe(400);
  });

  it('refuses a wrong code on verify-code and confirm, and an expired code', async () => {
    const account = await createAccount(server);
    await call(server, 'POST', '/api/password-reset/request', { body: { email: account.email } });
    const code = lastCodeFor(server, account.email, 'reset');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(server, 'POST', '/api/password-reset/verify-code', {
      body: { email: account.email, code: wrongCode },
    });
    expect(wrong).toMatchObject({ status: 400, body: { detail: 'Invalid or expired code' } });
    const weak = await call(server, 'POST', '/api/password-reset/confirm', {
      body: { email: account.email, code, new_password: 'short' },
    });
    expect(weak.status).toBe(422);
    server.clock.now = new Date(server.clock.now.getTime() + minutes(16));
    const late = await call(server, 'POST', '/api/password-reset/confirm', {
      body: { email: account.email, code, new_password: 'long enough now' },
    });
    expect(late.status).toBe(400);
  });
});
