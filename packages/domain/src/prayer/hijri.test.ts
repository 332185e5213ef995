import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatHijriDate, HIJRI_ISSUE, hijriDate, hijriOffsetSchema, isHijriOffset } from './hijri';

// Known Umm al-Qura dates: the starts of Ramadan, Shawwal (Eid al-Fitr), Dhu al-Hijjah and Muharram
// as Saudi Arabia's Umm al-Qura calendar published them for 1444-1447, and as Node 20's Intl
// (ICU 78, calendar islamic-umalqura) gives them.
describe('hijriDate', () => {
  it.each<[date: string, day: number, month: number, year: number]>([
    ['2023-03-23', 1, 9, 1444],
    ['2024-03-11', 1, 9, 1445],
    ['2024-04-10', 1, 10, 1445],
    ['2025-03-01', 1, 9, 1446],
    ['2025-03-30', 1, 10, 1446],
    ['2025-06-26', 1, 1, 1447],
    ['2026-02-17', 29, 8, 1447],
    ['2026-02-18', 1, 9, 1447],
    ['2026-02-19', 2, 9, 1447],
    ['2026-03-19', 30, 9, 1447],
    ['2026-03-20', 1, 10, 1447],
    ['2026-05-27', 10, 12, 1447],
    ['2026-06-16', 1, 1, 1448],
    ['2026-12-31', 22, 7, 1448],
    ['2027-01-01', 23, 7, 1448],
  ])('%s is %i/%i/%i', (date, day, month, year) => {
    expect(hijriDate(date, 0)).toEqual({ day, month, year });
  });

  it.each<[date: string, offset: number, day: number, month: number, year: number]>([
    ['2026-02-18', 0, 1, 9, 1447],
    ['2026-02-18', -1, 29, 8, 1447],
    ['2026-02-18', -2, 28, 8, 1447],
    ['2026-02-18', 1, 2, 9, 1447],
    ['2026-02-18', 2, 3, 9, 1447],
    // The offset crosses a civil month and a Hijri year.
    ['2026-06-15', 1, 1, 1, 1448],
    ['2026-06-16', -1, 29, 12, 1447],
    ['2026-12-31', 2, 24, 7, 1448],
    ['2027-01-01', -2, 21, 7, 1448],
  ])('%s with offset %i is %i/%i/%i', (date, offset, day, month, year) => {
    expect(hijriDate(date, offset)).toEqual({ day, month, year });
  });

  it('defaults to no offset', () => {
    expect(hijriDate('2026-02-18')).toEqual({ day: 1, month: 9, year: 1447 });
  });

  it.each<[date: string, offset: number]>([
    ['2026-02-18', 3],
    ['2026-02-18', -3],
    ['2026-02-18', 0.5],
    ['2026-02-18', Number.NaN],
    ['2026-02-30', 0],
    ['18.02.2026', 0],
  ])('refuses %s with offset %s', (date, offset) => {
    expect(() => hijriDate(date, offset)).toThrow(RangeError);
  });
});

describe('formatHijriDate', () => {
  it.each<[date: string, offset: number, locale: 'en' | 'ar' | 'pl', text: string]>([
    ['2026-02-18', 0, 'en', 'Ramadan 1, 1447 AH'],
    ['2026-02-18', 0, 'ar', '1 رمضان 1447 هـ'],
    ['2026-02-18', 0, 'pl', '1 Ramadan 1447 AH'],
    ['2026-02-18', -1, 'en', 'Shaʻban 29, 1447 AH'],
    ['2026-03-20', 0, 'ar', '1 شوال 1447 هـ'],
    ['2026-06-16', 0, 'en', 'Muharram 1, 1448 AH'],
    ['2026-05-27', 0, 'ar', '10 ذو الحجة 1447 هـ'],
  ])('%s (offset %i) in %s reads %s', (date, offset, locale, text) => {
    expect(formatHijriDate(date, offset, locale)).toBe(text);
  });

  it.each<[date: string, offset: number, locale: 'en' | 'ar' | 'pl', text: string]>([
    ['2026-02-18', 0, 'en', 'Ramadan 1'],
    ['2026-02-18', 0, 'ar', '1 رمضان'],
    ['2026-02-18', 1, 'pl', '2 Ramadan'],
  ])('%s (offset %i) in %s reads %s in a table row', (date, offset, locale, text) => {
    expect(formatHijriDate(date, offset, locale, 'dayMonth')).toBe(text);
  });

  it.each<[date: string, locale: 'en' | 'ar' | 'pl', text: string]>([
    ['2026-11-25', 'en', 'Jum. II 15'],
    ['2026-11-25', 'pl', '15 Dżu. II'],
    ['2027-02-10', 'en', 'Ram. 3'],
    // Arabic has no shorter month names: the short style keeps them whole.
    ['2026-11-25', 'ar', '15 جمادى الآخرة'],
  ])('%s in %s reads %s in a narrow table row', (date, locale, text) => {
    expect(formatHijriDate(date, 0, locale, 'dayMonthShort')).toBe(text);
  });

  it('writes Latin digits in Arabic, never Arabic-Indic ones', () => {
    expect(formatHijriDate('2026-12-31', 0, 'ar')).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(formatHijriDate('2026-12-31', 0, 'ar')).toContain('1448');
  });
});

describe('hijri offset', () => {
  it.each<[value: unknown, valid: boolean]>([
    [-2, true],
    [-1, true],
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [-3, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('%o is an offset: %s', (value, valid) => {
    expect(isHijriOffset(value)).toBe(valid);
    const result = v.safeParse(hijriOffsetSchema, value);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.issues[0]?.message).toBe(HIJRI_ISSUE.offsetInvalid);
  });
});
