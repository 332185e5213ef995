import { isApiError } from '@minbar/api/errors';
import { DONATION_ISSUE, MAX_MONEY_AMOUNT } from '@minbar/domain/donations/money';
import { commonFailure } from '../../lib/feedback';
import type { FieldMessage } from '../../lib/forms/form-context';
import type { DonationsMessage, DonationsMessageId } from './donations-intl';

/** The server's answer to deleting a built-in main category (409): worded in the user's language. */
export const SYSTEM_DEFINED_DETAIL = 'Cannot delete a system-defined category';

/** Issue codes of the shared upload service for a refused image. */
const IMAGE_ISSUE = {
  tooLarge: 'upload.too_large',
  notAnImage: 'upload.not_an_image',
  tooManyPixels: 'upload.too_many_pixels',
  damaged: 'upload.damaged',
} as const;

const ISSUE_MESSAGES: Partial<Record<string, DonationsMessageId>> = {
  [DONATION_ISSUE.required]: 'donations.issue.required',
  [DONATION_ISSUE.amountInvalid]: 'donations.issue.amountInvalid',
  [DONATION_ISSUE.amountAtLeastOne]: 'donations.issue.amountAtLeastOne',
  [DONATION_ISSUE.amountTooLarge]: 'donations.issue.amountTooLarge',
  [DONATION_ISSUE.textTooLong]: 'donations.issue.textTooLong',
  [DONATION_ISSUE.dateInvalid]: 'donations.issue.dateInvalid',
  [DONATION_ISSUE.paymentTypeInvalid]: 'donations.issue.paymentType',
  [IMAGE_ISSUE.tooLarge]: 'donations.issue.imageTooLarge',
  [IMAGE_ISSUE.notAnImage]: 'donations.issue.notAnImage',
  [IMAGE_ISSUE.tooManyPixels]: 'donations.issue.imageTooManyPixels',
  [IMAGE_ISSUE.damaged]: 'donations.issue.imageDamaged',
};

/** Words an issue code of the category rules or of the upload service; null for a code it does not know. */
export function categoryIssueMessage(code: string): FieldMessage | null {
  const id = ISSUE_MESSAGES[code];
  if (!id) return null;
  return id === 'donations.issue.amountTooLarge' ? { id, values: { max: MAX_MONEY_AMOUNT } } : { id };
}

/**
 * A failed load: no answer, a server fault or an unreadable answer are worded as everywhere; anything
 * else names what failed to load.
 */
export function loadFailure(error: unknown, fallback: DonationsMessageId): DonationsMessage {
  return commonFailure(error) ?? { id: fallback };
}

/**
 * A refused save: the server's own words when it gave some (a 4xx with a detail), otherwise what
 * failed. A 413 is a photo too large for the upload limit.
 */
export function saveFailure(error: unknown, mode: 'create' | 'edit'): DonationsMessage {
  if (isApiError(error) && error.status === 413) return { id: 'donations.issue.imageTooLarge' };
  if (isApiError(error) && error.status === 404) return { id: 'donations.error.notFound' };
  const common = commonFailure(error);
  if (common) return common;
  if (isApiError(error) && error.detail && Object.keys(error.fieldErrors).length === 0)
    return { text: error.detail };
  return { id: mode === 'create' ? 'donations.error.create' : 'donations.error.update' };
}

/** A refused save of a campaign update: as a category's, but a 404 is the update or its campaign gone. */
export function updateSaveFailure(error: unknown): DonationsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'donations.updates.gone' };
  if (isApiError(error) && error.status === 413) return { id: 'donations.issue.imageTooLarge' };
  const common = commonFailure(error);
  if (common) return common;
  if (isApiError(error) && error.detail && Object.keys(error.fieldErrors).length === 0)
    return { text: error.detail };
  return { id: 'donations.updates.saveFailed' };
}

/** An update that could not be deleted; one already gone is worded as such. */
export function updateDeleteFailure(error: unknown): DonationsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'donations.updates.gone' };
  return commonFailure(error) ?? { id: 'donations.updates.deleteFailed' };
}

/** A monthly gift the staff could not stop: gone (404), or what failed. */
export function monthlyStopFailure(error: unknown): DonationsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'donations.monthly.gone' };
  return commonFailure(error) ?? { id: 'donations.monthly.stopFailed' };
}

/** A monthly gift whose links the staff could not revoke: gone (404), or what failed. */
export function monthlyRevokeFailure(error: unknown): DonationsMessage {
  if (isApiError(error) && error.status === 404) return { id: 'donations.monthly.gone' };
  return commonFailure(error) ?? { id: 'donations.monthly.revokeFailed' };
}

/** Why one category of a batch delete was not deleted. */
export function deleteFailure(error: unknown, name: string): DonationsMessage {
  if (isApiError(error) && error.status === 409 && error.detail === SYSTEM_DEFINED_DETAIL)
    return { id: 'donations.deleteFailed.systemDefined', values: { name } };
  if (isApiError(error) && error.status === 404) return { id: 'donations.error.notFound' };
  return (
    commonFailure(error) ??
    (isApiError(error) && error.detail ? { text: error.detail } : { id: 'error.server' })
  );
}

export function toggleFailure(error: unknown, name: string): DonationsMessage {
  return commonFailure(error) ?? { id: 'donations.error.toggle', values: { name } };
}

/**
 * A refund that did not go through: no answer from the payment service (pressing again is safe, the
 * same refund is made once), a gift that can no longer be refunded, or the common failures.
 */
export function refundFailure(error: unknown): DonationsMessage {
  if (isApiError(error) && error.status === 503) return { id: 'donations.refund.unknown' };
  if (isApiError(error) && error.status === 409) return { id: 'donations.refund.notRefundable' };
  if (isApiError(error) && error.status === 404) return { id: 'donations.error.notFound' };
  return commonFailure(error) ?? { id: 'donations.refund.failed' };
}
