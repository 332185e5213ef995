/**
 * A certificate request's status. Staff may move a request from any status to any other (a request
 * approved by mistake goes back to review); the completed date follows the status alone.
 */
export const CERTIFICATE_STATUSES = [
  'pending',
  'under_review',
  'needs_correction',
  'approved',
  'rejected',
  'completed',
] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The colour family each status is drawn in (the apps map a tone to their theme's colours). */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger' | 'done';
export const STATUS_TONES: Record<CertificateStatus, StatusTone> = {
  pending: 'neutral',
  under_review: 'info',
  needs_correction: 'warning',
  approved: 'success',
  rejected: 'danger',
  completed: 'done',
};

export function isCertificateStatus(value: unknown): value is CertificateStatus {
  return typeof value === 'string' && (CERTIFICATE_STATUSES as readonly string[]).includes(value);
}

/**
 * What a status change does to the request's completed date: moving to completed sets it to `today`
 * (a request completed again keeps its first date), leaving completed clears it, any other move keeps
 * it as it was (null).
 */
export function completedDateAfter(
  from: CertificateStatus,
  to: CertificateStatus,
  completedDate: string | null,
  today: string,
): string | null {
  if (to === 'completed') return from === 'completed' && completedDate ? completedDate : today;
  return null;
}
