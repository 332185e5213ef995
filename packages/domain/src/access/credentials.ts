import * as v from 'valibot';
import { boundedText, identifierText } from '../input/text';

/**
 * Account input rules shared by the forms, the client and the server. Messages are issue codes,
 * never text: each app translates them (e.g. `field.required` -> "This field is required").
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

export const emailSchema = v.pipe(
  identifierText(EMAIL_MAX_LENGTH, { tooLong: ISSUE.emailInvalid }),
  v.trim(),
  v.nonEmpty(ISSUE.required),
  v.email(ISSUE.emailInvalid),
  v.toLowerCase(),
);

export const passwordSchema = v.pipe(
  boundedText(PASSWORD_MAX_LENGTH, { tooLong: ISSUE.passwordTooLong }),
  v.nonEmpty(ISSUE.required),
  v.minLength(PASSWORD_MIN_LENGTH, ISSUE.passwordTooShort),
);

/** Digits with optional leading + and common separators, 7 to 20 characters. */
export const phoneSchema = v.pipe(
  boundedText(SHORT_TEXT_MAX_LENGTH, { tooLong: ISSUE.phoneInvalid }),
  v.trim(),
  v.nonEmpty(ISSUE.required),
  v.regex(/^\+?[0-9 ()-]{7,20}$/, ISSUE.phoneInvalid),
);

export const usernameSchema = v.pipe(
  identifierText(USERNAME_MAX_LENGTH, { tooLong: ISSUE.usernameTooLong }),
  v.trim(),
  v.nonEmpty(ISSUE.required),
);

export const codeSchema = v.pipe(
  boundedText(SHORT_TEXT_MAX_LENGTH, { tooLong: ISSUE.codeInvalid }),
  v.trim(),
  v.nonEmpty(ISSUE.required),
  v.regex(/^[0-9]{6}$/, ISSUE.codeInvalid),
);

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

export const signUpSchema = v.object(
  {
    username: usernameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
  },
  ISSUE.required,
);
export type SignUpInput = v.InferInput<typeof signUpSchema>;

export const verifySchema = v.object({ email: emailSchema, code: codeSchema }, ISSUE.required);

export const resetRequestSchema = v.object({ email: emailSchema }, ISSUE.required);

export const resetConfirmSchema = v.object(
  { email: emailSchema, code: codeSchema, new_password: passwordSchema },
  ISSUE.required,
);

/** The reset form: new password typed twice; both must match. */
export const resetPasswordFormSchema = v.pipe(
  v.object(
    {
      password: passwordSchema,
      confirmPassword: v.pipe(
        boundedText(PASSWORD_MAX_LENGTH, { tooLong: ISSUE.passwordTooLong }),
        v.nonEmpty(ISSUE.required),
      ),
    },
    ISSUE.required,
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      ISSUE.passwordsMismatch,
    ),
    ['confirmPassword'],
  ),
);

export type FieldIssues = Partial<Record<string, string>>;

/** First issue code per field, the form's way of showing a message under each field. */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
