import { describe, expect, it } from 'vitest';
import { visualWords } from './bidi-line';

const drawn = (text: string, direction: 'ltr' | 'rtl') =>
  visualWords(text, direction)
    .filter((word) => !word.space)
    .map((word) => word.text);

describe('visualWords', () => {
  it.each<[string, string, 'ltr' | 'rtl', string[]]>([
    ['a Latin line as it is', 'Statement for 2026', 'ltr', ['Statement', 'for', '2026']],
    [
      'Polish letters as they are',
      'Zaświadczenie o darowiznach',
      'ltr',
      ['Zaświadczenie', 'o', 'darowiznach'],
    ],
    ['an Arabic line from the right', 'محمد عبد الله', 'rtl', ['الله', 'عبد', 'محمد']],
    [
      'a number inside Arabic keeps its digits in order',
      'كشف التبرعات لسنة 2026',
      'rtl',
      ['2026', 'لسنة', 'التبرعات', 'كشف'],
    ],
    [
      // As a browser shows it: the number and the Latin word are runs of their own.
      'an amount with its currency inside Arabic',
      'المبلغ: 100,00 zł',
      'rtl',
      ['zł', '100,00', 'المبلغ:'],
    ],
    [
      'an isolated amount keeps its currency after it',
      'المبلغ: \u2066100,00 zł\u2069',
      'rtl',
      ['100,00', 'zł', 'المبلغ:'],
    ],
    [
      'an Arabic name in an English sentence stays one right-to-left stretch',
      'Given by محمد عبد الله today',
      'ltr',
      ['Given', 'by', 'الله', 'عبد', 'محمد', 'today'],
    ],
    [
      'isolation marks are followed, not drawn',
      'المتبرع: \u2068Anna Nowak\u2069',
      'rtl',
      ['Anna', 'Nowak', 'المتبرع:'],
    ],
    // Mirrored here, then laid out from the right by the font: the reader sees '(صدقة)'.
    ['brackets are mirrored in a right-to-left run', 'الزكاة (صدقة)', 'rtl', [')صدقة(', 'الزكاة']],
  ])('%s', (_, text, direction, expected) => {
    expect(drawn(text, direction)).toEqual(expected);
  });

  it('keeps the spaces between words, once each', () => {
    const words = visualWords('محمد عبد', 'rtl');
    expect(words.map((word) => (word.space ? ' ' : word.text))).toEqual(['عبد', ' ', 'محمد']);
    expect(words.every((word) => word.rtl)).toBe(true);
  });
});
