import { MAIL_STATUSES } from '@minbar/domain/mail/delivery';
import * as v from 'valibot';

/** Who takes this installation's payments: Stripe, or the built-in test provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

/**
 * GET /admin/status/payments (admin): which provider takes the payments, whether it takes real money
 * (Stripe's live keys) or only test payments, whether payment webhooks can be verified (a signing
 * secret is set), and the last webhook event the server accepted. Never a key or a secret itself.
 */
export const paymentsStatusSchema = v.object({
  provider: v.picklist(PAYMENT_PROVIDERS),
  mode: v.picklist(['live', 'test']),
  webhook_configured: v.boolean(),
  last_webhook: v.nullable(v.object({ received_at: v.string(), type: v.string() })),
});
export type PaymentsStatus = v.InferOutput<typeof paymentsStatusSchema>;

/**
 * GET /admin/status/mail (admin): how mail leaves (a mail server, or only the outbox and the server's
 * log), the From address a mail server is given, how many mails wait or failed, and the newest refusal
 * of a mail not sent yet: when it was queued and when the mail server refused it (null for a refusal
 * older than the time being kept), its kind and the mail server's answer in short. Never a mail's
 * contents or the mail server's address and password.
 */
export const mailStatusSchema = v.object({
  transport: v.picklist(['smtp', 'log']),
  from: v.nullable(v.string()),
  pending: v.number(),
  failed: v.number(),
  last_failure: v.nullable(
    v.object({
      id: v.number(),
      queued_at: v.string(),
      refused_at: v.nullable(v.string()),
      kind: v.string(),
      status: v.picklist(MAIL_STATUSES),
      error: v.string(),
    }),
  ),
});
export type MailStatus = v.InferOutput<typeof mailStatusSchema>;
