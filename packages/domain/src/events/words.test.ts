import { describe, expect, it } from 'vitest';
import { firstWords } from './words';

describe('firstWords', () => {
  it.each([
    ['Family picnic', 'Family picnic'],
    ['  Family   picnic  by the lake ', 'Family picnic by the lake'],
    ['One two three four five six', 'One two three four five…'],
    ['رحلة عائلية إلى البحيرة في فصل الصيف', 'رحلة عائلية إلى البحيرة في…'],
    ['', ''],
    ['   ', ''],
  ])('%j is shown as %j', (text, shown) => {
    expect(firstWords(text)).toBe(shown);
  });

  it('takes another count, and adds the ellipsis only when words were cut', () => {
    expect(firstWords('a b c', 3)).toBe('a b c');
    expect(firstWords('a b c d', 3)).toBe('a b c…');
    expect(firstWords('Lecture\non\tfasting', 2)).toBe('Lecture on…');
  });
});
