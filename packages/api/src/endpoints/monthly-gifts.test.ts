import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  changeMonthlyAmount,
  confirmMonthlyRaise,
  getManagedMonthlyGift,
  getMonthlyRaise,
  listMonthlyGifts,
  pauseManagedMonthlyGift,
  requestMonthlyLink,
  resumeManagedMonthlyGift,
  revokeMonthlyGiftLinks,
  revokeMonthlyLinks,
  stopManagedMonthlyGift,
  stopMonthlyGift,
} from './monthly-gifts';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const MANAGED = {
  category_id: 4,
  category_name: 'Nowy dach',
  amount: 50,
  currency: 'PLN',
  state: 'active',
  next_charge_at: '2026-12-27T10:00:00.000Z',
  started_at: '2026-11-27T10:00:00.000Z',
  stopped_at: null,
  donor_email: 'anna@example.org',
};

const ITEM = {
  id: 7,
  donor_name: 'Anna',
  donor_email: 'anna@example.org',
  amount: 50,
  currency: 'PLN',
  state: 'active',
  started_at: '2026-11-27T10:00:00.000Z',
  next_charge_at: '2026-12-27T10:00:00.000Z',
  months_paid: 1,
  stopped_at: null,
  stopped_by: null,
  links_revoked_at: null,
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = ADMIN) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => 'pl',
  });
  return { client, requests: server.requests };
}

describe("the donor's management link", () => {
  it('reads, changes, pauses, resumes, stops and revokes the gift by its token, never with a session', async () => {
    const token = 'eyJpZCI6N30.c2ln';
    const confirmation = { amount: 90, expires_at: '2026-12-02T10:00:00.000Z' };
    const { client, requests } = await setup((request) => {
      if (request.method === 'PUT') return { status: 202, body: { gift: MANAGED, confirmation } };
      if (request.path.endsWith('/revoke') || request.path === '/monthly-gifts/links')
        return { status: request.path.endsWith('/revoke') ? 200 : 202, body: { message: 'ok' } };
      return { body: MANAGED };
    });
    await expect(getManagedMonthlyGift(client, token)).resolves.toEqual(MANAGED);
    await expect(changeMonthlyAmount(client, token, { amount: 90 })).resolves.toEqual({
      gift: MANAGED,
      confirmation,
    });
    await pauseManagedMonthlyGift(client, token);
    await resumeManagedMonthlyGift(client, token);
    await stopManagedMonthlyGift(client, token);
    await expect(revokeMonthlyLinks(client, token)).resolves.toEqual({ message: 'ok' });
    await expect(requestMonthlyLink(client, { email: 'anna@example.org' })).resolves.toEqual({
      message: 'ok',
    });
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', `/monthly-gifts/manage/${token}`],
      ['PUT', `/monthly-gifts/manage/${token}`],
      ['POST', `/monthly-gifts/manage/${token}/pause`],
      ['POST', `/monthly-gifts/manage/${token}/resume`],
      ['POST', `/monthly-gifts/manage/${token}/stop`],
      ['POST', `/monthly-gifts/manage/${token}/revoke`],
      ['POST', '/monthly-gifts/links'],
    ]);
    expect(requests[1]?.body).toEqual({ amount: 90 });
    expect(requests[6]?.body).toEqual({ email: 'anna@example.org' });
    expect(requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('reads and makes a raise through the mailed confirmation token, never with a session', async () => {
    const token = 'eyJyYWlzZSI6OTB9.c2ln';
    const raise = { gift: MANAGED, amount: 90, expires_at: '2026-12-02T10:00:00.000Z' };
    const { client, requests } = await setup((request) =>
      request.method === 'GET' ? { body: raise } : { body: { ...MANAGED, amount: 90 } },
    );
    await expect(getMonthlyRaise(client, token)).resolves.toEqual(raise);
    await expect(confirmMonthlyRaise(client, token)).resolves.toMatchObject({ amount: 90 });
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', `/monthly-gifts/confirm/${token}`],
      ['POST', `/monthly-gifts/confirm/${token}`],
    ]);
    expect(requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('reports an expired link as the API error it is', async () => {
    const { client } = await setup(() => ({ status: 410, body: { detail: 'The link has expired' } }), null);
    const error = await getManagedMonthlyGift(client, 'x.y').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(410);
  });
});

describe("the staff's monthly donors", () => {
  it('lists a page of a category with its monthly total, and stops one, as the admin', async () => {
    const list = {
      items: [ITEM],
      total: 1,
      page: 2,
      per_page: 10,
      total_pages: 1,
      charging_count: 1,
      monthly_total: 50,
      currency: 'PLN',
    };
    const { client, requests } = await setup((request) =>
      request.method === 'GET'
        ? { body: list }
        : { body: { ...ITEM, state: 'stopped', stopped_by: 'staff' } },
    );
    await expect(listMonthlyGifts(client, 4, { page: 2 })).resolves.toEqual(list);
    await expect(stopMonthlyGift(client, 7)).resolves.toMatchObject({
      state: 'stopped',
      stopped_by: 'staff',
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/categories/4/monthly-gifts?page=2' });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/monthly-gifts/7/stop' });
    expect(requests.every((request) => request.headers.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('revokes a gift’s management links as the admin', async () => {
    const revoked = { ...ITEM, links_revoked_at: '2026-12-01T10:00:00.000Z' };
    const { client, requests } = await setup(() => ({ body: revoked }));
    await expect(revokeMonthlyGiftLinks(client, 7)).resolves.toEqual(revoked);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/monthly-gifts/7/revoke-links' });
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('refuses an answer with a state the contract does not know', async () => {
    const { client } = await setup(() => ({ body: { ...ITEM, state: 'on_hold' } }));
    const error = await stopMonthlyGift(client, 7).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
