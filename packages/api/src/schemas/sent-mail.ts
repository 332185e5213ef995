import { idTextSchema } from '@minbar/domain/input/numbers';
import { MAIL_STATUSES } from '@minbar/domain/mail/delivery';
import * as v from 'valibot';
import { pageQuerySchema, paginationSchema } from './common';

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

/** A kind of mail as the outbox names it ('event_changed'), in a query. */
const mailKindSchema = v.pipe(v.string('mail.kind_invalid'), v.regex(/^[a-z_]{1,40}$/, 'mail.kind_invalid'));

/**
 * GET /admin/mails's query: the page, and optionally only the mails of one kind, only those about
 * one event (each carried the event's calendar file: its confirmations, changes and cancellation),
 * and only those where they stand (the failed ones, which a person must send again).
 */
export const sentMailQuerySchema = v.object({
  ...pageQuerySchema.entries,
  kind: v.optional(mailKindSchema),
  event: v.optional(idTextSchema),
  status: v.optional(v.picklist(MAIL_STATUSES, 'mail.status_invalid')),
});

/**
 * GET /admin/mails: a page of the outbox, newest first; with an event asked for, the event named in
 * the request's language (null when it no longer exists).
 */
export const sentMailsSchema = v.object({
  data: v.array(sentMailSchema),
  pagination: paginationSchema,
  event: v.optional(v.nullable(v.object({ id: v.number(), event_name: v.string() }))),
});
export type SentMails = v.InferOutput<typeof sentMailsSchema>;
