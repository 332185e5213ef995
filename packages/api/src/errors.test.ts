import { ofetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isNetworkFailure, normaliseErrorBody, parseRetryAfter } from './errors';

describe('normaliseErrorBody', () => {
  it('files the first message of each field and names the field by the last text part of loc', () => {
    expect(
      normaliseErrorBody({
        detail: [
          { loc: ['body', 'data', 2, 'fajr'], msg: 'Bad time', type: 'time.invalid' },
          { loc: ['query', 'page'], msg: 'Not a number', type: 'int_parsing' },
        ],
      }),
    ).toEqual({
      detail: 'Bad time',
      fieldErrors: {
        fajr: { code: 'time.invalid', message: 'Bad time' },
        page: { code: 'int_parsing', message: 'Not a number' },
      },
    });
  });

  it('shows a problem with the whole body on top, not under a field', () => {
    expect(
      normaliseErrorBody({ detail: [{ loc: ['body'], msg: 'Invalid JSON', type: 'json_invalid' }] }),
    ).toEqual({
      detail: 'Invalid JSON',
      fieldErrors: {},
    });
  });

  it('prefers the detail to the message and combines errors lists with it', () => {
    expect(
      normaliseErrorBody({
        detail: 'Sign-up failed',
        message: 'ignored',
        errors: [{ field: 'email', message: 'Taken' }],
      }),
    ).toEqual({ detail: 'Sign-up failed', fieldErrors: { email: { code: 'unknown', message: 'Taken' } } });
  });

  it('takes the first message of a list in a detail object', () => {
    expect(normaliseErrorBody({ detail: { email: ['Taken', 'Other'] } }).fieldErrors).toEqual({
      email: { code: 'unknown', message: 'Taken' },
    });
  });

  it.each([undefined, null, '', '   ', 42, { detail: 5 }, []])('finds nothing in %j', (body) => {
    expect(normaliseErrorBody(body)).toEqual({ detail: null, fieldErrors: {} });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['120', 120],
    ['1.2', 2],
    ['Sat, 01 Mar 2025 12:01:30 GMT', 90],
    ['Sat, 01 Mar 2025 11:00:00 GMT', 0],
    ['soon', null],
  ])('%j gives %s seconds', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

describe('ApiError', () => {
  it('describes itself by its detail, else by its kind', () => {
    expect(new ApiError({ kind: 'http', status: 404, detail: 'User not found' }).message).toBe(
      'User not found',
    );
    expect(new ApiError({ kind: 'http', status: 500 }).message).toBe('HTTP 500');
    expect(new ApiError({ kind: 'network' }).message).toBe('Network error');
  });

  it('is recognised by isApiError and nothing else is', () => {
    expect(isApiError(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
  });
});

describe('isNetworkFailure', () => {
  /** What ofetch throws when fetch itself rejects with `failure`. */
  async function ofetchFailure(failure: Error): Promise<unknown> {
    const $fetch = ofetch.create({ retry: 0 }, { fetch: () => Promise.reject(failure) });
    return $fetch('http://localhost/api/prayer-settings/minutes-after', { method: 'POST' }).catch(
      (error: unknown) => error,
    );
  }

  it('recognises every shape of a call that got no answer', async () => {
    expect(isNetworkFailure(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(await ofetchFailure(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('leaves answers, aborted calls and programming errors to the other messages', async () => {
    expect(isNetworkFailure(new ApiError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isNetworkFailure(new ApiError({ kind: 'contract', status: 200 }))).toBe(false);
    expect(isNetworkFailure(await ofetchFailure(new DOMException('stopped', 'AbortError')))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkFailure('Failed to fetch')).toBe(false);
  });
});
