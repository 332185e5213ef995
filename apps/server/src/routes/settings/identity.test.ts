import { publicMosqueSchema } from '@minbar/api/schemas/mosque-identity';
import type { Role } from '@minbar/domain/access/roles';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mosqueIdentity } from '../../db/schema-settings';
import { DEMO_MOSQUE_IDENTITY, seedMosqueIdentityDemo } from '../../seed-identity';
import { createMemoryStorage } from '../../services/uploads';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  startAnotherInstance,
  type TestServer,
} from '../../test/harness';
import { distinctPng, GIF, holdsPhoto, PHOTO_REF } from '../../test/images';
import { createStripeDouble } from '../../test/stripe-double';

let server: TestServer;
const memory = createMemoryStorage();
const tokens = {} as Record<'admin' | 'imam' | 'parent' | 'teacher', string>;

beforeAll(async () => {
  server = await createTestServer({ storage: memory });
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
  logo: '',
  registration_numbers: [],
  bank_account: '',
  mail_language: 'en',
};

/** The demo's identity as a caller sends it: without the stored logo. */
const { logo: _logo, ...DEMO_FIELDS } = DEMO_MOSQUE_IDENTITY;

async function putMultipart(token: string, identity: unknown, logo: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('identity', JSON.stringify(identity));
  form.append('logo', new File([logo], 'logo', { type }));
  const response = await server.app.request('/api/settings/identity', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

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
      logo: null,
      registration_numbers: [],
      bank_account: null,
      // The harness runs the built-in test provider, as the demo does.
      test_payments: true,
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
        logo: null,
        registration_numbers: DEMO_MOSQUE_IDENTITY.registration_numbers,
        bank_account: DEMO_MOSQUE_IDENTITY.bank_account,
        test_payments: true,
      });
      expect(answer.body).not.toHaveProperty('mail_language');
    },
  );

  it('says payments are real with Stripe, under another ETag than the test provider gives the same identity', async () => {
    await seedMosqueIdentityDemo(server.deps.db);
    const withTestProvider = await call(server, 'GET', '/api/public/mosque');
    const tag = withTestProvider.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    // The same database and build behind another instance that takes cards through Stripe.
    const stripe = startAnotherInstance(server, { payments: createStripeDouble().provider });
    try {
      const answer = await call(stripe, 'GET', '/api/public/mosque', { headers: { 'if-none-match': tag } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('etag')).not.toBe(tag);
      expect(answer.body).toMatchObject({ name: DEMO_MOSQUE_IDENTITY.name.en, test_payments: false });
      const again = await call(server, 'GET', '/api/public/mosque', { headers: { 'if-none-match': tag } });
      expect(again.status).toBe(304);
    } finally {
      await stripe.close();
    }
  });

  it('serves the seeded logo, stored through the uploads, as a photo reference', async () => {
    await seedMosqueIdentityDemo(server.deps.db, server.deps.uploads);
    const answer = await call(server, 'GET', '/api/public/mosque');
    const logo = (answer.body as { logo: string }).logo;
    expect(logo).toMatch(PHOTO_REF);
    expect(holdsPhoto(memory.files, logo)).toBe(true);
  });
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
        ...DEMO_FIELDS,
        bank_account: 'pl05 1020 1000 0000 0000 0000 0001',
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
    await call(server, 'PUT', '/api/settings/identity', { token: tokens.admin, body: DEMO_FIELDS });
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
        body: DEMO_FIELDS,
      });
      expect(answer.status).toBe(403);
      expect(await countRows()).toBe(0);
    },
  );

  it('refuses a logo from the imam with 403 and keeps no file', async () => {
    const before = memory.files.size;
    const answer = await putMultipart(tokens.imam, DEMO_FIELDS, await distinctPng());
    expect(answer.status).toBe(403);
    expect(memory.files.size).toBe(before);
  });

  it('stores a logo through the uploads, keeps it on a save without one, and replaces or removes it', async () => {
    const first = await putMultipart(tokens.admin, DEMO_FIELDS, await distinctPng());
    expect(first.status).toBe(200);
    const logo = first.body.logo as string;
    expect(logo).toMatch(PHOTO_REF);
    expect(holdsPhoto(memory.files, logo)).toBe(true);

    const kept = await call(server, 'PUT', '/api/settings/identity', {
      token: tokens.admin,
      body: DEMO_FIELDS,
    });
    expect((kept.body as { logo: string }).logo).toBe(logo);

    const second = await putMultipart(tokens.admin, DEMO_FIELDS, await distinctPng());
    const replacement = second.body.logo as string;
    expect(replacement).toMatch(PHOTO_REF);
    expect(replacement).not.toBe(logo);
    expect(holdsPhoto(memory.files, logo)).toBe(false);
    expect(holdsPhoto(memory.files, replacement)).toBe(true);

    const removed = await call(server, 'PUT', '/api/settings/identity', {
      token: tokens.admin,
      body: { ...DEMO_FIELDS, remove_logo: true },
    });
    expect((removed.body as { logo: string }).logo).toBe('');
    expect(holdsPhoto(memory.files, replacement)).toBe(false);
  });

  it.each([
    ['a text file', new TextEncoder().encode('not a picture'), 'text/plain', 'upload.not_an_image'],
    ['a GIF', GIF, 'image/gif', 'upload.not_an_image'],
  ])('refuses %s as the logo with the uploads 422 and stores nothing', async (_name, bytes, type, issue) => {
    const before = memory.files.size;
    const answer = await putMultipart(tokens.admin, DEMO_FIELDS, bytes, type);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [{ loc: ['body', 'logo'], msg: expect.any(String), type: issue }],
    });
    expect(await countRows()).toBe(0);
    expect(memory.files.size).toBe(before);
  });

  it('refuses a caller without a session with 401', async () => {
    const answer = await call(server, 'PUT', '/api/settings/identity', { body: DEMO_FIELDS });
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
    [
      'a bank account whose check digits fail',
      { bank_account: 'PL06102010000000000000000001' },
      ['body', 'bank_account'],
      'identity.bank_account_invalid',
    ],
    [
      'a registration label with a direction override',
      { registration_numbers: [{ label: 'KRS\u202E', value: '0000000000' }] },
      ['body', 'registration_numbers', 0, 'label'],
      'text.invisible_character',
    ],
    [
      'a registration number too long',
      { registration_numbers: [{ label: 'KRS', value: '0'.repeat(41) }] },
      ['body', 'registration_numbers', 0, 'value'],
      'text.too_long',
    ],
    [
      'six registration numbers',
      { registration_numbers: Array.from({ length: 6 }, (_, n) => ({ label: `R${n}`, value: `${n}` })) },
      ['body', 'registration_numbers'],
      'identity.too_many_registrations',
    ],
    ['a mail language not spoken', { mail_language: 'de' }, ['body', 'mail_language'], 'field.required'],
  ])('answers %s with 422 in the contract shape and stores nothing', async (_name, change, loc, type) => {
    const answer = await call(server, 'PUT', '/api/settings/identity', {
      token: tokens.admin,
      body: { ...DEMO_FIELDS, ...change },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
    expect(await countRows()).toBe(0);
  });
});
