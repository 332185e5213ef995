import { ApiError } from '@minbar/api/errors';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFailure,
  loginFailure,
  resetCodeFailure,
  resetPasswordFailure,
  signUpFailure,
  verifyFailure,
} from './error-messages';

const http = (
  status: number,
  detail: string | null = null,
  fieldErrors = {},
  retryAfterSeconds: number | null = null,
) => new ApiError({ kind: 'http', status, detail, fieldErrors, retryAfterSeconds });
const network = new ApiError({ kind: 'network' });

describe('loginFailure', () => {
  it('maps 401 to invalid email or password', () => {
    expect(loginFailure(http(401, 'Invalid email or password')).message).toEqual({
      id: 'error.invalidCredentials',
    });
  });

  it('maps an unverified account to a message that offers /verify', () => {
    expect(loginFailure(http(403, 'Email not verified'))).toEqual({
      message: { id: 'error.emailNotVerified' },
      offerVerify: true,
    });
  });

  it('maps 429 with Retry-After to a message with the seconds', () => {
    expect(loginFailure(http(429, 'Too many attempts, try again later', {}, 30)).message).toEqual({
      id: 'error.tooManyAttemptsRetry',
      values: { seconds: 30 },
    });
    expect(loginFailure(http(429)).message).toEqual({ id: 'error.tooManyAttempts' });
  });

  it('maps a missing answer to the network message and a 5xx to the server message', () => {
    expect(loginFailure(network).message).toEqual({ id: 'error.network' });
    expect(loginFailure(http(503)).message).toEqual({ id: 'error.server' });
  });
});

describe('signUpFailure', () => {
  it('puts 422 field errors under their fields, translating known codes', () => {
    const failure = signUpFailure(
      http(422, 'taken', {
        email: { code: 'value_error.email_taken', message: 'Email already registered' },
        phone: { code: 'weird', message: 'Phone looks odd' },
      }),
    );
    expect(failure.top).toBeNull();
    expect(failure.fieldErrors.email).toEqual({ id: 'validation.value_error.email_taken' });
    expect(failure.fieldErrors.phone).toEqual({ text: 'Phone looks odd' });
  });

  it('gives the password limit with the too-short message', () => {
    const failure = signUpFailure(
      http(422, null, { password: { code: 'password.too_short', message: 'short' } }),
    );
    expect(failure.fieldErrors.password).toEqual({ id: 'validation.password.too_short', values: { min: 8 } });
  });

  it('shows a string detail on top, but 400 as signUpFailed', () => {
    expect(signUpFailure(http(409, 'Registrations are closed')).top).toEqual({
      text: 'Registrations are closed',
    });
    expect(signUpFailure(http(400, 'Bad request')).top).toEqual({ id: 'error.signUpFailed' });
  });

  it('maps network and 5xx failures to their own messages', () => {
    expect(signUpFailure(network).top).toEqual({ id: 'error.network' });
    expect(signUpFailure(http(500)).top).toEqual({ id: 'error.server' });
  });
});

describe('the reset and verify flows', () => {
  it('words a failed verification as error.verifyFailed, whatever the server says', () => {
    expect(verifyFailure(http(400, 'Invalid or expired code')).top).toEqual({ id: 'error.verifyFailed' });
  });

  it('maps a failed reset request to the forgot-password message', () => {
    expect(forgotPasswordFailure(http(404, 'User not found')).top).toEqual({
      id: 'error.forgotPasswordFailed',
    });
  });

  it('maps a rejected reset code to invalid or expired', () => {
    expect(resetCodeFailure(http(400, 'Invalid or expired code'))).toEqual({ id: 'error.invalidCode' });
    expect(resetCodeFailure(network)).toEqual({ id: 'error.network' });
  });

  it('moves a new_password field error under the password field', () => {
    const failure = resetPasswordFailure(
      http(422, null, { new_password: { code: 'password.too_short', message: 'short' } }),
    );
    expect(failure.fieldErrors.password).toEqual({ id: 'validation.password.too_short', values: { min: 8 } });
    expect(failure.top).toBeNull();
  });

  it('maps other reset failures to failed to reset password', () => {
    expect(resetPasswordFailure(http(404, 'User not found')).top).toEqual({
      id: 'error.resetPasswordFailed',
    });
  });
});
