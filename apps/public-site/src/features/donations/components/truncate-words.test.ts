import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps a text of eight words or fewer whole', () => {
    expect(truncateWords('Help us repair the roof before winter')).toBe(
      'Help us repair the roof before winter',
    );
    expect(truncateWords('one two three four five six seven eight')).toBe(
      'one two three four five six seven eight',
    );
  });

  it('cuts after the eighth word and marks the cut', () => {
    expect(truncateWords('one two three four five six seven eight nine ten')).toBe(
      'one two three four five six seven eight…',
    );
  });

  it('counts words across any spacing, in any script', () => {
    expect(truncateWords('  ساعدونا   في  ترميم سقف المسجد قبل حلول الشتاء القادم ', 8)).toBe(
      'ساعدونا في ترميم سقف المسجد قبل حلول الشتاء…',
    );
  });
});
