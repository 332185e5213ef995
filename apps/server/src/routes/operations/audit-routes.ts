import { auditFilterSchema } from '@minbar/api/schemas/audit';
import { pageQuerySchema } from '@minbar/api/schemas/common';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { validate } from '../../http/validation';
import { listAudit, listAuditActors } from '../../services/audit';

const auditQuerySchema = v.intersect([pageQuerySchema, auditFilterSchema]);

/**
 * The audit trail, for administrators only (docs/decisions/0046): a page of staff changes, newest
 * first, one entry per action, by person, area and the mosque's dates, and the people it can be
 * filtered by. There is no call that changes or removes an entry.
 */
export function auditRoutes(deps: AppDeps) {
  const adminOnly = requireUser(deps, ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/admin/audit/actors', adminOnly, async (c) => c.json({ data: await listAuditActors(deps.db) }))
    .get('/admin/audit', adminOnly, validate('query', auditQuerySchema), async (c) => {
      const { page, per_page, ...filter } = c.req.valid('query');
      const { entries, total } = await listAudit(
        deps.db,
        filter,
        { page, perPage: per_page },
        deps.timeZone ?? DEFAULT_TIME_ZONE,
      );
      return c.json({
        data: entries,
        pagination: pageAnswer(total, page, per_page),
      });
    });
}
