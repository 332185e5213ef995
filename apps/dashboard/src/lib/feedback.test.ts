import { ApiError } from '@minbar/api/errors';
import { describe, expect, it } from 'vitest';
import { commonFailure, networkFailure } from './feedback';

describe('networkFailure', () => {
  const noAnswer = new ApiError({ kind: 'network' });

  it('says nothing was sent when the browser is offline, and promises nothing when it is online', () => {
    expect(networkFailure(noAnswer, false)).toEqual({ id: 'error.offline' });
    expect(networkFailure(noAnswer, true)).toEqual({ id: 'error.network' });
  });

  it("recognises fetch's own TypeError, not only the client's error", () => {
    expect(networkFailure(new TypeError('Failed to fetch'), false)).toEqual({ id: 'error.offline' });
    expect(commonFailure(new TypeError('Failed to fetch'))).toEqual({ id: 'error.network' });
  });

  it('leaves answers from the server to the other messages', () => {
    expect(networkFailure(new ApiError({ kind: 'http', status: 500 }), false)).toBeNull();
    expect(commonFailure(new ApiError({ kind: 'http', status: 500 }))).toEqual({ id: 'error.server' });
  });
});
