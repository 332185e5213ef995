import { describe, expect, it } from 'vitest';
import { isolateBareRuns, unisolatedRuns } from './direction-runs';

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
const RLM = '\u200F';
const LRM = '\u200E';

describe('unisolatedRuns', () => {
  it('finds a phone number, a signed amount and digits joined to Latin left bare in Arabic', () => {
    expect(unisolatedRuns('الهاتف: +48 22 000 00 00')).toEqual(['+48 22 000 00 00']);
    expect(unisolatedRuns('اتصلوا على 600 100 200 من فضلكم')).toEqual(['600 100 200']);
    expect(unisolatedRuns('خصم العائلة −10 PLN')).toEqual(['−10 PLN']);
    // Intl's own amount, after a sign written in front of it: the right-to-left mark keeps the sign apart.
    expect(unisolatedRuns(`الخصم: −${RLM}10.00 PLN`)).toEqual(['−10.00 PLN']);
    expect(unisolatedRuns('بطاقة تطلب التحقق (3-D Secure)')).toEqual(['3-D Secure)']);
    expect(unisolatedRuns('الرمز 2048-BK جاهز')).toEqual(['2048-BK']);
    expect(unisolatedRuns(`الخصم: −${FSI}10 PLN${PDI}`)).toEqual([`−\uFFFC`]);
    expect(unisolatedRuns(`الديون − ${RLM}2,000 PLN`)).toEqual(['− 2,000 PLN']);
  });

  it('accepts the same runs isolated, and runs the algorithm already draws in order', () => {
    expect(unisolatedRuns(`الهاتف: ${LRI}+48 22 000 00 00${PDI}`)).toEqual([]);
    expect(unisolatedRuns(`خصم العائلة ${FSI}−10 PLN${PDI}`)).toEqual([]);
    expect(unisolatedRuns(`بطاقة تطلب التحقق (${FSI}3-D Secure${PDI})`)).toEqual([]);
    // A left-to-right mark before the sign, as Intl writes a negative amount in Arabic.
    expect(unisolatedRuns(`${RLM}${LRM}-10.00 PLN`)).toEqual([]);
    // Led by a Latin letter: drawn in order.
    expect(unisolatedRuns('حوّلوا إلى PL61 1090 1014 0000 0712')).toEqual([]);
    expect(unisolatedRuns('افتحوا http://localhost:4174/monthly/x.y')).toEqual([]);
    // An amount and its currency, a date, a time, a range, counts and a hyphenated word.
    expect(unisolatedRuns(`شكرًا لتبرعكم بمبلغ ${RLM}1,250.00 PLN لصالح السقف`)).toEqual([]);
    expect(unisolatedRuns('في 2026-03-20 من 18:30 إلى 20:00، 3 بالغين، 11 طفلًا، 12:00pm')).toEqual([]);
    // Numbers one after another, read as the line runs: a year and a count, a list of dates.
    expect(unisolatedRuns('في نوفمبر 2026 30 يومًا')).toEqual([]);
    expect(unisolatedRuns('الأيام 2025-02-03, 2025-02-05 و 5 مارس 2030, 12:00')).toEqual([]);
    // A hyphen a space apart is a dash between words, drawn where it stands.
    expect(unisolatedRuns('الدرس - 18:30')).toEqual([]);
  });

  it('reads each line on its own', () => {
    expect(unisolatedRuns('Tel.\n+48 22 000 00 00')).toEqual(['+48 22 000 00 00']);
    expect(unisolatedRuns('Tel. +48 22 000 00 00')).toEqual([]);
  });
});

describe('isolateBareRuns', () => {
  it('wraps each run drawn out of order in left-to-right isolate marks, and leaves the rest as it is', () => {
    expect(isolateBareRuns('الهاتف: +48 22 000 00 00.')).toBe(`الهاتف: ${LRI}+48 22 000 00 00${PDI}.`);
    expect(isolateBareRuns(`خصم −${FSI}10 PLN${PDI} و(3-D Secure)`)).toBe(
      `خصم ${LRI}−${FSI}10 PLN${PDI}${PDI} و(${LRI}3-D Secure)${PDI}`,
    );
    const fine = `شكرًا لتبرعكم بمبلغ ${RLM}1,250.00 PLN في ${FSI}+48 22${PDI}`;
    expect(isolateBareRuns(fine)).toBe(fine);
  });

  it('leaves nothing for the check to find', () => {
    for (const text of ['الهاتف: +48 22 000 00 00', `الخصم: −${RLM}10.00 PLN`, 'الرمز 2048-BK جاهز']) {
      expect(unisolatedRuns(isolateBareRuns(text))).toEqual([]);
    }
  });
});
