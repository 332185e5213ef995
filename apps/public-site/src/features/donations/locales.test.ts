import { unisolatedLatinRuns } from '@minbar/ui/user-text/latin-runs';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';

describe('the gift pages’ messages in Arabic', () => {
  it('isolate the Latin they quote (3-D Secure, a currency code), so it is not reordered', () => {
    const bare = Object.entries(ar).flatMap(([id, message]) =>
      unisolatedLatinRuns(message).map((run) => `${id}: ${run}`),
    );
    expect(bare).toEqual([]);
  });
});
