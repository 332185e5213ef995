import {
  canSendAgain,
  MAX_DELIVERY_ATTEMPTS,
  type MailStatus,
  mailStatus,
} from '@minbar/domain/mail/delivery';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';

/**
 * The outbox as staff read it: what was sent to whom and when, and where each mail stands. Never a
 * mail's subject, body or code: account mails carry one-time codes, and an administrator who could
 * read a member's reset code could take over the account.
 */
export interface SentMail {
  id: number;
  to: string;
  kind: string;
  created_at: string;
  delivered_at: string | null;
  status: MailStatus;
  attempts: number;
  error: string | null;
}

const columns = {
  id: outboxEmails.id,
  to: outboxEmails.to,
  kind: outboxEmails.kind,
  createdAt: outboxEmails.createdAt,
  deliveredAt: outboxEmails.deliveredAt,
  attempts: outboxEmails.deliveryAttempts,
  lastError: outboxEmails.lastError,
};

interface Row {
  id: number;
  to: string;
  kind: string;
  createdAt: Date;
  deliveredAt: Date | null;
  attempts: number;
  lastError: string | null;
}

function sentMailOf(row: Row): SentMail {
  return {
    id: row.id,
    to: row.to,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    status: mailStatus({ deliveredAt: row.deliveredAt, attempts: row.attempts }),
    attempts: row.attempts,
    // A sent mail's old refusals are history; the error shown is why it is not arriving.
    error: row.deliveredAt === null ? row.lastError : null,
  };
}

/** Which mails a page lists: of one kind, only those that carried a file of this name, where they stand. */
export interface SentMailFilter {
  kind?: string;
  attachment?: string;
  status?: MailStatus;
}

/** The rows of one status, by the same rule as mailStatus (packages/domain mail/delivery). */
export function statusCondition(status: MailStatus): SQL {
  if (status === 'sent') return isNotNull(outboxEmails.deliveredAt);
  return and(
    isNull(outboxEmails.deliveredAt),
    status === 'failed'
      ? gte(outboxEmails.deliveryAttempts, MAX_DELIVERY_ATTEMPTS)
      : lt(outboxEmails.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
  ) as SQL;
}

function filterOf(filter: SentMailFilter): SQL | undefined {
  return and(
    filter.kind === undefined ? undefined : eq(outboxEmails.kind, filter.kind),
    filter.attachment === undefined
      ? undefined
      : sql`${outboxEmails.attachments} @> ${JSON.stringify([{ filename: filter.attachment }])}::jsonb`,
    filter.status === undefined ? undefined : statusCondition(filter.status),
  );
}

/** A page of the outbox, newest first, and how many mails it holds (of those the filter keeps). */
export async function listSentMails(
  db: Database,
  page: { page: number; perPage: number },
  filter: SentMailFilter = {},
): Promise<{ mails: SentMail[]; total: number }> {
  const where = filterOf(filter);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(outboxEmails).where(where);
  const rows = await db
    .select(columns)
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { mails: rows.map(sentMailOf), total: counted?.total ?? 0 };
}

export async function findSentMail(db: Database, id: number): Promise<SentMail | null> {
  const [row] = await db.select(columns).from(outboxEmails).where(eq(outboxEmails.id, id));
  return row ? sentMailOf(row) : null;
}

/**
 * Puts a failed mail back in the queue, counting its tries from nothing, as one conditional update: of
 * two staff pressing "send again" at once, one requeues it. Returns false when the mail was not failed
 * (any more). The next drain hands it to the mail server.
 *
 * The row is taken with SKIP LOCKED, so the caller that loses never waits on the winner's lock. A
 * plain conditional UPDATE would wait, and once the winner commits it locks the row again before
 * finding that it no longer matches, holding that lock to the end of its own transaction: the
 * winner's drain (FOR UPDATE SKIP LOCKED) would then skip the mail, and nobody would send it.
 */
export async function requeueFailedMail(db: Database, id: number): Promise<boolean> {
  const mail = await findSentMail(db, id);
  if (!mail || !canSendAgain({ deliveredAt: mail.delivered_at, attempts: mail.attempts })) return false;
  const stillFailed = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      sql`${outboxEmails.id} = ${id} and ${outboxEmails.deliveredAt} is null and ${outboxEmails.deliveryAttempts} = ${mail.attempts}`,
    )
    .for('update', { skipLocked: true });
  const requeued = await db
    .update(outboxEmails)
    .set({ deliveryAttempts: 0 })
    .where(inArray(outboxEmails.id, stillFailed))
    .returning({ id: outboxEmails.id });
  return requeued.length === 1;
}
