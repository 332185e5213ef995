import * as v from 'valibot';
import { boundedText } from '../input/text';

/*
 * The part of the account rules the sign-in page needs: the issue codes, the lengths and the sign-in
 * form's schema. The other account forms' rules (credentials.ts, which re-exports these) load with
 * their own pages, so the sign-in page carries neither their schemas nor the validators they use.
 */

/**
 * The account rules' issue codes, shared by the forms, the client and the server. Messages are issue
 * codes, never text: each app translates them (e.g. `field.required` -> "This field is required").
 */
export const ISSUE = {
  required: 'field.required',
  emailInvalid: 'email.invalid',
  passwordTooShort: 'password.too_short',
  passwordTooLong: 'password.too_long',
  passwordsMismatch: 'password.mismatch',
  phoneInvalid: 'phone.invalid',
  usernameTooLong: 'username.too_long',
  codeInvalid: 'code.invalid',
} as const;
export type CredentialsIssue = (typeof ISSUE)[keyof typeof ISSUE];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;
/** The longest address SMTP can deliver to (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const CODE_LENGTH = 6;
/** Longest phone or code text read before its format is checked (the formats themselves are shorter). */
export const SHORT_TEXT_MAX_LENGTH = 32;
/** Refresh tokens are 43 characters today; the bound leaves room for a longer format. */
export const TOKEN_MAX_LENGTH = 200;

/*
 * Each object passes ISSUE.required as its own message: valibot reports a missing key with the
 * object's message, so a JSON body without a field gets the same code as an empty field.
 */

/**
 * Login is skipped while either field is empty; the server checks the same. The
 * login (an email or a username) is only bounded, not held to the identifier rule, so an account
 * named before that rule can still sign in.
 */
export const signInSchema = v.object(
  {
    email: v.pipe(
      boundedText(EMAIL_MAX_LENGTH, { tooLong: ISSUE.emailInvalid }),
      v.trim(),
      v.nonEmpty(ISSUE.required),
    ),
    password: v.pipe(
      boundedText(PASSWORD_MAX_LENGTH, { tooLong: ISSUE.passwordTooLong }),
      v.nonEmpty(ISSUE.required),
    ),
  },
  ISSUE.required,
);
export type SignInInput = v.InferOutput<typeof signInSchema>;
