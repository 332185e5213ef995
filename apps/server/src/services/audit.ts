import type { AuditEntry } from '@minbar/api/schemas/audit';
import type { AuditArea } from '@minbar/domain/audit/areas';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

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
}

/** Marks the transaction as `actor`'s: settings local to it, gone at its commit or rollback. */
export async function actAs(tx: Executor, { actor, at, action }: Acting): Promise<void> {
  await tx.execute(
    sql`select set_config('minbar.actor_id', ${String(actor.id)}, true),
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
    sql`insert into audit_log (at, actor_id, actor_name, action, area, entity, entity_id, changes)
      values (${acting.at.toISOString()}, ${acting.actor.id}, ${acting.actor.username}, ${what.action},
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

/** A page of the trail, newest first, and how many entries the filter matches. */
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
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, username: row.actorName },
      action: row.action,
      area: row.area,
      entity: row.entity,
      entity_id: row.entityId,
      changes: row.changes as Record<string, [unknown, unknown]>,
    })),
  };
}
