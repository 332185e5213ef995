import { AUDIT_AREAS } from '@minbar/domain/audit/areas';
import { isDayRangeInOrder, isIsoDate } from '@minbar/domain/input/dates';
import { idTextSchema } from '@minbar/domain/input/numbers';
import * as v from 'valibot';
import { paginationSchema } from './common';

/** One row a staff action wrote: which entity, created, changed or removed, and its fields [before, after]. */
export const auditRowSchema = v.object({
  action: v.string(),
  area: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  changes: v.record(v.string(), v.tuple([v.unknown(), v.unknown()])),
});
export type AuditRow = v.InferOutput<typeof auditRowSchema>;

/**
 * One staff action as GET /admin/audit answers it (docs/decisions/0046): who, when, what and the rows
 * it wrote, however many (a refund writes the gift twice and its campaign once). `action`, `area`,
 * `entity` and `entity_id` are those of its first row, the one the action was about. The actor's
 * `username` is the name recorded at the time; `name` the account's name now, null once the account
 * is removed. `people` names the accounts the rows point to (who refunded, whose role changed), by
 * id; an id missing from it is an account since removed. A secret field is listed with "hidden" for
 * both sides, never its value; long text is cut. `area`, `entity` and `action` are strings, so an area
 * or action added later still lists.
 */
export const auditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.object({ id: v.number(), username: v.string(), name: v.nullable(v.string()) }),
  action: v.string(),
  area: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  rows: v.array(auditRowSchema),
  people: v.record(v.string(), v.string()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** GET /admin/audit: a page of the trail, one entry per action, newest first. */
export const auditPageSchema = v.object({
  data: v.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

/**
 * GET /admin/audit/actors: everyone who has a change in the trail, for the person filter, by their
 * name now (the last name recorded once the account is removed), sorted by name.
 */
export const auditActorsSchema = v.object({
  data: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type AuditActors = v.InferOutput<typeof auditActorsSchema>;

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
