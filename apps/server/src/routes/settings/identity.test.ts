import { publicMosqueSchema } from '@minbar/api/schemas/mosque-identity';
import type { Role } from '@minbar/domain/access/roles';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mosqueIdentity } from '../../db/schema-settings';
import { DEMO_MOSQUE_IDENTITY, seedMosqueIdentityDemo } from '../../seed-identity';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'imam' | 'parent' | 'teacher', string>;

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['admin', 'imam', 'parent', 'teacher'] as const) {
    tokens[role] = (
      await signIn(server, await createAccount(server, { roles: [role as Role] }))
    ).access_token;
  }
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.deps.db.delete(mosqueIdentity);
});

const EMPTY = {
  name: { en: '', ar: '', pl: '' },
  short_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
};

const countRows = async () =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(mosqueIdentity))[0]?.n;

describe('GET /api/public/mosque', () => {
  it('answers every field null, in English, before the mosque has set its identity', async () => {
    const answer = await call(server, 'GET', '/api/public/mosque');
    expect(answer.status).toBe(200);
    expect(v.parse(publicMosqueSchema, answer.body)).toEqual({
      language: 'en',
      name: null,
      short_name: null,
      address: null,
      phone: null,
      email: null,
      website: null,
    });
  });

  it.each([
    ['pl-PL,pl;q=0.9,en;q=0.5', 'pl'],
    ['ar', 'ar'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
  ] as const)(
    'names the seeded mosque in the language %s asks for (%s), without a token',
    async (header, language) => {
      await seedMosqueIdentityDemo(server.deps.db);
      const answer = await call(server, 'GET', '/api/public/mosque', {
        headers: { 'accept-language': header },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toContain('Accept-Language');
      expect(answer.body).toEqual({
        language,
        name: DEMO_MOSQUE_IDENTITY.name[language],
        short_name: 'CKM Warszawa',
        address: 'ul. Przykładowa 1\n00-000 Warszawa',
        phone: DEMO_MOSQUE_IDENTITY.phone,
        email: DEMO_MOSQUE_IDENTITY.email,
        website: DEMO_MOSQUE_IDENTITY.website,
      });
    },
  );
});

describe('GET /api/settings/identity', () => {
  it('answers an administrator the names in every language, every field empty before any save', async () => {
    expect((await call(server, 'GET', '/api/settings/identity', { token: tokens.admin })).body).toEqual(
      EMPTY,
    );
    await seedMosqueIdentityDemo(server.deps.db);
    const answer = await call(server, 'GET', '/api/settings/identity', { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(DEMO_MOSQUE_IDENTITY);
  });

  it.each(['imam', 'parent', 'teacher'] as const)('refuses the %s role with 403', async (role) => {
    const answer = await call(server, 'GET', '/api/settings/identity', { token: tokens[role] });
    expect(answer.status).toBe(403);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await call(server, 'GET', '/api/settings/identity')).status).toBe(401);
  });
});

describe('PUT /api/settings/identity', () => {
  it('stores the identity for an administrator, one row, and answers it as stored', async () => {
    const saved = await call(server, 'PUT', '/api/settings/identity', {
      token: tokens.admin,
      body: {
        ...DEMO_MOSQUE_IDENTITY,
        website: 'ckm-warszawa.example',
        phone: '',
        email: null,
        short_name: undefined,
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      ...DEMO_MOSQUE_IDENTITY,
      website: 'https://ckm-warszawa.example',
      phone: '',
      email: '',
      short_name: '',
    };
    expect(saved.body).toEqual(expected);
    await call(server, 'PUT', '/api/settings/identity', { token: tokens.admin, body: DEMO_MOSQUE_IDENTITY });
    expect(await countRows()).toBe(1);
    const [row] = await server.deps.db.select().from(mosqueIdentity);
    expect(row?.updatedBy).toEqual(expect.any(Number));
    expect((await call(server, 'GET', '/api/settings/identity', { token: tokens.admin })).body).toEqual(
      DEMO_MOSQUE_IDENTITY,
    );
  });

  it.each(['imam', 'parent', 'teacher'] as const)(
    'refuses the %s role with 403 and stores nothing',
    async (role) => {
      const answer = await call(server, 'PUT', '/api/settings/identity', {
        token: tokens[role],
        body: DEMO_MOSQUE_IDENTITY,
      });
      expect(answer.status).toBe(403);
      expect(await countRows()).toBe(0);
    },
  );

  it('refuses a caller without a session with 401', async () => {
    const answer = await call(server, 'PUT', '/api/settings/identity', { body: DEMO_MOSQUE_IDENTITY });
    expect(answer.status).toBe(401);
    expect(await countRows()).toBe(0);
  });

  it.each([
    [
      'no Arabic name',
      { name: { ...DEMO_MOSQUE_IDENTITY.name, ar: ' ' } },
      ['body', 'name', 'ar'],
      'field.required',
    ],
    ['no address', { address: '' }, ['body', 'address'], 'field.required'],
    ['a phone without digits', { phone: 'call us' }, ['body', 'phone'], 'identity.phone_invalid'],
    ['an e-mail without a domain', { email: 'biuro@' }, ['body', 'email'], 'identity.email_invalid'],
    [
      'a javascript: website',
      { website: 'javascript:alert(1)' },
      ['body', 'website'],
      'identity.website_invalid',
    ],
    [
      'a name too long',
      { name: { ...DEMO_MOSQUE_IDENTITY.name, pl: 'x'.repeat(201) } },
      ['body', 'name', 'pl'],
      'text.too_long',
    ],
  ])('answers %s with 422 in the contract shape and stores nothing', async (_name, change, loc, type) => {
    const answer = await call(server, 'PUT', '/api/settings/identity', {
      token: tokens.admin,
      body: { ...DEMO_MOSQUE_IDENTITY, ...change },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
    expect(await countRows()).toBe(0);
  });
});
