import { isApiError } from '@minbar/api/errors';
import { commonFailure } from '../../lib/feedback';
import { fieldErrorsOfResponse } from '../../lib/forms/field-errors';
import type { ServerFieldErrors } from '../../lib/forms/form-context';
import type { AuthFeedback, AuthMessage } from './auth-intl';

/** A server detail fixed in apps/server/src/http/problems.ts, matched to pick a translation. */
const EMAIL_NOT_VERIFIED = 'Email not verified';

export interface LoginFailure {
  message: AuthMessage;
  /** The account exists but is unverified: the screen offers the way to /verify. */
  offerVerify: boolean;
}

export function loginFailure(error: unknown): LoginFailure {
  const common = commonFailure(error);
  if (common) return { message: common, offerVerify: false };
  if (isApiError(error) && error.status === 403 && error.detail === EMAIL_NOT_VERIFIED) {
    return { message: { id: 'error.emailNotVerified' }, offerVerify: true };
  }
  if (isApiError(error) && error.status === 403) {
    return { message: { id: 'error.unauthorizedRole' }, offerVerify: false };
  }
  return { message: { id: 'error.invalidCredentials' }, offerVerify: false };
}

export interface FormFailure {
  /** Messages under fields, keyed by the form's field names. */
  fieldErrors: ServerFieldErrors;
  /** The message above the form, or null when the field messages say it all. */
  top: AuthFeedback | null;
}

/** Sign-up: field errors under fields, a string detail on top, else signUpFailed. */
export function signUpFailure(error: unknown): FormFailure {
  const common = commonFailure(error);
  if (common) return { fieldErrors: {}, top: common };
  const fieldErrors = fieldErrorsOfResponse(error);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, top: null };
  if (isApiError(error) && error.status !== 400 && error.detail) {
    return { fieldErrors, top: { text: error.detail } };
  }
  return { fieldErrors, top: { id: 'error.signUpFailed' } };
}

export function verifyFailure(error: unknown): FormFailure {
  const common = commonFailure(error);
  if (common) return { fieldErrors: {}, top: common };
  return { fieldErrors: fieldErrorsOfResponse(error), top: { id: 'error.verifyFailed' } };
}

export function forgotPasswordFailure(error: unknown): FormFailure {
  const common = commonFailure(error);
  if (common) return { fieldErrors: {}, top: common };
  const fieldErrors = fieldErrorsOfResponse(error);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, top: null };
  return { fieldErrors, top: { id: 'error.forgotPasswordFailed' } };
}

/** A wrong, used or expired code reads the same to the user: the server does not say which. */
export function resetCodeFailure(error: unknown): AuthMessage {
  return commonFailure(error) ?? { id: 'error.invalidCode' };
}

export function resetPasswordFailure(error: unknown): FormFailure {
  const common = commonFailure(error);
  if (common) return { fieldErrors: {}, top: common };
  // The server names the field new_password; the form calls it password.
  const fieldErrors = fieldErrorsOfResponse(error, { rename: { new_password: 'password' } });
  if (fieldErrors.password) return { fieldErrors: { password: fieldErrors.password }, top: null };
  if (isApiError(error) && error.status === 400) return { fieldErrors: {}, top: { id: 'error.invalidCode' } };
  return { fieldErrors: {}, top: { id: 'error.resetPasswordFailed' } };
}
