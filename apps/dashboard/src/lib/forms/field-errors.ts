import { isApiError } from '@minbar/api/errors';
import { fieldFeedback } from '../feedback';
import type { FieldMessage, IssueMessage, ServerFieldErrors } from './form-context';

export interface FieldErrorsOptions {
  /** Words the server's issue codes; fieldFeedback's shared codes, then the server's text, by default. */
  issueMessage?: IssueMessage;
  /** Server field names that the form calls otherwise (`new_password` -> `password`). */
  rename?: Record<string, string>;
}

/** The server's field errors of a refused call, keyed by the form's field names (empty for others). */
export function fieldErrorsOfResponse(error: unknown, options: FieldErrorsOptions = {}): ServerFieldErrors {
  const out: Record<string, FieldMessage> = {};
  if (!isApiError(error)) return out;
  for (const [field, fieldError] of Object.entries(error.fieldErrors)) {
    out[options.rename?.[field] ?? field] =
      options.issueMessage?.(fieldError.code) ?? fieldFeedback(fieldError);
  }
  return out;
}
