import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { getMosqueSettings, updateMosqueSettings } from './settings';

const ADMIN: Session = {
  token: 'access-admin',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const STORED = {
  time_zone: 'Europe/Warsaw',
  default_city: 'Krakow',
  hijri_offset: -1,
  jumuah: { athan: '13:00', iqama: '13:30' },
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = null) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

describe('GET /settings', () => {
  it("reads the time zone, the default city, the Hijri offset and Jumu'a without a token", async () => {
    const { client, requests } = await setup(() => ({ body: STORED }));
    await expect(getMosqueSettings(client)).resolves.toEqual(STORED);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/settings' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer whose time zone is not an IANA name, rather than compute dates with it', async () => {
    const { client } = await setup(() => ({ body: { time_zone: 'Mars/Olympus', default_city: 'Warsaw' } }));
    await expect(getMosqueSettings(client)).rejects.toThrow();
  });

  it("reads a server that sends no offset nor Jumu'a as offset 0 and no Jumu'a", async () => {
    const { client } = await setup(() => ({ body: { time_zone: 'Europe/Warsaw', default_city: 'Warsaw' } }));
    await expect(getMosqueSettings(client)).resolves.toEqual({
      time_zone: 'Europe/Warsaw',
      default_city: 'Warsaw',
      hijri_offset: 0,
      jumuah: null,
    });
  });

  it('refuses an answer whose Hijri offset is out of range', async () => {
    const { client } = await setup(() => ({ body: { ...STORED, hijri_offset: 3 } }));
    await expect(getMosqueSettings(client)).rejects.toThrow();
  });
});

describe('PUT /settings', () => {
  it('sends the settings with the token and reads back the stored ones', async () => {
    const { client, requests } = await setup(() => ({ body: STORED }), ADMIN);
    const input = { default_city: 'Krakow', hijri_offset: -1, jumuah: { athan: '13:00', iqama: '13:30' } };
    await expect(updateMosqueSettings(client, input)).resolves.toEqual(STORED);
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/settings', body: input });
    expect(requests[0]?.headers.authorization).toBe('Bearer access-admin');
  });

  it("sends no Jumu'a as null", async () => {
    const { client, requests } = await setup(() => ({ body: { ...STORED, jumuah: null } }), ADMIN);
    await updateMosqueSettings(client, { default_city: 'Krakow', hijri_offset: -1, jumuah: null });
    expect(requests[0]?.body).toEqual({ default_city: 'Krakow', hijri_offset: -1, jumuah: null });
  });

  it("keeps the server's field errors of a refused save", async () => {
    const { client } = await setup(
      () => ({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'jumuah', 'iqama'],
              msg: "Jumu'a's iqama comes after its athan",
              type: 'settings.jumuah_iqama_before_athan',
            },
          ],
        },
      }),
      ADMIN,
    );
    const error = await updateMosqueSettings(client, {
      default_city: 'Warsaw',
      hijri_offset: 0,
      jumuah: { athan: '13:30', iqama: '13:00' },
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.fieldErrors.iqama?.code).toBe('settings.jumuah_iqama_before_athan');
  });

  it('passes on the refusal of a caller who is not an admin', async () => {
    const { client } = await setup(() => ({ status: 403, body: { detail: 'Forbidden' } }), {
      ...ADMIN,
      role: 'imam',
      roles: ['imam'],
    });
    await expect(
      updateMosqueSettings(client, { default_city: 'Warsaw', hijri_offset: 0, jumuah: null }),
    ).rejects.toMatchObject({ status: 403, detail: 'Forbidden' });
  });
});
