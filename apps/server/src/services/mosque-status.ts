import type { MailStatus, PaymentsStatus } from '@minbar/api/schemas/mosque-status';
import { MAX_DELIVERY_ATTEMPTS, mailStatus } from '@minbar/domain/mail/delivery';
import { and, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { paymentEvents } from '../db/schema-donations';
import type { Outbox } from './outbox';
import type { PaymentProvider } from './payments';

/** A mail server's refusal as the status shows it: its first line, cut to this many characters. */
export const SHORT_ERROR_LENGTH = 160;

/** The first line of a mail server's answer, cut short: enough to tell a wrong address from a full box. */
export function shortError(error: string): string {
  const line = error.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > SHORT_ERROR_LENGTH ? `${line.slice(0, SHORT_ERROR_LENGTH - 1)}…` : line;
}

/**
 * Where payments stand: the provider, whether it takes real money, whether its webhooks can be
 * verified, and the newest event accepted. Stripe's mode is read from its publishable key (pk_live_
 * or pk_test_), which the payment page shows anyway; no secret is read or answered.
 */
export async function paymentsStatus(
  db: Database,
  payments: PaymentProvider,
  webhookSecret: string | null | undefined,
): Promise<PaymentsStatus> {
  const config = payments.pageConfig;
  const [last] = await db
    .select({ receivedAt: paymentEvents.receivedAt, type: paymentEvents.type })
    .from(paymentEvents)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  return {
    provider: config.provider,
    mode: config.provider === 'stripe' && config.publishable_key?.startsWith('pk_live_') ? 'live' : 'test',
    webhook_configured: Boolean(webhookSecret),
    last_webhook: last ? { received_at: last.receivedAt.toISOString(), type: last.type } : null,
  };
}

/**
 * Where mail stands: how it leaves, how many mails still wait for the mail server and how many it
 * refused until the outbox gave up, and the newest refusal of a mail not sent yet, dated by that
 * refusal (a mail retried for days was queued long before). Rows refused before refusals were dated
 * have no time and come after the dated ones.
 */
export async function mailStatusOf(db: Database, outbox: Outbox): Promise<MailStatus> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outboxEmails.deliveryAttempts} < ${MAX_DELIVERY_ATTEMPTS})::int`,
      failed: sql<number>`count(*) filter (where ${outboxEmails.deliveryAttempts} >= ${MAX_DELIVERY_ATTEMPTS})::int`,
    })
    .from(outboxEmails)
    .where(isNull(outboxEmails.deliveredAt));
  const [refused] = await db
    .select({
      id: outboxEmails.id,
      createdAt: outboxEmails.createdAt,
      kind: outboxEmails.kind,
      attempts: outboxEmails.deliveryAttempts,
      lastError: outboxEmails.lastError,
      lastErrorAt: outboxEmails.lastErrorAt,
    })
    .from(outboxEmails)
    .where(and(isNull(outboxEmails.deliveredAt), isNotNull(outboxEmails.lastError)))
    .orderBy(sql`${outboxEmails.lastErrorAt} desc nulls last`, desc(outboxEmails.id))
    .limit(1);
  return {
    transport: outbox.delivery.transport,
    from: outbox.delivery.from,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
    last_failure: refused
      ? {
          id: refused.id,
          queued_at: refused.createdAt.toISOString(),
          refused_at: refused.lastErrorAt?.toISOString() ?? null,
          kind: refused.kind,
          status: mailStatus({ deliveredAt: null, attempts: refused.attempts }),
          error: shortError(refused.lastError ?? ''),
        }
      : null,
  };
}
