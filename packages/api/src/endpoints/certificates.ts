import type { RequestPayload } from '@minbar/domain/certificates/request-form';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type CertificateDetail,
  type CertificatePage,
  certificateDetailSchema,
  certificatePageSchema,
  type StatusChangeBody,
} from '../schemas/certificates';

const segment = (value: number) => encodeURIComponent(String(value));

export interface CertificateListQuery {
  /** Only the requests in this status; every request when absent. */
  status?: CertificateStatus;
  page?: number;
  per_page?: number;
}

/** GET /marriage (admin): a page of requests, newest first, optionally of one status. */
export function listCertificates(
  client: ApiClient,
  query: CertificateListQuery = {},
): Promise<CertificatePage> {
  return client.request(certificatePageSchema, '/marriage', { query: { ...query } });
}

/** GET /marriage/{id} (admin): the request with its status history. */
export function getCertificate(client: ApiClient, id: number): Promise<CertificateDetail> {
  return client.request(certificateDetailSchema, `/marriage/${segment(id)}`);
}

/** POST /marriage (admin): a new request, pending. 422 names the refused fields. */
export function createCertificate(client: ApiClient, payload: RequestPayload): Promise<CertificateDetail> {
  return client.request(certificateDetailSchema, '/marriage', { method: 'POST', body: payload });
}

/** PUT /marriage/{id} (admin): the request's fields; its status changes through the status call. */
export function updateCertificate(
  client: ApiClient,
  id: number,
  payload: RequestPayload,
): Promise<CertificateDetail> {
  return client.request(certificateDetailSchema, `/marriage/${segment(id)}`, {
    method: 'PUT',
    body: payload,
  });
}

/** PUT /marriage/{id}/status (admin): any status may follow any other; the change is kept in the history. */
export function setCertificateStatus(
  client: ApiClient,
  id: number,
  change: StatusChangeBody,
): Promise<CertificateDetail> {
  return client.request(certificateDetailSchema, `/marriage/${segment(id)}/status`, {
    method: 'PUT',
    body: change,
  });
}

/** DELETE /marriage/{id} (admin): the request and its history. */
export async function deleteCertificate(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/marriage/${segment(id)}`, { method: 'DELETE' });
}
