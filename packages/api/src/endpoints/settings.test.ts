import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemorySession } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { getMosqueSettings } from './settings';

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(null),
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

describe('GET /settings', () => {
  it('reads the time zone and the default city without a token', async () => {
    const { client, requests } = await setup(() => ({
      body: { time_zone: 'Europe/Warsaw', default_city: 'Warsaw' },
    }));
    await expect(getMosqueSettings(client)).resolves.toEqual({
      time_zone: 'Europe/Warsaw',
      default_city: 'Warsaw',
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/settings' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer whose time zone is not an IANA name, rather than compute dates with it', async () => {
    const { client } = await setup(() => ({ body: { time_zone: 'Mars/Olympus', default_city: 'Warsaw' } }));
    await expect(getMosqueSettings(client)).rejects.toThrow();
  });
});
