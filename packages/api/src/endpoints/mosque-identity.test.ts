import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { getMosqueIdentity, getPublicMosque, updateMosqueIdentity } from './mosque-identity';

const ADMIN: Session = {
  token: 'access-admin',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const IDENTITY = {
  name: {
    en: 'Muslim Cultural Centre in Warsaw',
    ar: 'المركز الثقافي الإسلامي في وارسو',
    pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
  },
  short_name: 'CKM Warszawa',
  address: 'ul. Przykładowa 1\n00-000 Warszawa',
  phone: '+48 22 000 00 00',
  email: 'biuro@ckm.example',
  website: 'https://ckm.example',
  logo: '0123456789abcdef01234567-640x640',
  registration_numbers: [{ label: 'KRS', value: '0000000000' }],
  bank_account: 'PL61109010140000071219812874',
  mail_language: 'pl' as const,
};

/** What a save sends: the identity without the stored logo, which goes as a file. */
const { logo: _logo, ...FIELDS } = IDENTITY;
const UPDATE = { ...FIELDS, remove_logo: false };

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = null, language = 'en') {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => language,
  });
  return { client, requests: server.requests };
}

describe('GET /public/mosque', () => {
  it("asks without a token in the client's language and reads the public identity", async () => {
    const answer = {
      language: 'pl',
      name: IDENTITY.name.pl,
      short_name: IDENTITY.short_name,
      address: IDENTITY.address,
      phone: null,
      email: IDENTITY.email,
      website: null,
      logo: IDENTITY.logo,
      registration_numbers: IDENTITY.registration_numbers,
      bank_account: IDENTITY.bank_account,
      test_payments: true,
    };
    const { client, requests } = await setup(() => ({ body: answer }), ADMIN, 'pl');
    await expect(getPublicMosque(client)).resolves.toEqual(answer);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/public/mosque' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['accept-language']).toBe('pl');
  });

  it('reads an older server that does not say whether payments are test payments as real ones', async () => {
    const older = {
      language: 'en',
      name: IDENTITY.name.en,
      short_name: null,
      address: null,
      phone: null,
      email: null,
      website: null,
    };
    const { client } = await setup(() => ({ body: older }));
    await expect(getPublicMosque(client)).resolves.toMatchObject({ test_payments: false });
  });

  it('refuses an answer in a language the mosque does not write in', async () => {
    const { client } = await setup(() => ({
      body: {
        language: 'de',
        name: null,
        short_name: null,
        address: null,
        phone: null,
        email: null,
        website: null,
      },
    }));
    await expect(getPublicMosque(client)).rejects.toThrow();
  });
});

describe('/settings/identity', () => {
  it('reads the whole identity with the token, a field the server leaves out as empty', async () => {
    const { client, requests } = await setup(
      () => ({ body: { ...IDENTITY, website: null, phone: undefined } }),
      ADMIN,
    );
    await expect(getMosqueIdentity(client)).resolves.toEqual({ ...IDENTITY, website: '', phone: '' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/settings/identity' });
    expect(requests[0]?.headers.authorization).toBe('Bearer access-admin');
  });

  it('sends the identity and reads back the stored one', async () => {
    const { client, requests } = await setup(() => ({ body: IDENTITY }), ADMIN);
    await expect(updateMosqueIdentity(client, UPDATE)).resolves.toEqual(IDENTITY);
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/settings/identity', body: UPDATE });
  });

  it('sends a chosen logo as the logo file beside the identity part', async () => {
    const { client, requests } = await setup(() => ({ body: IDENTITY }), ADMIN);
    await updateMosqueIdentity(
      client,
      UPDATE,
      new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
    );
    expect(requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(requests[0]?.body)).toContain('name="identity"');
    expect(String(requests[0]?.body)).toContain('name="logo"');
  });

  it('reads an older server that sends none of the later fields as empty', async () => {
    const { logo: _, registration_numbers: __, bank_account: ___, mail_language: ____, ...older } = IDENTITY;
    const { client } = await setup(() => ({ body: older }), ADMIN);
    await expect(getMosqueIdentity(client)).resolves.toEqual({
      ...older,
      logo: '',
      registration_numbers: [],
      bank_account: '',
      mail_language: 'en',
    });
  });

  it("keeps the server's field errors of a refused save under the field's own name", async () => {
    const { client } = await setup(
      () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name', 'ar'], msg: 'Required', type: 'field.required' },
            { loc: ['body', 'email'], msg: 'Not an e-mail address', type: 'identity.email_invalid' },
          ],
        },
      }),
      ADMIN,
    );
    const error = await updateMosqueIdentity(client, { ...UPDATE, email: 'x' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.fieldErrors.ar?.code).toBe('field.required');
    expect(isApiError(error) && error.fieldErrors.email?.code).toBe('identity.email_invalid');
  });
});
