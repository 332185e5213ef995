import { mosqueSettingsSchema } from '@minbar/api/schemas/settings';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/settings', () => {
  it('answers the configured time zone and the default city in the contract shape', async () => {
    server.deps.timeZone = 'Asia/Karachi';
    try {
      const answer = await call(server, 'GET', '/api/settings');
      expect(answer.status).toBe(200);
      expect(v.parse(mosqueSettingsSchema, answer.body)).toEqual({
        time_zone: 'Asia/Karachi',
        default_city: 'Warsaw',
      });
    } finally {
      server.deps.timeZone = undefined;
    }
  });

  it("falls back to the mosque's default zone when none is configured", async () => {
    const answer = await call(server, 'GET', '/api/settings');
    expect(answer.body).toEqual({ time_zone: 'Europe/Warsaw', default_city: 'Warsaw' });
  });

  it('is the same for a signed-in caller, and read-only', async () => {
    const { access_token } = await signIn(server, await createAccount(server, { roles: ['imam'] }));
    const signedIn = await call(server, 'GET', '/api/settings', { token: access_token });
    expect(signedIn.body).toEqual({ time_zone: 'Europe/Warsaw', default_city: 'Warsaw' });
    const write = await call(server, 'PUT', '/api/settings', {
      token: access_token,
      body: { time_zone: 'UTC', default_city: 'Krakow' },
    });
    expect(write.status).toBe(404);
    expect((await call(server, 'GET', '/api/settings')).body).toMatchObject({ time_zone: 'Europe/Warsaw' });
  });
});
