import { describe, expect, it } from 'vitest';
import { calculatedMonth, canCalculateFor, useCalculatedMonth } from './use-calculated-month';

describe('calculated suggestions for a month', () => {
  it('gives every day of the month five ordered HH:MM times on the mosque clock', () => {
    const june = calculatedMonth('Warsaw', 2026, 6);
    const dates = Object.keys(june);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-06-01');
    expect(dates.at(-1)).toBe('2026-06-30');
    for (const times of Object.values(june)) {
      const order = [times.fajr, times.dhuhr, times.asr, times.maghrib, times.isha];
      for (const time of order) expect(time).toMatch(/^[0-2][0-9]:[0-5][0-9]$/);
      expect([...order].sort()).toEqual(order);
    }
  });

  it('writes Warsaw summer time: dhuhr near 12:40 in June, not the UTC 10:40', () => {
    const dhuhr = calculatedMonth('Warsaw', 2026, 6)['2026-06-21']?.dhuhr ?? '';
    expect(dhuhr >= '12:30' && dhuhr <= '12:50').toBe(true);
  });

  it('keeps fajr defined in a Polish June through the one-seventh-of-the-night rule', () => {
    const fajr = calculatedMonth('Gdansk', 2026, 6)['2026-06-21']?.fajr ?? '';
    expect(fajr).toMatch(/^0[0-3]:/);
  });

  it('moves Asr later with the Hanafi school', () => {
    const shafi = calculatedMonth('Krakow', 2026, 3, { asrSchool: 'shafi' })['2026-03-10']?.asr ?? '';
    const hanafi = calculatedMonth('Krakow', 2026, 3, { asrSchool: 'hanafi' })['2026-03-10']?.asr ?? '';
    expect(hanafi > shafi).toBe(true);
  });

  it("follows the chosen method: ISNA's 15° puts fajr later than the Muslim World League's 18°", () => {
    const mwl = calculatedMonth('Warsaw', 2026, 3)['2026-03-10']?.fajr ?? '';
    const isna = calculatedMonth('Warsaw', 2026, 3, { method: 'NorthAmerica' })['2026-03-10']?.fajr ?? '';
    expect(isna > mwl).toBe(true);
  });

  it('finds the city whatever its case, and gives nothing for a city without coordinates', () => {
    expect(Object.keys(calculatedMonth('warsaw', 2026, 2))).toHaveLength(28);
    expect(canCalculateFor('Atlantis')).toBe(false);
    expect(calculatedMonth('Atlantis', 2026, 2)).toEqual({});
  });

  it('is reachable through the hook the add-prayers modal uses', () => {
    expect(useCalculatedMonth().fillMonth('Poznan', 2024, 2)['2024-02-29']).toBeDefined();
  });
});
