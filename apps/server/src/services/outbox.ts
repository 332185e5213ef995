import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { MAIL_TEXTS, type MailKind } from './mail-texts';

export type { MailKind } from './mail-texts';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  body: string;
  code: string;
}

export interface Outbox {
  send(mail: OutgoingMail): Promise<void>;
}

/** Hands a mail to a real mail server (see smtp-transport.ts); absent, mail stays in the outbox. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * DECISIONS 18: every mail is kept in the outbox table. Without a mail server it is also printed as
 * one stdout line carrying the code — a contract the end-to-end tests read. With a mail server the
 * line leaves the code out, so codes never end up in a production log.
 */
export function createOutbox(
  db: Database,
  print: (line: string) => void = console.log,
  transport: MailTransport | null = null,
): Outbox {
  return {
    async send(mail) {
      await db.insert(outboxEmails).values(mail);
      if (transport) {
        await transport.deliver(mail);
        print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, delivered: 'smtp' })}`);
      } else {
        print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, code: mail.code })}`);
      }
    },
  };
}

function accountMail(kind: MailKind, to: string, code: string, language: FatwaLanguage): OutgoingMail {
  const text = MAIL_TEXTS[kind][language];
  return { to, kind, code, subject: text.subject, body: text.body(code) };
}

export function verificationMail(to: string, code: string, language: FatwaLanguage = 'en'): OutgoingMail {
  return accountMail('verify', to, code, language);
}

export function resetMail(to: string, code: string, language: FatwaLanguage = 'en'): OutgoingMail {
  return accountMail('reset', to, code, language);
}
