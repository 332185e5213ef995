import type { MailStatus } from '@minbar/domain/mail/delivery';
import type { ApiClient } from '../client';
import { type SentMail, type SentMails, sentMailSchema, sentMailsSchema } from '../schemas/sent-mail';

export interface SentMailQuery {
  page?: number;
  per_page?: number;
  /** Only the mails of this kind ('event_changed'). */
  kind?: string;
  /** Only the mails about this event. */
  event?: number;
  /** Only the mails where they stand: 'failed' lists those a person must send again. */
  status?: MailStatus;
}

/** GET /admin/mails (admin): a page of the mails the centre sent, newest first, filtered when asked. */
export function listSentMails(client: ApiClient, query: SentMailQuery = {}): Promise<SentMails> {
  return client.request(sentMailsSchema, '/admin/mails', { query: { ...query } });
}

/**
 * POST /admin/mails/{id}/send-again (admin): a failed mail queued again and handed to the mail server;
 * answers the mail as it stands after that try. 409 when it is not failed (sent, or still being tried).
 */
export function sendMailAgain(client: ApiClient, id: number): Promise<SentMail> {
  return client.request(sentMailSchema, `/admin/mails/${encodeURIComponent(String(id))}/send-again`, {
    method: 'POST',
  });
}
