import { noReminders } from '@minbar/domain/prayer/reminders';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  deletePushSubscription,
  findPushSubscription,
  getPushKey,
  getPushSubscriberCounts,
  savePushSubscription,
} from './push';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const SUBSCRIPTION = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
  locale: 'ar' as const,
  city: 'Warsaw',
  choices: noReminders(),
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(ADMIN),
    getLanguage: () => 'ar',
  });
  return { client, requests: server.requests };
}

describe('the push calls', () => {
  it('read the key and save a subscription without a token', async () => {
    const { client, requests } = await setup((request) =>
      request.path === '/public/push/key'
        ? { body: { public_key: 'BPublic' } }
        : {
            body: {
              endpoint: SUBSCRIPTION.endpoint,
              locale: 'ar',
              city: 'Warsaw',
              choices: SUBSCRIPTION.choices,
            },
          },
    );
    await expect(getPushKey(client)).resolves.toEqual({ public_key: 'BPublic' });
    await expect(savePushSubscription(client, SUBSCRIPTION)).resolves.toMatchObject({ locale: 'ar' });
    expect(requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/public/push/key', undefined],
      ['PUT', '/public/push/subscription', undefined],
    ]);
    expect(requests[1]?.body).toEqual(SUBSCRIPTION);
  });

  it('unsubscribe by the push address', async () => {
    const { client, requests } = await setup(() => ({ status: 204 }));
    await deletePushSubscription(client, SUBSCRIPTION.endpoint);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/public/push/unsubscribe' });
    expect(requests[0]?.body).toEqual({ endpoint: SUBSCRIPTION.endpoint });
  });

  it('find a device by its push address in the body, and report an unknown one as a 404', async () => {
    const stored = {
      endpoint: SUBSCRIPTION.endpoint,
      locale: 'ar',
      city: 'Warsaw',
      choices: SUBSCRIPTION.choices,
    };
    const { client, requests } = await setup((request) =>
      (request.body as { endpoint: string }).endpoint === SUBSCRIPTION.endpoint
        ? { body: stored }
        : { status: 404, body: { detail: 'Not found' } },
    );
    await expect(findPushSubscription(client, SUBSCRIPTION.endpoint)).resolves.toEqual(stored);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/public/push/subscription/find' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.body).toEqual({ endpoint: SUBSCRIPTION.endpoint });
    const error = await findPushSubscription(client, 'https://push.example/gone').catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error) && [error.kind, error.status]).toEqual(['http', 404]);
  });

  it('read the counts with the token, and refuse an answer outside the contract', async () => {
    const counts = { total: 3, by_language: { en: 1, ar: 2, pl: 0 } };
    const { client, requests } = await setup(() => ({ body: counts }));
    await expect(getPushSubscriberCounts(client)).resolves.toEqual(counts);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');

    await server?.close();
    const wrong = await setup(() => ({ body: { total: 3 } }));
    const error = await getPushSubscriberCounts(wrong.client).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
