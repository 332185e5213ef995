import { ApiError } from '@minbar/api/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileIssueMessage, importFailure, rowIssueMessage } from './import-issues';

describe('importFailure', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the rule and the dates of a batch the server refused', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Prayer times must be in order: 2026-01-02',
      body: { detail: 'x', code: 'prayer.order', dates: ['2026-01-02'] },
    });
    expect(importFailure(error)).toEqual({
      kind: 'rejected',
      message: 'tools.import.issue.order',
      dates: ['2026-01-02'],
    });
  });

  it('says when the server could not be reached, and that nothing was sent when offline', () => {
    expect(importFailure(new ApiError({ kind: 'network' }))).toEqual({
      kind: 'network',
      message: 'error.network',
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(importFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'network',
      message: 'error.offline',
    });
  });

  it("keeps the server's own words for any other failure, and has none for a non-API error", () => {
    expect(
      importFailure(new ApiError({ kind: 'http', status: 403, detail: 'Not enough permissions' })),
    ).toEqual({
      kind: 'other',
      detail: 'Not enough permissions',
    });
    expect(importFailure(new ApiError({ kind: 'http', status: 500 }))).toEqual({
      kind: 'other',
      detail: null,
    });
    expect(importFailure(new Error('boom'))).toEqual({ kind: 'other', detail: null });
  });
});

describe('issue messages', () => {
  it('has a message for every row issue and the file issues the preview shows', () => {
    expect(rowIssueMessage('import.day_invalid')).toBe('tools.import.issue.dayInvalid');
    expect(rowIssueMessage('prayer.incomplete')).toBe('tools.import.issue.incomplete');
    expect(fileIssueMessage('import.format_unknown')).toBe('tools.import.fileIssue.formatUnknown');
    expect(fileIssueMessage('prayer.none_entered')).toBe('tools.import.fileIssue.noneEntered');
    expect(fileIssueMessage('import.month_mismatch')).toBe('tools.import.fileIssue.monthMismatch');
    // Invalid rows are stated by the summary with their row numbers, not as a second message.
    expect(fileIssueMessage('import.rows_invalid')).toBeNull();
  });
});
