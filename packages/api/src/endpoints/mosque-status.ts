import type { ApiClient } from '../client';
import {
  type MailStatus,
  mailStatusSchema,
  type PaymentsStatus,
  paymentsStatusSchema,
} from '../schemas/mosque-status';

/** GET /admin/status/payments (admin): the payment provider, its mode, webhook secret set, last webhook. */
export function getPaymentsStatus(client: ApiClient): Promise<PaymentsStatus> {
  return client.request(paymentsStatusSchema, '/admin/status/payments');
}

/** GET /admin/status/mail (admin): how mail leaves, its From address, the outbox's waiting and failed. */
export function getMailStatus(client: ApiClient): Promise<MailStatus> {
  return client.request(mailStatusSchema, '/admin/status/mail');
}
