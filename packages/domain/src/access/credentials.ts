import * as v from 'valibot';
import { boundedText, identifierText } from '../input/text';
import {
  EMAIL_MAX_LENGTH,
  ISSUE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './sign-in';

export {
  CODE_LENGTH,
  type CredentialsIssue,
  EMAIL_MAX_LENGTH,
  ISSUE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type SignInInput,
  signInSchema,
  TOKEN_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './sign-in';

/**
 * Account input rules shared by the forms, the client and the server, as issue codes. The sign-in
 * form's part (the codes, the lengths, its schema) lives in sign-in.ts and is re-exported here.
 */
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
