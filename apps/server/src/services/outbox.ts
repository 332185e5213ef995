import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
// A mail the mail server refused this many times stays in the table for a person to send again.
import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
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
  /** Hands the pending mails to the mail server now; without one there is nothing to hand. */
  drain(): Promise<number>;
}

/** Hands a mail to a real mail server (see smtp-transport.ts); absent, mail stays in the outbox. */
export interface MailTransport {
  /** Resolves once the mail server took the mail (with its answer, which the outbox does not need). */
  deliver(mail: OutgoingMail): Promise<unknown>;
  /** The address mails leave from (MAIL_FROM's), when the transport has one to tell. */
  readonly from?: string;
}

/** How many pending mails one drain claims at a time. */
const DRAIN_BATCH = 20;

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
): Outbox {
  const drain = () => (transport ? drainOutbox(db, transport, print) : Promise.resolve(0));
  return {
    delivery: { transport: transport ? 'smtp' : 'log', from: transport?.from ?? null },
    async send(mail) {
      if (!transport) {
        await db.insert(outboxEmails).values({ ...mail, deliveredAt: new Date() });
        print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, code: mail.code })}`);
        return;
      }
      await db.insert(outboxEmails).values(mail);
      await drain();
    },
    drain,
  };
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
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(outboxEmails)
        .where(
          and(isNull(outboxEmails.deliveredAt), lt(outboxEmails.deliveryAttempts, MAX_DELIVERY_ATTEMPTS)),
        )
        .orderBy(asc(outboxEmails.id))
        .limit(DRAIN_BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const row of claimed) {
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
          count += 1;
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
        }
      }
      return { count, claimed: claimed.length };
    });
    delivered += sent.count;
    // A batch that delivered nothing (the mail server is down) ends the drain; the next one retries.
    if (sent.claimed < DRAIN_BATCH || sent.count === 0) return delivered;
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
