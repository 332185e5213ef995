import { describe, expect, it } from 'vitest';
import { ltrText } from '../ltr/ltr';
import { unisolatedLatinRuns } from './latin-runs';
import { isolateText } from './user-text';

describe('unisolatedLatinRuns', () => {
  it('finds lists, formats and bracketed words of Latin text left bare in a message', () => {
    expect(unisolatedLatinRuns('ارفع سنة (date, fajr, isha) الآن')).toEqual(['(date, fajr, isha)']);
    expect(unisolatedLatinRuns('الوقت غير صالح (HH:MM).')).toEqual(['(HH:MM)']);
    expect(unisolatedLatinRuns('حرف غير مسموح (NUL).')).toEqual(['(NUL)']);
  });

  it('accepts isolated runs, single words, placeholders and plural keywords', () => {
    expect(unisolatedLatinRuns(`ارفع سنة (${isolateText('date, fajr, isha')}) من Mawaqit`)).toEqual([]);
    expect(unisolatedLatinRuns(`يطلب تأكيد مصرفك (${ltrText('3-D Secure')})`)).toEqual([]);
    expect(unisolatedLatinRuns('{count, plural, one {# يوم} two {يومان} other {# يومًا}} في {city}')).toEqual(
      [],
    );
  });
});
