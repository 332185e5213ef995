import { MAIL_STATUSES } from '@minbar/domain/mail/delivery';
import * as v from 'valibot';
import { paginationSchema } from './common';

/**
 * One mail of the outbox as staff see it (GET /admin/mails): whom it went to, which kind, when it was
 * queued and taken by the mail server, where it stands, and the mail server's last refusal while it is
 * not sent. Never its subject, body or code. `kind` is a string, so a kind added later still lists.
 */
export const sentMailSchema = v.object({
  id: v.number(),
  to: v.string(),
  kind: v.string(),
  created_at: v.string(),
  delivered_at: v.nullable(v.string()),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  error: v.nullable(v.string()),
});
export type SentMail = v.InferOutput<typeof sentMailSchema>;

/** GET /admin/mails: a page of the outbox, newest first. */
export const sentMailsSchema = v.object({
  data: v.array(sentMailSchema),
  pagination: paginationSchema,
});
export type SentMails = v.InferOutput<typeof sentMailsSchema>;
