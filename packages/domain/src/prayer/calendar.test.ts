import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  defaultRange,
  downloadYears,
  isKnownTimeZone,
  monthGrid,
  mosqueClockTime,
  mosqueToday,
  stepMonth,
  weekOf,
} from './calendar';

describe('stepMonth', () => {
  it.each<[year: number, month: number, step: number, expected: { year: number; month: number }]>([
    [2025, 3, 1, { year: 2025, month: 4 }],
    [2025, 3, -1, { year: 2025, month: 2 }],
    [2025, 12, 1, { year: 2026, month: 1 }],
    [2025, 1, -1, { year: 2024, month: 12 }],
    [2025, 11, 2, { year: 2026, month: 1 }],
    [2025, 2, -14, { year: 2023, month: 12 }],
    [2025, 6, 0, { year: 2025, month: 6 }],
    [2024, 1, 12, { year: 2025, month: 1 }],
  ])('%i-%i stepped by %i is %o', (year, month, step, expected) => {
    expect(stepMonth(year, month, step)).toEqual(expected);
  });
});

describe('monthGrid', () => {
  it.each<[year: number, month: number, first: string, last: string, weeks: number]>([
    // March 2026 starts on a Sunday: no leading days.
    [2026, 3, '2026-03-01', '2026-04-04', 5],
    // February 2026 starts on a Sunday and has exactly four weeks.
    [2026, 2, '2026-02-01', '2026-02-28', 4],
    // August 2026 starts on a Saturday and needs six rows.
    [2026, 8, '2026-07-26', '2026-09-05', 6],
    [2024, 2, '2024-01-28', '2024-03-02', 5],
    [2025, 12, '2025-11-30', '2026-01-03', 5],
  ])('%i-%i runs from %s to %s in %i weeks', (year, month, first, last, weeks) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid[0]?.[0]?.date).toBe(first);
    expect(grid.at(-1)?.at(-1)?.date).toBe(last);
  });

  it('starts every week on a Sunday and flags only the days of the month', () => {
    const grid = monthGrid(2026, 8);
    for (const week of grid) {
      expect(week).toHaveLength(7);
      expect(new Date(`${week[0]?.date}T12:00:00Z`).getUTCDay()).toBe(0);
    }
    const days = grid.flat();
    expect(days.filter((day) => day.inMonth).map((day) => day.day)).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    );
    expect(days[0]).toEqual({ date: '2026-07-26', day: 26, inMonth: false });
    expect(days.find((day) => day.date === '2026-08-01')).toEqual({
      date: '2026-08-01',
      day: 1,
      inMonth: true,
    });
  });

  it('holds 29 February only in a leap year', () => {
    expect(
      monthGrid(2024, 2)
        .flat()
        .some((day) => day.date === '2024-02-29' && day.inMonth),
    ).toBe(true);
    expect(
      monthGrid(2025, 2)
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(28);
  });
});

describe('defaultRange and downloadYears', () => {
  it.each([
    ['2026-03-15', '2026-03-01', '2026-03-31'],
    ['2024-02-01', '2024-02-01', '2024-02-29'],
    ['2025-02-28', '2025-02-01', '2025-02-28'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('on %s the range is %s to %s', (today, from, to) => {
    expect(defaultRange(today)).toEqual({ from, to });
  });

  it('offers this year and the nine before it, newest first', () => {
    expect(downloadYears('2026-01-01')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
});

describe('addDays and datesBetween', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('%s plus %i days is %s', (date, count, expected) => {
    expect(addDays(date, count)).toBe(expected);
  });

  it('lists every date of a range, both ends included', () => {
    expect(datesBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(datesBetween('2026-01-01', '2026-12-31')).toHaveLength(365);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('mosqueToday', () => {
  it.each<[instant: string, timeZone: string, today: string]>([
    // Late evening in UTC is already the next day in Warsaw: summer (UTC+2) and winter (UTC+1).
    ['2026-06-30T22:30:00Z', 'Europe/Warsaw', '2026-07-01'],
    ['2026-06-30T21:59:59Z', 'Europe/Warsaw', '2026-06-30'],
    ['2026-12-31T23:00:00Z', 'Europe/Warsaw', '2027-01-01'],
    ['2026-12-31T22:59:59Z', 'Europe/Warsaw', '2026-12-31'],
    // Spring forward, 29 March 2026 at 01:00 UTC: midnight of the 30th is 22:00 UTC on the 29th.
    ['2026-03-28T23:00:00Z', 'Europe/Warsaw', '2026-03-29'],
    ['2026-03-29T21:59:00Z', 'Europe/Warsaw', '2026-03-29'],
    ['2026-03-29T22:00:00Z', 'Europe/Warsaw', '2026-03-30'],
    // Fall back, 25 October 2026 at 01:00 UTC: that day lasts 25 hours and ends at 23:00 UTC.
    ['2026-10-24T22:00:00Z', 'Europe/Warsaw', '2026-10-25'],
    ['2026-10-25T22:30:00Z', 'Europe/Warsaw', '2026-10-25'],
    ['2026-10-25T23:00:00Z', 'Europe/Warsaw', '2026-10-26'],
    // Another configured zone, and the server's own UTC date for comparison.
    ['2026-03-01T16:00:00Z', 'Asia/Tokyo', '2026-03-02'],
    ['2026-03-01T03:00:00Z', 'America/New_York', '2026-02-28'],
    ['2026-06-30T22:30:00Z', 'UTC', '2026-06-30'],
  ])('at %s in %s the date is %s', (instant, timeZone, today) => {
    expect(mosqueToday(new Date(instant), timeZone)).toBe(today);
  });

  it.each([
    ['2026-03-29T00:59:00Z', '01:59'],
    ['2026-03-29T01:00:00Z', '03:00'],
    ['2026-10-25T00:30:00Z', '02:30'],
    ['2026-10-25T01:30:00Z', '02:30'],
    ['2026-07-01T22:05:00Z', '00:05'],
  ])('the Warsaw wall clock at %s reads %s', (instant, clock) => {
    expect(mosqueClockTime(new Date(instant), 'Europe/Warsaw')).toBe(clock);
  });

  it.each([
    ['Europe/Warsaw', true],
    ['UTC', true],
    ['Mars/Olympus', false],
  ])('knows the time zone %s: %s', (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
  });
});

describe('weekOf', () => {
  it.each([
    ['2026-11-23', '2026-11-22', '2026-11-28'],
    ['2026-11-22', '2026-11-22', '2026-11-28'],
    ['2026-11-28', '2026-11-22', '2026-11-28'],
    ['2026-12-31', '2026-12-27', '2027-01-02'],
    ['2024-03-01', '2024-02-25', '2024-03-02'],
  ])('the week of %s runs Sunday %s to Saturday %s', (date, sunday, saturday) => {
    const week = weekOf(date);
    expect(week).toHaveLength(7);
    expect([week[0], week[6]]).toEqual([sunday, saturday]);
    expect(week).toContain(date);
    expect(new Date(`${week[0]}T00:00:00Z`).getUTCDay()).toBe(0);
  });
});
