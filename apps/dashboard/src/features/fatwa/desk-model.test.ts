import { ApiError } from '@minbar/api/errors';
import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { FATWA_TEXT_MAX_LENGTH } from '@minbar/domain/fatwa/reply';
import { describe, expect, it } from 'vitest';
import {
  canActOnFatwa,
  emptyDraft,
  fatwaFailure,
  formatFatwaTime,
  replyIssueMessage,
  rowBadge,
  serverReplyErrors,
} from './desk-model';

function question(overrides: Partial<FatwaQuestion> = {}): FatwaQuestion {
  return {
    id: 1,
    question: 'Is it allowed to combine prayers while travelling?',
    username: 'yusuf',
    is_anonymous: false,
    created_at: '2026-11-20T14:05:00Z',
    is_active: true,
    responses: [],
    ...overrides,
  };
}

const answer = {
  id: 9,
  question_by_language: 'q',
  response: 'r',
  question_en: 'q',
  response_en: 'r',
  question_ar: 'س',
  response_ar: 'ج',
  question_pl: 'p',
  response_pl: 'o',
};

describe('canActOnFatwa', () => {
  it.each([
    [{ role: 'imam', roles: ['imam'] }, true],
    [{ role: 'admin', roles: ['admin', 'imam'] }, true],
    [{ role: 'imam', roles: [] }, true],
    [{ role: 'admin', roles: ['admin'] }, false],
    [null, false],
  ])('%j may act: %s', (session, expected) => {
    expect(canActOnFatwa(session)).toBe(expected);
  });
});

describe('rowBadge', () => {
  const waiting = question({ id: 1 });
  const answered = question({ id: 2, responses: [answer] });
  const canceled = question({ id: 3, is_active: false });

  it('marks a canceled question C in every filter', () => {
    for (const filter of ['all', 'unanswered', 'answered', 'canceled'] as const) {
      expect(rowBadge(filter, canceled, new Set([3]))).toBe('canceled');
    }
  });

  it('follows the unanswered list in the All filter, not the responses it carries', () => {
    expect(rowBadge('all', waiting, new Set([1]))).toBe('unanswered');
    expect(rowBadge('all', waiting, new Set())).toBeNull();
    expect(rowBadge('all', answered, new Set([1]))).toBeNull();
  });

  it('falls back to the responses until the unanswered list has arrived', () => {
    expect(rowBadge('all', waiting, null)).toBe('unanswered');
    expect(rowBadge('all', answered, null)).toBeNull();
  });

  it('gives every active row of Unanswered a 1 and none of Answered', () => {
    expect(rowBadge('unanswered', waiting, null)).toBe('unanswered');
    expect(rowBadge('answered', answered, null)).toBeNull();
  });
});

describe('formatFatwaTime', () => {
  const now = new Date('2026-11-20T18:00:00Z');

  it.each(['en', 'ar', 'pl'])('shows a time of today in 24-hour form with Latin digits in %s', (locale) => {
    expect(formatFatwaTime('2026-11-20T14:05:00Z', locale, now)).toBe('14:05');
  });

  it('adds the day for an earlier date, and the year for an earlier year', () => {
    expect(formatFatwaTime('2026-11-02T09:30:00Z', 'en', now)).toBe('Nov 2 09:30');
    expect(formatFatwaTime('2025-03-02T21:10:00Z', 'pl', now)).toMatch(/^2 mar 2025 21:10$/);
    expect(formatFatwaTime('2026-11-02T09:30:00Z', 'ar', now)).toMatch(/^2 .+ 09:30$/);
  });
});

describe('fatwaFailure', () => {
  it('translates the server details it knows', () => {
    const missing = new ApiError({ kind: 'http', status: 404, detail: 'Question not found' });
    expect(fatwaFailure(missing, 'fatwa.error.create')).toEqual({ id: 'fatwa.error.questionNotFound' });
    const canceled = new ApiError({
      kind: 'http',
      status: 409,
      detail: 'Cannot answer a canceled question: activate it first',
    });
    expect(fatwaFailure(canceled, 'fatwa.error.create')).toEqual({ id: 'fatwa.error.questionCanceled' });
  });

  it('names a network fault, and the action for anything else', () => {
    expect(fatwaFailure(new ApiError({ kind: 'network' }), 'fatwa.error.delete')).toEqual({
      id: 'error.network',
    });
    expect(fatwaFailure(new ApiError({ kind: 'http', status: 500 }), 'fatwa.error.delete')).toEqual({
      id: 'fatwa.error.delete',
    });
    expect(fatwaFailure(new Error('boom'), 'fatwa.error.activate')).toEqual({ id: 'fatwa.error.activate' });
  });
});

describe('the reply draft', () => {
  it("starts with the asker's words in the question field of their language", () => {
    const draft = emptyDraft({ question: 'Czy można pościć w podróży?', language: 'pl' });
    expect(draft.question_pl).toBe('Czy można pościć w podróży?');
    expect(draft.question_en).toBe('');
    expect(emptyDraft({ question: 'x', language: 'de' }).question_en).toBe('');
  });

  it('words the issue codes of the reply schema: the length limit, a NUL character, else a missing text', () => {
    expect(replyIssueMessage('fatwa.too_long')).toEqual({
      id: 'fatwa.validation.tooLong',
      values: { max: FATWA_TEXT_MAX_LENGTH },
    });
    expect(replyIssueMessage('text.invalid_character')).toEqual({ id: 'fatwa.validation.invalidCharacter' });
    expect(replyIssueMessage('field.required')).toEqual({ id: 'fatwa.validation.required' });
  });

  it('maps the field errors of a 422 answer onto the fields of the reply', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: { response_en: { code: 'field.required', message: 'Field required' } },
    });
    expect(serverReplyErrors(error)).toEqual({ response_en: { id: 'fatwa.validation.required' } });
  });
});
