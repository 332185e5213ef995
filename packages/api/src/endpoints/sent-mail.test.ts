import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { listSentMails, sendMailAgain } from './sent-mail';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const FAILED = {
  id: 7,
  to: 'family@example.org',
  kind: 'receipt',
  created_at: '2026-11-26T09:00:00.000Z',
  delivered_at: null,
  status: 'failed',
  attempts: 5,
  error: '550 5.1.1 mailbox unavailable',
};
const PAGE = { total: 1, page: 1, per_page: 10, total_pages: 1 };

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
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

describe('the sent-mail calls', () => {
  it('lists a page with the admin token, and sends a failed mail again', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'POST'
        ? {
            body: {
              ...FAILED,
              status: 'sent',
              attempts: 0,
              delivered_at: '2026-11-26T09:05:00.000Z',
              error: null,
            },
          }
        : { body: { data: [FAILED], pagination: PAGE } },
    );
    await expect(listSentMails(client, { page: 2 })).resolves.toEqual({ data: [FAILED], pagination: PAGE });
    await expect(sendMailAgain(client, 7)).resolves.toMatchObject({ status: 'sent', error: null });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /admin/mails?page=2',
      'POST /admin/mails/7/send-again',
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('asks for the mails of one kind about one event, and reads the event named', async () => {
    const event = { id: 12, event_name: 'Family picnic' };
    const { client, requests } = await setup(() => ({ body: { data: [FAILED], pagination: PAGE, event } }));
    const answer = await listSentMails(client, { page: 1, kind: 'event_changed', event: 12 });
    expect(answer.event).toEqual(event);
    expect(requests[0]?.path).toBe('/admin/mails?page=1&kind=event_changed&event=12');
  });

  it('asks for the failed mails alone', async () => {
    const { client, requests } = await setup(() => ({ body: { data: [FAILED], pagination: PAGE } }));
    await listSentMails(client, { page: 1, status: 'failed' });
    expect(requests[0]?.path).toBe('/admin/mails?page=1&status=failed');
  });

  it('rejects a status the product does not know', async () => {
    const { client } = await setup(() => ({
      body: { data: [{ ...FAILED, status: 'bounced' }], pagination: PAGE },
    }));
    const error = await listSentMails(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
