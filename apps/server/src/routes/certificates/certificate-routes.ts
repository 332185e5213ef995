import { certificateRequestBodySchema, statusChangeBodySchema } from '@minbar/api/schemas/certificates';
import { pageQuerySchema } from '@minbar/api/schemas/common';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { requestDateIssues, requestIssueType } from '@minbar/domain/certificates/request-form';
import {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  completedDateAfter,
} from '@minbar/domain/certificates/status';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { users } from '../../db/schema';
import { certificateRequests, certificateStatusChanges } from '../../db/schema-certificates';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { tellApplicant } from '../../services/certificate-news';
import {
  CERTIFICATE_DETAIL,
  certificateColumns,
  readCertificate,
  requestWithUser,
  toCertificateRequest,
} from './certificate-store';

const listQuerySchema = v.object({
  ...pageQuerySchema.entries,
  status: v.optional(v.picklist(CERTIFICATE_STATUSES, 'certificate.status_invalid')),
});

/**
 * Certificate requests (admin only, decision 0021): the paged list with its status filter, one
 * request with its history, the form's saves, and the status changes, each written to the history
 * in the same transaction as the change, under a lock on the request.
 */
export function certificateRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);

  const refuseFutureDates = (payload: { marriage_date: string | null; revert_date: string | null }) => {
    const items = Object.entries(requestDateIssues(payload, today())).map(([field, issue]) => ({
      loc: ['body', field],
      msg: 'The date cannot be after today',
      type: requestIssueType(issue),
    }));
    return items.length > 0 ? items : null;
  };

  const found = async (id: number) => {
    const detail = await readCertificate(deps.db, id);
    if (!detail) throw new Problem(404, CERTIFICATE_DETAIL.notFound);
    return detail;
  };

  return new Hono<AppEnv>()
    .get('/marriage', admin, validate('query', listQuerySchema), async (c) => {
      const { page, per_page, status } = c.req.valid('query');
      const where = status ? eq(certificateRequests.status, status) : undefined;
      const [counted] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(certificateRequests)
        .where(where);
      const total = counted?.total ?? 0;
      const rows = await deps.db
        .select(requestWithUser)
        .from(certificateRequests)
        .leftJoin(users, eq(users.id, certificateRequests.userId))
        .where(where)
        .orderBy(desc(certificateRequests.requestDate), desc(certificateRequests.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return c.json({
        requests: rows.map((row) => toCertificateRequest(row.request, row.user?.id ? row.user : null)),
        pagination: { total, page, per_page, total_pages: Math.ceil(total / per_page) },
      });
    })
    .get('/marriage/:id', admin, validate('param', idParamSchema), async (c) =>
      c.json(await found(c.req.valid('param').id)),
    )
    .post('/marriage', admin, validate('json', certificateRequestBodySchema), async (c) => {
      const payload = c.req.valid('json');
      const refused = refuseFutureDates(payload);
      if (refused) return c.json({ detail: refused }, 422);
      const id = await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        const [row] = await tx
          .insert(certificateRequests)
          .values({ ...certificateColumns(payload), requestDate: deps.now(), updatedAt: deps.now() })
          .returning({ id: certificateRequests.id });
        await tx.insert(certificateStatusChanges).values({
          requestId: row!.id,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: c.get('user').id,
          changedAt: deps.now(),
        });
        return row!.id;
      });
      return c.json(await found(id), 201);
    })
    .put(
      '/marriage/:id',
      admin,
      validate('param', idParamSchema),
      validate('json', certificateRequestBodySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const payload = c.req.valid('json');
        const refused = refuseFutureDates(payload);
        if (refused) return c.json({ detail: refused }, 422);
        const [updated] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          tx
            .update(certificateRequests)
            .set({ ...certificateColumns(payload), updatedAt: deps.now() })
            .where(eq(certificateRequests.id, id))
            .returning({ id: certificateRequests.id }),
        );
        if (!updated) throw new Problem(404, CERTIFICATE_DETAIL.notFound);
        return c.json(await found(id));
      },
    )
    .put(
      '/marriage/:id/status',
      admin,
      validate('param', idParamSchema),
      validate('json', statusChangeBodySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { status, note } = c.req.valid('json');
        const from = await asStaff(deps.db, actingOf(c, deps), async (tx) => {
          // Locked, so two changes at once are both written to the history in the order they happen.
          const [current] = await tx
            .select()
            .from(certificateRequests)
            .where(eq(certificateRequests.id, id))
            .for('update');
          if (!current) throw new Problem(404, CERTIFICATE_DETAIL.notFound);
          const from = current.status as CertificateStatus;
          await tx
            .update(certificateRequests)
            .set({
              status,
              completedDate: completedDateAfter(from, status, current.completedDate, today()),
              updatedAt: deps.now(),
            })
            .where(eq(certificateRequests.id, id));
          await tx.insert(certificateStatusChanges).values({
            requestId: id,
            fromStatus: from,
            toStatus: status,
            changedBy: c.get('user').id,
            changedAt: deps.now(),
            note: note?.trim() || null,
          });
          return from;
        });
        // After the commit: the applicant hears of a change that holds, and once.
        if (from !== status) await tellApplicant(deps, id, status, note?.trim() ?? '');
        return c.json(await found(id));
      },
    )
    .delete('/marriage/:id', admin, validate('param', idParamSchema), async (c) => {
      const [deleted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(certificateRequests)
          .where(eq(certificateRequests.id, c.req.valid('param').id))
          .returning({ id: certificateRequests.id }),
      );
      if (!deleted) throw new Problem(404, CERTIFICATE_DETAIL.notFound);
      return c.body(null, 204);
    });
}
