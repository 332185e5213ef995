import { emptyRequestForm, toRequestPayload } from '@minbar/domain/certificates/request-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  createCertificate,
  deleteCertificate,
  getCertificate,
  listCertificates,
  setCertificateStatus,
  updateCertificate,
} from './certificates';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const REQUEST = {
  id: 12,
  user: null,
  request_type: 'marriage',
  applicant_name: 'Yusuf Nowak',
  applicant_father_name: 'Ibrahim Nowak',
  applicant_id_number: 'ABC123456',
  applicant_phone: '+48600100200',
  status: 'pending',
  request_date: '2026-11-20T10:00:00.000Z',
  completed_date: null,
  admin_notes: null,
  spouse_name: 'Maryam Kowalska',
  spouse_father_name: 'Adam Kowalski',
  marriage_date: '2026-09-12',
  marriage_location: 'https://maps.example.org/?q=centre',
  previous_religion: null,
  revert_date: null,
  shahada_witnesses: null,
  hajj_year: null,
  hajj_group: null,
  custom_request_description: null,
  applicant_email: 'yusuf.nowak@example.org',
  preferred_language: 'ar',
};
const HISTORY = [
  {
    id: 1,
    from_status: null,
    to_status: 'pending',
    changed_by: { id: 1, username: 'admin' },
    changed_at: '2026-11-20T10:00:00.000Z',
    note: null,
  },
];
const PAGE = { total: 1, page: 1, per_page: 10, total_pages: 1 };
const PAYLOAD = toRequestPayload({
  ...emptyRequestForm('marriage'),
  applicant_name: 'Yusuf Nowak',
  applicant_father_name: 'Ibrahim Nowak',
  applicant_id_number: 'abc 123456',
  applicant_phone: '+48 600 100 200',
  spouse_name: 'Maryam Kowalska',
  spouse_father_name: 'Adam Kowalski',
  marriage_date: '2026-09-12',
  marriage_location: 'https://maps.example.org/?q=centre',
});

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

describe('the certificate request calls', () => {
  it('lists a page, with the status filter only when one is chosen', async () => {
    const { client, requests } = await setup(() => ({ body: { requests: [REQUEST], pagination: PAGE } }));
    await expect(listCertificates(client)).resolves.toEqual({ requests: [REQUEST], pagination: PAGE });
    await listCertificates(client, { status: 'needs_correction', page: 2 });
    expect(requests.map((request) => request.path)).toEqual([
      '/marriage',
      '/marriage?status=needs_correction&page=2',
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('reads one request with its history, and fills what another server leaves out', async () => {
    const { hajj_year: _y, hajj_group: _g, user: _u, ...bare } = REQUEST;
    const { client } = await setup(() => ({ body: { request: bare, history: HISTORY } }));
    const detail = await getCertificate(client, 12);
    expect(detail.request).toMatchObject({ hajj_year: null, hajj_group: null, user: null });
    expect(detail.history).toEqual(HISTORY);
  });

  it('creates and updates with the normalised payload, changes the status with a note, and deletes', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE'
        ? { status: 204 }
        : { status: 200, body: { request: REQUEST, history: HISTORY } },
    );
    await createCertificate(client, PAYLOAD);
    await updateCertificate(client, 12, PAYLOAD);
    await setCertificateStatus(client, 12, { status: 'completed', note: 'Printed and signed' });
    await deleteCertificate(client, 12);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /marriage',
      'PUT /marriage/12',
      'PUT /marriage/12/status',
      'DELETE /marriage/12',
    ]);
    expect(requests[0]?.body).toMatchObject({
      applicant_id_number: 'ABC123456',
      applicant_phone: '+48600100200',
    });
    expect(requests[2]?.body).toEqual({ status: 'completed', note: 'Printed and signed' });
  });

  it('rejects an answer with a status the product does not know', async () => {
    const { client } = await setup(() => ({
      body: { request: { ...REQUEST, status: 'lost' }, history: [] },
    }));
    const error = await getCertificate(client, 12).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
