import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2eServer } from './server-environment';

type MailKind = 'verify' | 'reset';

interface OutboxMail {
  to: string;
  /** An account code's kind, or a templated mail's ('request_status', 'receipt', …). */
  kind: string;
  code: string;
}

const OUTBOX_LINE = /^outbox: (\{.*\})\s*$/;

/** Every mail the server has written to its outbox log line so far, oldest first. */
export function readOutbox(): OutboxMail[] {
  const log = readFileSync(e2eServer.logPath, 'utf8');
  return log
    .split('\n')
    .map((line) => OUTBOX_LINE.exec(line)?.[1])
    .filter((json): json is string => json !== undefined)
    .map((json) => JSON.parse(json) as OutboxMail);
}

export function countMails(to: string, kind: MailKind): number {
  return readOutbox().filter((mail) => mail.to === to && mail.kind === kind).length;
}

/**
 * Waits for the mail number `previousCount + 1` of this kind to this address and returns its code, so a
 * resent code is never confused with the one before it.
 */
export async function waitForMailCode(to: string, kind: MailKind, previousCount = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readOutbox().filter((mail) => mail.to === to && mail.kind === kind);
        code = mails[previousCount]?.code;
        return code;
      },
      { message: `a ${kind} mail to ${to} in the server's outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
