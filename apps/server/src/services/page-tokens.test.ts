import { describe, expect, it } from 'vitest';
import { newPageToken, pageTokenMatches } from './page-tokens';

describe('page tokens', () => {
  it('are random, URL-safe and 24 characters long', () => {
    const tokens = new Set(Array.from({ length: 50 }, newPageToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it.each<[string | null, string, boolean]>([
    ['abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvwx', true],
    ['abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvwy', false],
    ['abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvw', false],
    [null, 'abcdefghijklmnopqrstuvwx', false],
  ])('%j against %j: %j', (expected, given, matches) => {
    expect(pageTokenMatches(expected, given)).toBe(matches);
  });
});
