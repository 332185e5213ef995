import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@minbar/api/schemas/audit';
import type { AuditArea } from '@minbar/domain/audit/areas';
import { personIdsOf } from '@minbar/domain/audit/fields';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';

/**
 * The audit trail of staff changes (docs/decisions/0046). The entries themselves are written by the
 * database: a row trigger on every staff-edited table (migration 0028) records each row a transaction
 * changes, inside that transaction, when the transaction says who is acting. This module says it.
 *
 * A route changing data as a staff member runs its writes through `asStaff` (or calls `actAs` first
 * in a transaction it already has). A write outside one is not recorded: right for donors, bookings,
 * webhooks, the seed and a restore; for a staff route not yet moved into `asStaff` it is a gap, and
 * docs/decisions/0046 lists the routes that record so far.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database, 'execute'>;

export interface Actor {
  id: number;
  username: string;
}

export interface Acting {
  actor: Actor;
  /** The app's clock (tests move it), so an entry's time agrees with the change's own timestamps. */
  at: Date;
  /** A name for what the whole transaction does ('refund', 'mark_paid'); else create/update/delete. */
  action?: string;
  /**
   * The staff action this write belongs to: one request's transactions share it (http/acting.ts), so
   * the trail shows them as one entry. A fresh one per transaction when not given.
   */
  actionId?: string;
}

/** Marks the transaction as `actor`'s: settings local to it, gone at its commit or rollback. */
export async function actAs(tx: Executor, { actor, at, action, actionId }: Acting): Promise<void> {
  await tx.execute(
    sql`select set_config('minbar.actor_id', ${String(actor.id)}, true),
      set_config('minbar.action_id', ${actionId ?? randomUUID()}, true),
      set_config('minbar.actor_name', ${actor.username}, true),
      set_config('minbar.at', ${at.toISOString()}, true),
      set_config('minbar.action', ${action ?? ''}, true)`,
  );
}

/** Runs `work` in one transaction as `actor`: every row it changes in a staff table is recorded. */
export function asStaff<T>(db: Database, acting: Acting, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await actAs(tx, acting);
    return work(tx);
  });
}

/**
 * An entry for a staff action that changes no staff table's row (a mail sent again), written in the
 * caller's transaction like the triggers' entries.
 */
export async function recordAction(
  tx: Executor,
  acting: Acting,
  what: {
    action: string;
    area: AuditArea;
    entity: string;
    entityId: string | null;
    changes?: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into audit_log (action_id, at, actor_id, actor_name, action, area, entity, entity_id, changes)
      values (${acting.actionId ?? randomUUID()}, ${acting.at.toISOString()}, ${acting.actor.id}, ${acting.actor.username}, ${what.action},
        ${what.area}, ${what.entity}, ${what.entityId}, ${JSON.stringify(what.changes ?? {})}::jsonb)`,
  );
}

export interface AuditFilter {
  actor?: number;
  area?: AuditArea;
  /** The mosque's dates, both included. */
  from?: string;
  to?: string;
}

/**
 * A page of the trail, one entry per staff action, newest first, and how many actions the filter
 * matches. An action matches when any row it wrote does (a refund is in the donations area by its
 * gift and its campaign alike); it is then shown whole.
 */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
  page: { page: number; perPage: number },
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actorId, filter.actor));
  if (filter.area !== undefined) conditions.push(eq(auditLog.area, filter.area));
  // A day is the mosque's day: its first instant in the mosque's zone, to the next day's first.
  if (filter.from !== undefined)
    conditions.push(gte(auditLog.at, sql`(${filter.from}::date)::timestamp at time zone ${timeZone}`));
  if (filter.to !== undefined)
    conditions.push(lt(auditLog.at, sql`(${filter.to}::date + 1)::timestamp at time zone ${timeZone}`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${auditLog.actionId})::int` })
    .from(auditLog)
    .where(where);
  const actions = await db
    .select({ actionId: auditLog.actionId })
    .from(auditLog)
    .where(where)
    .groupBy(auditLog.actionId)
    .orderBy(desc(sql`max(${auditLog.at})`), desc(sql`max(${auditLog.id})`))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const ids = actions.map((action) => action.actionId);
  if (ids.length === 0) return { total: counted?.total ?? 0, entries: [] };
  const rows = await db
    .select({ row: auditLog, currentName: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(inArray(auditLog.actionId, ids))
    .orderBy(asc(auditLog.id));
  const byAction = new Map<string, typeof rows>();
  for (const written of rows)
    byAction.set(written.row.actionId, [...(byAction.get(written.row.actionId) ?? []), written]);
  const entries = ids.flatMap((id) => {
    const written = byAction.get(id) ?? [];
    const first = written[0];
    if (!first) return [];
    const last = written[written.length - 1] ?? first;
    return [
      {
        id,
        at: last.row.at.toISOString(),
        actor: { id: first.row.actorId, username: first.row.actorName, name: first.currentName },
        action: first.row.action,
        area: first.row.area,
        entity: first.row.entity,
        entity_id: first.row.entityId,
        rows: written.map(({ row }) => ({
          action: row.action,
          area: row.area,
          entity: row.entity,
          entity_id: row.entityId,
          changes: row.changes as Record<string, [unknown, unknown]>,
        })),
        people: {} as Record<string, string>,
      },
    ];
  });
  const named = await namesOf(
    db,
    entries.flatMap((entry) => personIdsOf(entry.rows)),
  );
  for (const entry of entries)
    for (const id of personIdsOf(entry.rows)) {
      const name = named.get(id);
      if (name !== undefined) entry.people[String(id)] = name;
    }
  return { total: counted?.total ?? 0, entries };
}

/** The accounts' names now, by id; a removed account is simply absent. */
async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(found.map((user) => [user.id, user.username]));
}

/**
 * The people who have acted, for the trail's person filter: each account id in the trail once, by its
 * name now, or the last name recorded for it once the account is removed.
 */
export async function listAuditActors(db: Database): Promise<Array<{ id: number; name: string }>> {
  const found = await db
    .selectDistinctOn([auditLog.actorId], {
      id: auditLog.actorId,
      recorded: auditLog.actorName,
      current: users.username,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(auditLog.actorId, desc(auditLog.id));
  return found
    .map((actor) => ({ id: actor.id, name: actor.current ?? actor.recorded }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
