import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FORM, MARRIAGE_FORM } from '../../test/certificates';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin'], username: 'registrar' })))
    .access_token;
});
afterAll(() => server.close());

type Detail = {
  request: Record<string, unknown> & { id: number; status: string; completed_date: string | null };
  history: Array<{
    from_status: string | null;
    to_status: string;
    note: string | null;
    changed_by: { username: string } | null;
  }>;
};
const detailOf = (answer: { body: unknown }) => answer.body as Detail;

async function create(body: unknown = MARRIAGE_FORM) {
  const answer = await call(server, 'POST', '/api/marriage', { token, body });
  expect(answer.status).toBe(201);
  return detailOf(answer);
}

describe('certificate requests', () => {
  it('creates a pending request with its normalised fields and the first line of its history', async () => {
    const { request, history } = await create();
    expect(request).toMatchObject({
      request_type: 'marriage',
      applicant_id_number: 'ABC123456',
      applicant_phone: '+48600100200',
      status: 'pending',
      completed_date: null,
      custom_request_description: null,
      admin_notes: null,
    });
    expect(history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'pending',
        changed_by: expect.objectContaining({ username: 'registrar' }),
      }),
    ]);
  });

  it('names each refused field, and refuses a marriage after today', async () => {
    const refused = await call(server, 'POST', '/api/marriage', {
      token,
      body: {
        ...MARRIAGE_FORM,
        applicant_phone: '12',
        spouse_name: '',
        marriage_location: 'javascript:alert(1)',
        applicant_email: 'yusuf@',
        preferred_language: 'de',
      },
    });
    expect(refused.status).toBe(422);
    const items = (refused.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toEqual({
      applicant_phone: 'certificate.phone_invalid',
      spouse_name: 'field.required',
      marriage_location: 'certificate.location_invalid',
      applicant_email: 'certificate.email_invalid',
      preferred_language: 'certificate.language_invalid',
    });
    const future = await call(server, 'POST', '/api/marriage', {
      token,
      body: { ...MARRIAGE_FORM, marriage_date: '2026-03-02' },
    });
    expect(future.body).toEqual({
      detail: [
        expect.objectContaining({ loc: ['body', 'marriage_date'], type: 'certificate.date_in_future' }),
      ],
    });
  });

  it('moves through the workflow, writing each change to the history; completed sets and clears its date', async () => {
    const { request } = await create(CUSTOM_FORM);
    const path = `/api/marriage/${request.id}/status`;
    for (const status of ['under_review', 'needs_correction', 'approved']) {
      expect((await call(server, 'PUT', path, { token, body: { status } })).status).toBe(200);
    }
    const completed = detailOf(
      await call(server, 'PUT', path, { token, body: { status: 'completed', note: ' Signed ' } }),
    );
    expect(completed.request).toMatchObject({ status: 'completed', completed_date: '2026-03-01' });
    const reopened = detailOf(await call(server, 'PUT', path, { token, body: { status: 'approved' } }));
    expect(reopened.request).toMatchObject({ status: 'approved', completed_date: null });
    expect(reopened.history.map((change) => [change.from_status, change.to_status, change.note])).toEqual([
      [null, 'pending', null],
      ['pending', 'under_review', null],
      ['under_review', 'needs_correction', null],
      ['needs_correction', 'approved', null],
      ['approved', 'completed', 'Signed'],
      ['completed', 'approved', null],
    ]);
    const bad = await call(server, 'PUT', path, { token, body: { status: 'lost' } });
    expect(bad.status).toBe(422);
  });

  it('lists newest first with the status filter and paging', async () => {
    const first = await create(CUSTOM_FORM);
    const second = await create(CUSTOM_FORM);
    await call(server, 'PUT', `/api/marriage/${second.request.id}/status`, {
      token,
      body: { status: 'rejected' },
    });
    const rejected = await call(server, 'GET', '/api/marriage?status=rejected', { token });
    const list = rejected.body as {
      requests: Array<{ id: number; status: string }>;
      pagination: { total: number };
    };
    expect(list.requests.every((request) => request.status === 'rejected')).toBe(true);
    expect(list.requests.map((request) => request.id)).toContain(second.request.id);
    const all = await call(server, 'GET', '/api/marriage?per_page=2&page=1', { token });
    const page = all.body as {
      requests: Array<{ id: number }>;
      pagination: { per_page: number; total: number };
    };
    expect(page.requests.map((request) => request.id)).toEqual([second.request.id, first.request.id]);
    expect(page.pagination.per_page).toBe(2);
    expect((await call(server, 'GET', '/api/marriage?status=done', { token })).status).toBe(422);
  });

  it('updates the fields without touching the status, and deletes with the history', async () => {
    const { request } = await create();
    const updated = detailOf(
      await call(server, 'PUT', `/api/marriage/${request.id}`, {
        token,
        body: { ...MARRIAGE_FORM, admin_notes: 'ID seen' },
      }),
    );
    expect(updated.request).toMatchObject({ admin_notes: 'ID seen', status: 'pending' });
    expect((await call(server, 'DELETE', `/api/marriage/${request.id}`, { token })).status).toBe(204);
    expect((await call(server, 'GET', `/api/marriage/${request.id}`, { token })).status).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/marriage/${request.id}`, { token, body: MARRIAGE_FORM })).status,
    ).toBe(404);
    expect(
      (
        await call(server, 'PUT', `/api/marriage/${request.id}/status`, {
          token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/api/marriage/${request.id}`, { token })).status).toBe(404);
  });
});
