/**
 * Where a mail the centre sent stands, as staff see it on the sent-mail page. Every mail is queued in
 * the outbox first and handed to the mail server by a later drain, so an action (a gift, a booking)
 * never waits for or fails with the mail server. A mail the server refuses is tried again at each
 * drain; after MAX_DELIVERY_ATTEMPTS refusals it stops being tried and is failed, kept with the mail
 * server's last answer until a person sends it again (a wrong address is then fixed at the source).
 */
export const MAX_DELIVERY_ATTEMPTS = 5;

export const MAIL_STATUSES = ['sent', 'pending', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailDelivery {
  /** When a mail server took it (or, without one, when it was kept in the outbox alone). */
  deliveredAt: Date | string | null;
  /** How many times a mail server refused it. */
  attempts: number;
}

export function mailStatus(delivery: MailDelivery): MailStatus {
  if (delivery.deliveredAt !== null) return 'sent';
  return delivery.attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending';
}

/** Only a failed mail is sent again by hand: a pending one is still being tried, a sent one arrived. */
export function canSendAgain(delivery: MailDelivery): boolean {
  return mailStatus(delivery) === 'failed';
}
