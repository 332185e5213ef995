import { isApiError } from '@minbar/api/errors';
import {
  EDUCATION_ISSUE,
  SUBJECT_DESCRIPTION_MAX_LENGTH,
  SUBJECT_NAME_MAX_LENGTH,
} from '@minbar/domain/education/subject';
import { commonFailure, fieldFeedback, issueMessage as sharedIssueMessage } from '../../lib/feedback';
import type { FieldMessage, IssueMessage, ServerFieldErrors } from '../../lib/forms/form-context';
import type { SubjectsMessage, SubjectsMessageId } from './subjects-intl';

/** The form's own code for a description over 1,000 characters (the name's limit is another). */
export const DESCRIPTION_TOO_LONG = 'subject.description_too_long';

/** Words the subject form's issue codes: a taken name, a text too long, else the app's shared wording. */
export const subjectIssueMessage: IssueMessage = (code) => {
  if (code === EDUCATION_ISSUE.nameTaken) return { id: 'subjects.issue.nameTaken' };
  if (code === DESCRIPTION_TOO_LONG)
    return { id: 'subjects.issue.tooLong', values: { max: SUBJECT_DESCRIPTION_MAX_LENGTH } };
  if (code === EDUCATION_ISSUE.tooLong)
    return { id: 'subjects.issue.tooLong', values: { max: SUBJECT_NAME_MAX_LENGTH } };
  return sharedIssueMessage(code);
};

/** The server's refusals of single fields (a 422), worded as the form words its own. */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    if (fieldError.code === EDUCATION_ISSUE.tooLong)
      out[field] = {
        id: 'subjects.issue.tooLong',
        values: { max: field === 'description' ? SUBJECT_DESCRIPTION_MAX_LENGTH : SUBJECT_NAME_MAX_LENGTH },
      };
    else out[field] = subjectIssueMessage(fieldError.code) ?? fieldFeedback(fieldError);
  }
  return out;
}

/** A failure in the user's words, with the reason when there is one they can act on, or the server's own. */
export interface Failure {
  message: SubjectsMessage;
  reason: SubjectsMessage | null;
}

export type FailedCall = 'load' | 'teachers' | 'add' | 'update' | 'delete' | 'assign' | 'removeRole';

export function failureOf(error: unknown, call: FailedCall): Failure {
  const message: SubjectsMessage = { id: `subjects.error.${call}` as SubjectsMessageId };
  if (isApiError(error) && error.kind === 'contract')
    return { message, reason: { id: 'subjects.error.format' } };
  if (isApiError(error) && error.status === 404)
    return { message, reason: { id: 'subjects.error.notFound' } };
  const common = commonFailure(error);
  if (common) return { message, reason: common };
  return { message, reason: isApiError(error) && error.detail ? { text: error.detail } : null };
}
