import type { ApiClient } from '../client';
import { type AuditActors, type AuditPage, auditActorsSchema, auditPageSchema } from '../schemas/audit';

export interface AuditQuery {
  page?: number;
  per_page?: number;
  /** The acting account's id. */
  actor?: number;
  area?: string;
  /** The mosque's dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** GET /admin/audit (admin): a page of the staff actions, newest first, filtered. */
export function listAudit(client: ApiClient, query: AuditQuery = {}): Promise<AuditPage> {
  return client.request(auditPageSchema, '/admin/audit', { query: { ...query } });
}

/** GET /admin/audit/actors (admin): the people the trail can be filtered by. */
export function listAuditActors(client: ApiClient): Promise<AuditActors> {
  return client.request(auditActorsSchema, '/admin/audit/actors');
}
