import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../access/credentials';
import { askerDisplayName, newQuestionSchema, QUESTION_MAX_LENGTH } from './question';
import { FATWA_ISSUE } from './reply';

function issuesOf(input: unknown) {
  const result = v.safeParse(newQuestionSchema, input);
  return result.success ? {} : fieldIssues(result.issues);
}

describe('newQuestionSchema', () => {
  it('trims the question and defaults is_anonymous to false', () => {
    expect(v.parse(newQuestionSchema, { question: '  Is zakat due on gold jewellery?  ' })).toEqual({
      question: 'Is zakat due on gold jewellery?',
      is_anonymous: false,
    });
    expect(v.parse(newQuestionSchema, { question: 'سؤال', is_anonymous: true })).toEqual({
      question: 'سؤال',
      is_anonymous: true,
    });
  });

  it.each<[input: unknown, issues: Record<string, string>]>([
    [{}, { question: FATWA_ISSUE.required }],
    [{ question: '' }, { question: FATWA_ISSUE.required }],
    [{ question: '   ' }, { question: FATWA_ISSUE.required }],
    [{ question: 'q'.repeat(QUESTION_MAX_LENGTH + 1) }, { question: FATWA_ISSUE.questionTooLong }],
    [{ question: 'ok', is_anonymous: 'yes' }, { is_anonymous: FATWA_ISSUE.invalidFlag }],
    [null, { '': FATWA_ISSUE.required }],
  ])('%j is refused with %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it('accepts a question of one and of the maximum number of characters', () => {
    expect(issuesOf({ question: '?' })).toEqual({});
    expect(issuesOf({ question: 'q'.repeat(QUESTION_MAX_LENGTH) })).toEqual({});
  });
});

describe('askerDisplayName', () => {
  it.each<[question: { username?: string | null; is_anonymous: boolean }, expected: unknown]>([
    [
      { username: 'Yusuf', is_anonymous: false },
      { kind: 'user', name: 'Yusuf' },
    ],
    [{ username: 'Yusuf', is_anonymous: true }, { kind: 'anonymous' }],
    [{ username: null, is_anonymous: true }, { kind: 'anonymous' }],
    [{ username: null, is_anonymous: false }, { kind: 'unknown' }],
    [{ is_anonymous: false }, { kind: 'unknown' }],
    [{ username: '   ', is_anonymous: false }, { kind: 'unknown' }],
  ])('%j -> %j', (question, expected) => {
    expect(askerDisplayName(question)).toEqual(expected);
  });
});
