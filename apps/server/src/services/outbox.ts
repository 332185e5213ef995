import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
// A mail the mail server refused this many times stays in the table for a person to send again.
import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type MailAttachment, outboxEmails } from '../db/schema';
import { type AccountMailKind, MAIL_TEXTS, type MailKind } from './mail-texts';

export type { MailKind } from './mail-texts';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part of a templated mail (see services/mail.ts); absent for the text-only account codes. */
  html?: string | null;
  attachments?: MailAttachment[] | null;
  code: string;
  /** The From name: the centre's, in the mail's language (see services/mail.ts mailSender). */
  fromName?: string | null;
  /** Where an answer goes: the centre's contact address, when it has one. */
  replyTo?: string | null;
}

/** Who a mail is from, as composed when it is queued. */
export type MailSender = Pick<OutgoingMail, 'fromName' | 'replyTo'>;

export interface Outbox {
  /**
   * How mail leaves: handed to a mail server, from its From address; or, without one, kept in the
   * outbox and printed to the log only (the demo, a test).
   */
  readonly delivery: { transport: 'smtp' | 'log'; from: string | null };
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Queues many mails in one statement through `db`: a transaction's, so they are kept exactly when
   * the change they tell of is (a crash or a refusal loses the change and its mails together). Call
   * `queued` with them once that transaction has committed.
   */
  queue(db: Pick<Database, 'execute'>, mails: readonly OutgoingMail[]): Promise<void>;
  /**
   * After the mails of `queue` are committed: without a mail server their lines are printed; with one,
   * the worker is woken to hand them over at its pace, and nobody waits for it.
   */
  queued(mails: readonly OutgoingMail[]): void;
  /**
   * Hands the pending mails to the mail server now; without one there is nothing to hand. One drain
   * runs at a time per outbox: a call while one runs has it go round once more and waits for its end
   * (and counts 0: the running drain counts what it sent).
   */
  drain(): Promise<number>;
}

/**
 * How fast the worker hands mails to the mail server (MINBAR_MAIL_BATCH, MINBAR_MAIL_PER_MINUTE):
 * `batch` mails claimed and handed over per round, and rounds spaced so that no more than `perMinute`
 * leave in a minute. `sleep` waits (tests record instead).
 */
export interface OutboxPace {
  batch: number;
  perMinute: number;
  sleep: (ms: number) => Promise<void>;
}

/** Hands a mail to a real mail server (see smtp-transport.ts); absent, mail stays in the outbox. */
export interface MailTransport {
  /** Resolves once the mail server took the mail (with its answer, which the outbox does not need). */
  deliver(mail: OutgoingMail): Promise<unknown>;
  /** The address mails leave from (MAIL_FROM's), when the transport has one to tell. */
  readonly from?: string;
}

/** Without a pace: rounds of 20, one after another (tests, and the commands that drain once). */
const UNPACED = { batch: 20, perMinute: Number.POSITIVE_INFINITY, sleep: async () => {} };

/**
 * Every mail is kept in the outbox table. Without a mail server it is also printed as one stdout line
 * carrying the code (a contract the end-to-end tests read) and counts as delivered. With a mail
 * server the row waits until one instance claims it and hands it over (see `drainOutbox`), and the
 * line leaves the code out, so codes never end up in a production log.
 */
