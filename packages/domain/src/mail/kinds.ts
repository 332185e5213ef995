/**
 * Every kind of mail the centre sends, as the outbox names it: the account codes (verify, reset) and
 * the templated mails. The server's own lists are checked against this one, and the sent-mail page
 * names each kind in words, so a kind added to the server without its words fails a test.
 */
export const MAIL_KINDS = [
  'verify',
  'reset',
  'receipt',
  'monthly_refused',
  'monthly_stopped',
  'monthly_changed',
  'monthly_confirm',
  'monthly_link',
  'statement',
  'booking_confirmation',
  'booking_paid',
  'booking_refunded',
  'event_changed',
  'event_cancelled',
  'request_status',
  'enrolment',
  'subscription',
  'fatwa_answered',
  'donation_refunded',
] as const;
export type MailKindName = (typeof MAIL_KINDS)[number];
