import { isApiError } from '@minbar/api/errors';
import { MARK_PAID_REFUSAL } from '@minbar/api/schemas/events';
import { commonFailure } from '../../lib/feedback';
import type { Message } from '../../lib/i18n';
import type { RegistrationsMessage } from './registrations-intl';

const SHARED_WORDING = new Set(['error.offline', 'error.tooManyAttempts', 'error.tooManyAttemptsRetry']);

/** Being offline and waiting out a rate limit are worded as on every screen; null for anything else. */
function sharedFailure(error: unknown): Message | null {
  const common = commonFailure(error);
  return common && SHARED_WORDING.has(common.id) ? common : null;
}

/**
 * A failed load of the registrations: an event that is gone says so; anything else that is not worded
 * as everywhere (a fault, no answer, an unreadable answer) is the page's own message, with its Retry.
 */
export function loadFailure(error: unknown): RegistrationsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'registrations.error.notFound' };
  return sharedFailure(error) ?? { id: 'registrations.error.load' };
}

/** A failed export: offline or rate-limited as everywhere, otherwise the page's own message. */
export function exportFailure(error: unknown): RegistrationsMessage {
  return sharedFailure(error) ?? { id: 'registrations.export.failed' };
}

/** A mark-paid or refund that did not go through: already moved by someone else, gone, or the common failures. */
export function paymentFailure(error: unknown): RegistrationsMessage {
  if (isApiError(error) && error.status === 409) {
    if (error.detail === MARK_PAID_REFUSAL.paidOnline) return { id: 'registrations.payment.paidOnline' };
    if (error.detail === MARK_PAID_REFUSAL.paymentProcessing)
      return { id: 'registrations.payment.processing' };
    return { id: 'registrations.payment.alreadyMoved' };
  }
  // The payment service could not be asked about the booking's online payment: nothing was recorded.
  if (isApiError(error) && error.status === 503) return { id: 'registrations.payment.unknownOnline' };
  if (isApiError(error) && error.status === 404) return { id: 'registrations.error.bookingGone' };
  return commonFailure(error) ?? { id: 'registrations.payment.failed' };
}
