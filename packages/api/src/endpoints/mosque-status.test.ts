import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { getMailStatus, getPaymentsStatus } from './mosque-status';

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession({
      token: 'admin-token',
      userEmail: 'admin@example.org',
      userId: 1,
      username: 'admin',
      role: 'admin',
      roles: ['admin'],
    }),
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

const PAYMENTS = {
  provider: 'stripe',
  mode: 'live',
  webhook_configured: true,
  last_webhook: { received_at: '2026-03-01T09:00:00.000Z', type: 'payment_intent.succeeded' },
};

const MAIL = {
  transport: 'smtp',
  from: 'no-reply@centre.test',
  pending: 2,
  failed: 1,
  last_failure: {
    id: 9,
    queued_at: '2026-03-01T08:00:00.000Z',
    refused_at: '2026-03-02T10:30:00.000Z',
    kind: 'receipt',
    status: 'failed',
    error: '550 mailbox unavailable',
  },
};

describe('the mosque status calls', () => {
  it('read the payments and the mail status with the admin token', async () => {
    const { client, requests } = await setup(({ path }) => ({
      body: path === '/admin/status/payments' ? PAYMENTS : MAIL,
    }));
    await expect(getPaymentsStatus(client)).resolves.toEqual(PAYMENTS);
    await expect(getMailStatus(client)).resolves.toEqual(MAIL);
    expect(requests.map((request) => request.path)).toEqual(['/admin/status/payments', '/admin/status/mail']);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('refuse a provider the dashboard does not know rather than show it as one it does', async () => {
    const { client } = await setup(() => ({ body: { ...PAYMENTS, provider: 'paypal' } }));
    const error = await getPaymentsStatus(client).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