export function createOutbox(
  db: Database,
  print: (line: string) => void = console.log,
  transport: MailTransport | null = null,
  pace: OutboxPace = UNPACED,
): Outbox {
  let running: Promise<number> | null = null;
  let again = false;
  const drain = (): Promise<number> => {
    if (!transport) return Promise.resolve(0);
    if (running) {
      again = true;
      // Sent by the drain under way, which counts them: this call waits for it and counts none.
      return running.then(() => 0);
    }
    running = (async () => {
      let delivered = 0;
      try {
        do {
          again = false;
          delivered += await drainOutbox(db, transport, print, pace);
        } while (again);
      } finally {
        running = null;
      }
      return delivered;
    })();
    return running;
  };
  const printQueued = (mail: OutgoingMail) =>
    print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, code: mail.code })}`);
  return {
    delivery: { transport: transport ? 'smtp' : 'log', from: transport?.from ?? null },
    async send(mail) {
      if (!transport) {
        await db.insert(outboxEmails).values({ ...mail, deliveredAt: new Date() });
        printQueued(mail);
        return;
      }
      await db.insert(outboxEmails).values(mail);
      // A drain under way (a batch going out at its pace) takes this mail on its next round; the
      // request that sent it does not wait for the whole batch.
      if (running) {
        again = true;
        return;
      }
      await drain();
    },
    async queue(target, mails) {
      if (mails.length === 0) return;
      // Without a mail server the outbox is the delivery, as for `send`.
      const deliveredAt = transport ? null : new Date().toISOString();
      // One statement with one parameter, however many mails: a multi-row VALUES would bind eleven
      // values a row (PostgreSQL takes 65,535) and PGlite spends longer binding them than storing.
      const rows = mails.map((mail) => ({
        to: mail.to,
        kind: mail.kind,
        subject: mail.subject,
        body: mail.body,
        html: mail.html ?? null,
        attachments: mail.attachments ?? null,
        code: mail.code,
        from_name: mail.fromName ?? null,
        reply_to: mail.replyTo ?? null,
        delivered_at: deliveredAt,
      }));
      await target.execute(sql`
        insert into outbox_emails ("to", kind, subject, body, html, attachments, code, from_name, reply_to, delivered_at)
        select r."to", r.kind, r.subject, r.body, r.html, r.attachments, r.code, r.from_name, r.reply_to, r.delivered_at
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (
          "to" text, kind text, subject text, body text, html text, attachments jsonb, code text,
          from_name text, reply_to text, delivered_at timestamptz)
        ) with ordinality as r("to", kind, subject, body, html, attachments, code, from_name, reply_to, delivered_at, position)
        -- The ids, which the worker sends in, follow the order the mails were given in.
        order by r.position`);
    },
    queued(mails) {
      if (!transport) {
        for (const mail of mails) printQueued(mail);
        return;
      }
      if (mails.length === 0) return;
      drain().catch((error: unknown) => print(`outbox: ${JSON.stringify({ drainFailed: String(error) })}`));
    },
    drain,
  };
}

/**
 * Claims the oldest pending mail after `after` and hands it to the mail server, in a transaction of
 * its own: the claim lasts one delivery, so on PGlite, which runs one transaction at a time, the
 * requests of a busy centre wait for one mail at most, never for a whole round. Null when none is left.
 */
async function deliverNext(
  db: Database,
  transport: MailTransport,
  print: (line: string) => void,
  after: number,
): Promise<{ id: number; delivered: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.deliveredAt),
          lt(outboxEmails.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
          gt(outboxEmails.id, after),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const mail = {
      to: row.to,
      kind: row.kind as MailKind,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attachments: row.attachments,
      code: row.code ?? '',
      fromName: row.fromName,
      replyTo: row.replyTo,
    };
    try {
      await transport.deliver(mail);
      await tx.update(outboxEmails).set({ deliveredAt: new Date() }).where(eq(outboxEmails.id, row.id));
      print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, delivered: 'smtp' })}`);
      return { id: row.id, delivered: true };
    } catch (error) {
      await tx
        .update(outboxEmails)
        .set({
          deliveryAttempts: sql`${outboxEmails.deliveryAttempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          lastErrorAt: new Date(),
        })
        .where(eq(outboxEmails.id, row.id));
      print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, failed: 'smtp' })}`);
      return { id: row.id, delivered: false };
    }
  });
}

/**
 * Delivers pending mails. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, so when
 * several server instances drain one database at once each mail goes out through exactly one of them,
 * and a mail claimed by an instance that died is picked up by the next drain. Returns how many went out.
 */
export async function drainOutbox(
  db: Database,
  transport: MailTransport,
  print: (line: string) => void,
  pace: OutboxPace = UNPACED,
): Promise<number> {
  let delivered = 0;
  // The earliest moment the next round may start, so that no more than perMinute leave in a minute.
  let nextRoundAt = 0;
  // The queue is gone through once, oldest first: a mail refused now waits for the next drain.
  let after = 0;
  for (;;) {
    const wait = nextRoundAt - Date.now();
    if (wait > 0) await pace.sleep(wait);
    const roundStarted = Date.now();
    const sent = { count: 0, claimed: 0 };
    while (sent.claimed < pace.batch) {
      const outcome = await deliverNext(db, transport, print, after);
      if (!outcome) break;
      after = outcome.id;
      sent.claimed += 1;
      if (outcome.delivered) sent.count += 1;
    }
    delivered += sent.count;
    // A batch that delivered nothing (the mail server is down) ends the drain; the next one retries.
    if (sent.claimed < pace.batch || sent.count === 0) return delivered;
    nextRoundAt = roundStarted + (sent.claimed * 60_000) / pace.perMinute;
  }
}

function accountMail(
  kind: AccountMailKind,
  to: string,
  code: string,
  language: FatwaLanguage,
  sender: MailSender,
): OutgoingMail {
  const text = MAIL_TEXTS[kind][language];
  return { to, kind, code, subject: text.subject, body: text.body(code), ...sender };
}

/** `sender`: the centre, as services/mail.ts `mailSender` composes it; without it, MAIL_FROM as written. */
export function verificationMail(
  to: string,
  code: string,
  language: FatwaLanguage = 'en',
  sender: MailSender = {},
): OutgoingMail {
  return accountMail('verify', to, code, language, sender);
}

export function resetMail(
  to: string,
  code: string,
  language: FatwaLanguage = 'en',
  sender: MailSender = {},
): OutgoingMail {
  return accountMail('reset', to, code, language, sender);
}
