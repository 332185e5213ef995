import { isApiError } from '@minbar/api/errors';
import {
  PACKAGE_DESCRIPTION_MAX_LENGTH,
  PACKAGE_NAME_MAX_LENGTH,
  PACKAGE_PRICE_MAX,
  PACKAGE_SUBJECTS_MAX,
} from '@minbar/domain/education/package';
import { EDUCATION_ISSUE } from '@minbar/domain/education/subject';
import { SUSPENSION_REASON_MAX_LENGTH } from '@minbar/domain/education/subscription';
import { commonFailure, fieldFeedback, issueMessage as sharedIssueMessage } from '../../lib/feedback';
import type { FieldMessage, ServerFieldErrors } from '../../lib/forms/form-context';
import type { PricingMessage } from './pricing-intl';

const MAX_LENGTH: Partial<Record<string, number>> = {
  name: PACKAGE_NAME_MAX_LENGTH,
  description: PACKAGE_DESCRIPTION_MAX_LENGTH,
  reason: SUSPENSION_REASON_MAX_LENGTH,
};

/**
 * Words an issue of the package form or the suspend dialog, as the domain's rules name it; the
 * field tells the length limit. Null for a code the area does not word (the shared wording applies).
 */
export function pricingIssueMessage(code: string, field?: string): FieldMessage | null {
  switch (code) {
    case EDUCATION_ISSUE.priceInvalid:
      return { id: 'pricing.issue.price', values: { max: PACKAGE_PRICE_MAX } };
    case EDUCATION_ISSUE.subjectsCountInvalid:
      return { id: 'pricing.issue.subjects', values: { max: PACKAGE_SUBJECTS_MAX } };
    case EDUCATION_ISSUE.tooLong:
      return {
        id: 'pricing.issue.tooLong',
        values: { max: MAX_LENGTH[field ?? ''] ?? PACKAGE_NAME_MAX_LENGTH },
      };
    case EDUCATION_ISSUE.reasonRequired:
      return { id: 'validation.field.required' };
    default:
      return sharedIssueMessage(code);
  }
}

/** The server's refusals of single fields (a 422's items), worded as the form words its own. */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors))
    out[field] = pricingIssueMessage(fieldError.code, field) ?? fieldFeedback(fieldError);
  return out;
}

/**
 * A failure ('Failed to create package.', 'Failed to suspend subscription.' ...), in the
 * user's language, with the reason when there is one they can act on, or the server's own words.
 */
export interface Failure {
  message: PricingMessage;
  reason: PricingMessage | null;
}

export type FailedCall =
  | 'load'
  | 'create'
  | 'update'
  | 'cancel'
  | 'activate'
  | 'loadPackage'
  | 'loadSubscribers'
  | 'suspend'
  | 'reactivate';

export function failureOf(error: unknown, call: FailedCall): Failure {
  const message: PricingMessage = { id: `pricing.error.${call}` };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'pricing.error.format' } };
  if (isApiError(error) && error.status === 404) return { message, reason: { id: 'pricing.error.notFound' } };
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
    return { message, reason: { id: 'pricing.error.fieldsRefused' } };
  const common = commonFailure(error);
  if (common) return { message, reason: common };
  return { message, reason: isApiError(error) && error.detail ? { text: error.detail } : null };
}
