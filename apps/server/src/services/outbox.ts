import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';

export type MailKind = 'verify' | 'reset';

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

/**
 * DECISIONS 18: the outbox is a table plus one stdout line per mail. The line's exact shape is a
 * contract: the end-to-end tests read the code from it.
 */
export function createOutbox(db: Database, print: (line: string) => void = console.log): Outbox {
  return {
    async send(mail) {
      await db.insert(outboxEmails).values(mail);
      print(`outbox: ${JSON.stringify({ to: mail.to, kind: mail.kind, code: mail.code })}`);
    },
  };
}

export function verificationMail(to: string, code: string): OutgoingMail {
  return {
    to,
    kind: 'verify',
    code,
    subject: 'Your Minbar verification code',
    body: `Your verification code is ${code}. It expires in 15 minutes.`,
  };
}

export function resetMail(to: string, code: string): OutgoingMail {
  return {
    to,
    kind: 'reset',
    code,
    subject: 'Your Minbar password reset code',
    body: `Your password reset code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this mail.`,
  };
}
