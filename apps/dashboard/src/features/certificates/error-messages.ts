import { isApiError } from '@minbar/api/errors';
import {
  APPLICANT_EMAIL_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  REQUEST_ISSUES,
  type RequestIssue,
  requestIssueOfType,
  WITNESSES_MAX_LENGTH,
} from '@minbar/domain/certificates/request-form';
import { commonFailure, fieldFeedback } from '../../lib/feedback';
import type { FieldMessage, ServerFieldErrors } from '../../lib/forms/form-context';
import type { CertificatesMessage, CertificatesMessageId } from './certificates-intl';

/** The limits the messages quote, as the rules hold them (the names' minimum is the rule's 2). */
const LIMITS: Partial<Record<string, { min?: number; max?: number }>> = {
  marriage_location: { min: 2, max: LOCATION_MAX_LENGTH },
  shahada_witnesses: { min: 2, max: WITNESSES_MAX_LENGTH },
  custom_request_description: { min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH },
  admin_notes: { max: NOTES_MAX_LENGTH },
  applicant_email: { max: APPLICANT_EMAIL_MAX_LENGTH },
};
const NAME_LIMITS = { min: 2, max: NAME_MAX_LENGTH };

const isRequestIssue = (code: string): code is RequestIssue =>
  (REQUEST_ISSUES as readonly string[]).includes(code);

/**
 * Words an issue of the request form, keyed '<field>:<code>' ('applicant_phone:phone_invalid'); null
 * for a code the rules do not have (the shared wording then applies).
 */
export function requestIssueMessage(key: string): FieldMessage | null {
  const [field, code] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
  if (!isRequestIssue(code)) return null;
  const id = `certificates.issue.${code}` as CertificatesMessageId;
  return { id, values: LIMITS[field] ?? NAME_LIMITS };
}

/** The server's refusals of single fields (a 422's items), worded as the form words its own. */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    const issue = requestIssueOfType(fieldError.code);
    out[field] = (issue ? requestIssueMessage(`${field}:${issue}`) : null) ?? fieldFeedback(fieldError);
  }
  return out;
}

/**
 * A failure in the user's words ('Failed to fetch certificates' ...), shown in a red banner, with the reason when
 * there is one the user can act on (offline, no answer, too many attempts, gone, refused fields) or
 * the server's own words.
 */
export interface Failure {
  message: CertificatesMessage;
  reason: CertificatesMessage | null;
}

export type FailedCall = 'load' | 'loadOne' | 'status' | 'create' | 'update' | 'delete';

export function failureOf(error: unknown, call: FailedCall): Failure {
  const message: CertificatesMessage = { id: `certificates.error.${call}` };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'certificates.error.format' } };
  if (isApiError(error) && error.status === 404)
    return { message, reason: { id: 'certificates.error.notFound' } };
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
    return { message, reason: { id: 'certificates.error.fieldsRefused' } };
  const common = commonFailure(error);
  if (common) return { message, reason: common };
  return { message, reason: isApiError(error) && error.detail ? { text: error.detail } : null };
}
