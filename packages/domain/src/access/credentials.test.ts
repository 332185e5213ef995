import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fieldIssues,
  ISSUE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetConfirmSchema,
  resetPasswordFormSchema,
  signInSchema,
  signUpSchema,
  USERNAME_MAX_LENGTH,
  verifySchema,
} from './credentials';

const validSignUp = {
  username: 'Yusuf',
  email: 'yusuf@example.org',
  phone: '+48 600 100 200',
  password: 'correct horse',
};

function issuesOf<S extends v.GenericSchema>(schema: S, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldIssues(result.issues);
}

describe('signUpSchema', () => {
  it('accepts a complete sign-up and normalises the email', () => {
    const result = v.safeParse(signUpSchema, { ...validSignUp, email: '  Yusuf@Example.ORG ' });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ email: 'yusuf@example.org' });
  });

  it('requires all four fields, each with its own message', () => {
    expect(issuesOf(signUpSchema, { username: '', email: '', phone: '', password: '' })).toEqual({
      username: ISSUE.required,
      email: ISSUE.required,
      phone: ISSUE.required,
      password: ISSUE.required,
    });
    expect(issuesOf(signUpSchema, {})).toEqual({
      username: ISSUE.required,
      email: ISSUE.required,
      phone: ISSUE.required,
      password: ISSUE.required,
    });
  });

  it('treats whitespace-only text as empty', () => {
    expect(issuesOf(signUpSchema, { ...validSignUp, username: '   ' })).toEqual({ username: ISSUE.required });
  });

  it.each(['plainaddress', 'a@', '@example.org', 'a b@example.org'])('rejects the email %j', (email) => {
    expect(issuesOf(signUpSchema, { ...validSignUp, email })).toEqual({ email: ISSUE.emailInvalid });
  });

  it.each<[length: number, issue: string | undefined]>([
    [PASSWORD_MIN_LENGTH - 1, ISSUE.passwordTooShort],
    [PASSWORD_MIN_LENGTH, undefined],
    [PASSWORD_MAX_LENGTH, undefined],
    [PASSWORD_MAX_LENGTH + 1, ISSUE.passwordTooLong],
  ])('a password of %i characters gives %s', (length, issue) => {
    expect(issuesOf(signUpSchema, { ...validSignUp, password: 'x'.repeat(length) }).password).toBe(issue);
  });

  it.each([
    ['12ab5678', ISSUE.phoneInvalid],
    ['123', ISSUE.phoneInvalid],
    ['+48 (22) 123-45-67', undefined],
  ])('the phone %j gives %s', (phone, issue) => {
    expect(issuesOf(signUpSchema, { ...validSignUp, phone }).phone).toBe(issue);
  });

  it('limits the username length', () => {
    expect(issuesOf(signUpSchema, { ...validSignUp, username: 'u'.repeat(USERNAME_MAX_LENGTH + 1) })).toEqual(
      {
        username: ISSUE.usernameTooLong,
      },
    );
  });
});

describe('signInSchema', () => {
  it.each([
    [{ email: '', password: 'secret' }, { email: ISSUE.required }],
    [{ email: 'a@b.co', password: '' }, { password: ISSUE.required }],
    [{ email: '+48600100200', password: 'x' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(issuesOf(signInSchema, input)).toEqual(expected);
  });
});

describe('verification and reset codes', () => {
  it.each([
    ['123456', undefined],
    [' 123456 ', undefined],
    ['12345', ISSUE.codeInvalid],
    ['12345a', ISSUE.codeInvalid],
    ['', ISSUE.required],
  ])('the code %j gives %s', (code, issue) => {
    expect(issuesOf(verifySchema, { email: 'a@b.co', code }).code).toBe(issue);
  });

  it('checks the email, the code and the new password of a reset', () => {
    expect(issuesOf(resetConfirmSchema, { email: 'nope', code: '1', new_password: 'short' })).toEqual({
      email: ISSUE.emailInvalid,
      code: ISSUE.codeInvalid,
      new_password: ISSUE.passwordTooShort,
    });
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts two matching passwords', () => {
    expect(
      v.safeParse(resetPasswordFormSchema, { password: 'long enough', confirmPassword: 'long enough' })
        .success,
    ).toBe(true);
  });

  it('puts a mismatch under the repeated password', () => {
    expect(
      issuesOf(resetPasswordFormSchema, { password: 'long enough', confirmPassword: 'long enougH' }),
    ).toEqual({
      confirmPassword: ISSUE.passwordsMismatch,
    });
  });

  it('reports the repeated password as required before comparing', () => {
    expect(issuesOf(resetPasswordFormSchema, { password: 'long enough', confirmPassword: '' })).toEqual({
      confirmPassword: ISSUE.required,
    });
  });
});

describe('fieldIssues', () => {
  it('keeps the first issue of each field', () => {
    const issues = [
      { message: 'first', path: [{ key: 'email' }] },
      { message: 'second', path: [{ key: 'email' }] },
      { message: 'other', path: [{ key: 'password' }] },
    ] as unknown as v.BaseIssue<unknown>[];
    expect(fieldIssues(issues)).toEqual({ email: 'first', password: 'other' });
  });

  it('files an issue without a path under the empty key', () => {
    const result = v.safeParse(signUpSchema, 'not an object');
    expect(result.success).toBe(false);
    expect(fieldIssues(result.issues ?? [])).toEqual({ '': ISSUE.required });
  });

  it('returns nothing for no issues', () => {
    expect(fieldIssues([])).toEqual({});
  });
});
