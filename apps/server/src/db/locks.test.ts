import { describe, expect, it } from 'vitest';
import * as locks from './locks';

describe('advisory lock ids', () => {
  const ids = Object.values(locks);

  // ATHAN_DATE_LOCK is the first key of a two-key lock, whose keys are 32-bit integers.
  it.each(Object.entries(locks))('%s is a positive 32-bit key', (_name, id) => {
    expect(Number.isInteger(id) && id > 0 && id < 2 ** 31).toBe(true);
  });

  it('never share a value, so two kinds of work never wait for each other by accident', () => {
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
