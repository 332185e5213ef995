import { unisolatedLatinRuns } from '@minbar/ui/user-text/latin-runs';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';

describe("the dashboard's shared Arabic messages", () => {
  it('isolate the Latin they quote, so it is not reordered', () => {
    const bare = Object.entries(ar).flatMap(([id, message]) =>
      unisolatedLatinRuns(message).map((run) => `${id}: ${run}`),
    );
    expect(bare).toEqual([]);
  });
});
