import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';

describe("the gift pages' messages", () => {
  it('have the same keys in en, ar and pl, each translated', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    expect(Object.keys(pl).sort()).toEqual(keys);
    for (const key of keys) {
      const id = key as keyof typeof en;
      expect(ar[id], `ar ${id}`).not.toBe(en[id]);
      expect(pl[id], `pl ${id}`).not.toBe(en[id]);
    }
  });
});
