import { AUDIT_AREAS } from '@minbar/domain/audit/areas';
import { isDayRangeInOrder, isIsoDate } from '@minbar/domain/input/dates';
import { idTextSchema } from '@minbar/domain/input/numbers';
import * as v from 'valibot';
import { paginationSchema } from './common';

/**
 * One staff change as GET /admin/audit answers it (docs/decisions/0046): who, when, what, which
 * entity, and the changed fields as [before, after]. A secret field is listed with "hidden" for both,
 * never its value; long text is cut. `area`, `entity` and `action` are strings, so an area or action
 * added later still lists.
 */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.object({ id: v.number(), username: v.string() }),
  action: v.string(),
  area: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  changes: v.record(v.string(), v.tuple([v.unknown(), v.unknown()])),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** GET /admin/audit: a page of the trail, newest first. */
export const auditPageSchema = v.object({
  data: v.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

const dayText = v.pipe(v.string('date.invalid'), v.check(isIsoDate, 'date.invalid'));

/**
 * GET /admin/audit's filters besides the page: one person (an account id), one area, and the days
 * from and to (inclusive, the mosque's dates).
 */
export const auditFilterSchema = v.pipe(
  v.object({
    actor: v.optional(idTextSchema),
    area: v.optional(v.picklist(AUDIT_AREAS, 'audit.area.invalid')),
    from: v.optional(dayText),
    to: v.optional(dayText),
  }),
  v.check((filter) => isDayRangeInOrder(filter.from, filter.to), 'range.order'),
);
export type AuditFilter = v.InferInput<typeof auditFilterSchema>;
