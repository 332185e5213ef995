import { describe, expect, it } from 'vitest';
import { calculateDay, calculateMonth, calculateYear } from './calculated-times';
import { findPolishCity } from './cities';
import { isInPrayerOrder, parseTime } from './prayers';

const WARSAW = findPolishCity('Warsaw')!;
const GDANSK = findPolishCity('Gdansk')!;

const minutesApart = (a: string, b: string) => Math.abs((parseTime(a) ?? 0) - (parseTime(b) ?? 0));

describe('calculated athan times', () => {
  // Reference: Warsaw's solar noon and sunset from almanac tables (dhuhr is noon plus a minute's
  // margin, maghrib is sunset), on the winter clock in March and December and the summer clock in June.
  it.each([
    ['2026-03-21', { dhuhr: '11:43', maghrib: '17:52' }],
    ['2026-06-21', { dhuhr: '12:38', maghrib: '21:01' }],
    ['2026-12-21', { dhuhr: '11:34', maghrib: '15:25' }],
  ])('puts Warsaw noon and sunset on %s where the sun does', (date, expected) => {
    const day = calculateDay(WARSAW, date, 'Europe/Warsaw');
    expect(minutesApart(day.dhuhr, expected.dhuhr)).toBeLessThanOrEqual(3);
    expect(minutesApart(day.maghrib, expected.maghrib)).toBeLessThanOrEqual(3);
  });

  it('writes summer times on the summer clock: dhuhr an hour later in July than in December', () => {
    const july = calculateDay(WARSAW, '2026-07-01', 'Europe/Warsaw');
    const december = calculateDay(WARSAW, '2026-12-01', 'Europe/Warsaw');
    expect((parseTime(july.dhuhr) ?? 0) - (parseTime(december.dhuhr) ?? 0)).toBeGreaterThan(50);
  });

  it('keeps fajr and isha defined in a northern June thanks to the seventh-of-the-night rule', () => {
    const june = calculateDay(GDANSK, '2026-06-21', 'Europe/Warsaw');
    expect(isInPrayerOrder(june)).toBe(true);
    expect(parseTime(june.fajr)).toBeGreaterThan(parseTime('01:30') ?? 0);
    expect(parseTime(june.isha)).toBeLessThan(parseTime('23:59') ?? 0);
  });

  it('moves Asr later under the Hanafi school and fajr under another method', () => {
    const shafi = calculateDay(WARSAW, '2026-05-01', 'Europe/Warsaw');
    const hanafi = calculateDay(WARSAW, '2026-05-01', 'Europe/Warsaw', { asrSchool: 'hanafi' });
    expect((parseTime(hanafi.asr) ?? 0) - (parseTime(shafi.asr) ?? 0)).toBeGreaterThan(30);
    const egyptian = calculateDay(WARSAW, '2026-02-01', 'Europe/Warsaw', { method: 'Egyptian' });
    const mwl = calculateDay(WARSAW, '2026-02-01', 'Europe/Warsaw');
    expect(parseTime(egyptian.fajr)).toBeLessThan(parseTime(mwl.fajr) ?? 0);
  });

  it('fills every day of a month and a year in prayer order', () => {
    const february = calculateMonth(WARSAW, 2024, 2, 'Europe/Warsaw');
    expect(february.map((day) => day.date)).toHaveLength(29);
    expect(february.at(-1)?.date).toBe('2024-02-29');
    const year = calculateYear(WARSAW, 2026, 'Europe/Warsaw');
    expect(year).toHaveLength(365);
    expect(year.every((day) => isInPrayerOrder(day))).toBe(true);
  });
});
