import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { listAudit, listAuditActors } from './audit';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const ROW = {
  action: 'update',
  area: 'prayer',
  entity: 'prayer_settings',
  entity_id: '12',
  changes: { isha_minutes: [10, 20], password_hash: ['hidden', 'hidden'] },
};
const ENTRY = {
  id: '8f0c1d2e-action',
  at: '2026-11-26T09:00:00.000Z',
  actor: { id: 3, username: 'yusuf', name: null },
  action: 'update',
  area: 'prayer',
  entity: 'prayer_settings',
  entity_id: '12',
  rows: [ROW],
  people: { '3': 'yusuf' },
};
const PAGE = { total: 1, page: 1, per_page: 25, total_pages: 1 };

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

describe('the audit call', () => {
  it('asks for a filtered page with the admin token and reads the entries', async () => {
    const { client, requests } = await setup(() => ({ body: { data: [ENTRY], pagination: PAGE } }));
    await expect(
      listAudit(client, {
        page: 2,
        per_page: 25,
        actor: 3,
        area: 'prayer',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).resolves.toEqual({ data: [ENTRY], pagination: PAGE });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /admin/audit?page=2&per_page=25&actor=3&area=prayer&from=2026-11-01&to=2026-11-30',
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('leaves out the filters not given', async () => {
    const { client, requests } = await setup(() => ({
      body: { data: [], pagination: { ...PAGE, total: 0 } },
    }));
    await listAudit(client);
    expect(requests[0]?.path).toBe('/admin/audit');
  });

  it('rejects a change that is not a pair of before and after', async () => {
    const { client } = await setup(() => ({
      body: { data: [{ ...ENTRY, rows: [{ ...ROW, changes: { isha_minutes: 20 } }] }], pagination: PAGE },
    }));
    const error = await listAudit(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });

  it('reads the people the trail can be filtered by', async () => {
    const people = { data: [{ id: 3, name: 'yusuf' }] };
    const { client, requests } = await setup(() => ({ body: people }));
    await expect(listAuditActors(client)).resolves.toEqual(people);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /admin/audit/actors',
    ]);
  });
});
