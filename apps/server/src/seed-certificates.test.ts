import { certificateDetailSchema, certificatePageSchema } from '@minbar/api/schemas/certificates';
import { checkRequestForm, requestFormValuesOf } from '@minbar/domain/certificates/request-form';
import { CERTIFICATE_STATUSES } from '@minbar/domain/certificates/status';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES_DEMO_COUNT, seedCertificatesDemo } from './seed-certificates';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  await seedCertificatesDemo(server.deps.db, { now: server.clock.now });
});
afterAll(() => server.close());

describe('the certificate requests demo seed', () => {
  it('holds twenty requests of the three types in every status, each passing the form’s rules', async () => {
    const answer = await call(server, 'GET', '/api/marriage?per_page=50', { token });
    const { requests } = v.parse(certificatePageSchema, answer.body);
    expect(requests).toHaveLength(CERTIFICATES_DEMO_COUNT);
    expect(new Set(requests.map((request) => request.request_type))).toEqual(
      new Set(['marriage', 'conversion', 'custom']),
    );
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(CERTIFICATE_STATUSES));
    for (const request of requests) {
      expect(checkRequestForm(requestFormValuesOf(request), '2026-03-01')).toEqual({});
      expect(request.completed_date !== null).toBe(request.status === 'completed');
    }
  });

  it('gives each request the history that led to its status', async () => {
    const { requests } = v.parse(
      certificatePageSchema,
      (await call(server, 'GET', '/api/marriage?per_page=50', { token })).body,
    );
    for (const request of requests.slice(0, 6)) {
      const detail = v.parse(
        certificateDetailSchema,
        (await call(server, 'GET', `/api/marriage/${request.id}`, { token })).body,
      );
      expect(detail.history[0]).toMatchObject({ from_status: null, to_status: 'pending' });
      expect(detail.history.at(-1)?.to_status).toBe(request.status);
    }
  });

  it('is not seeded twice', async () => {
    expect(await seedCertificatesDemo(server.deps.db, { now: server.clock.now })).toBe(false);
  });
});
