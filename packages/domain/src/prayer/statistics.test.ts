import { describe, expect, it } from 'vitest';
import { monthStatistics, type StatisticsDay } from './statistics';

const day = (date: string, times: Partial<Omit<StatisticsDay, 'date'>> = {}): StatisticsDay => ({
  date,
  fajr: '04:10:00',
  dhuhr: '12:30:00',
  asr: '16:05:00',
  maghrib: '20:15:00',
  isha: '22:00:00',
  ...times,
});

const of = (days: StatisticsDay[], year = 2026, month = 6) => monthStatistics(days, year, month);
const prayer = (stats: ReturnType<typeof monthStatistics>, name: string) =>
  stats.prayers.find((item) => item.prayer === name);

describe('monthStatistics', () => {
  it('lists the five prayers in the order of the day', () => {
    expect(of([]).prayers.map((item) => item.prayer)).toEqual(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
  });

  it('counts every day of an empty month as missing and names no extremes', () => {
    const stats = of([], 2026, 6);
    expect(stats.daysInMonth).toBe(30);
    for (const item of stats.prayers) {
      expect(item).toMatchObject({ earliest: null, latest: null, entered: 0, missing: 30 });
      expect(item.missingDates).toHaveLength(30);
    }
  });

  it.each([
    { year: 2024, month: 2, days: 29 },
    { year: 2025, month: 2, days: 28 },
    { year: 2026, month: 1, days: 31 },
    { year: 2026, month: 4, days: 30 },
  ])('knows that $year-$month has $days days', ({ year, month, days }) => {
    expect(of([], year, month).daysInMonth).toBe(days);
    expect(prayer(of([], year, month), 'isha')?.missing).toBe(days);
  });

  it('names the earliest and latest time of each prayer with its date, as HH:MM', () => {
    const stats = of([
      day('2026-06-01', { fajr: '02:40:00', isha: '22:50:00' }),
      day('2026-06-02', { fajr: '02:35:00', isha: '23:01:00' }),
      day('2026-06-03', { fajr: '02:38', isha: '22:58' }),
    ]);
    expect(prayer(stats, 'fajr')).toMatchObject({
      earliest: { time: '02:35', date: '2026-06-02' },
      latest: { time: '02:40', date: '2026-06-01' },
      entered: 3,
      missing: 27,
    });
    expect(prayer(stats, 'isha')).toMatchObject({
      earliest: { time: '22:50', date: '2026-06-01' },
      latest: { time: '23:01', date: '2026-06-02' },
    });
  });

  it('names the first date of the month on a tie, whatever the order of the rows', () => {
    const stats = of([day('2026-06-09'), day('2026-06-03'), day('2026-06-05')]);
    expect(prayer(stats, 'dhuhr')).toMatchObject({
      earliest: { time: '12:30', date: '2026-06-03' },
      latest: { time: '12:30', date: '2026-06-03' },
    });
  });

  it('counts a prayer as missing on a day whose time is empty, null or unreadable', () => {
    const stats = of([
      day('2026-06-01', { asr: '' }),
      day('2026-06-02', { asr: null }),
      day('2026-06-03', { asr: '25:00' }),
      day('2026-06-04'),
    ]);
    expect(prayer(stats, 'asr')).toMatchObject({ entered: 1, missing: 29 });
    expect(prayer(stats, 'asr')?.missingDates.slice(0, 3)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
    ]);
    expect(prayer(stats, 'fajr')).toMatchObject({ entered: 4, missing: 26 });
  });

  it('ignores days of other months and counts a repeated date once', () => {
    const stats = of([
      day('2026-05-31', { fajr: '01:00' }),
      day('2026-06-01'),
      day('2026-06-01', { fajr: '01:00' }),
    ]);
    expect(prayer(stats, 'fajr')).toMatchObject({
      earliest: { time: '04:10', date: '2026-06-01' },
      entered: 1,
      missing: 29,
    });
  });

  it('lists the missing dates in calendar order', () => {
    const full = Array.from({ length: 28 }, (_, index) =>
      day(`2025-02-${String(index + 1).padStart(2, '0')}`),
    );
    const stats = of(
      full.filter((item) => !['2025-02-07', '2025-02-28'].includes(item.date)),
      2025,
      2,
    );
    expect(prayer(stats, 'maghrib')?.missingDates).toEqual(['2025-02-07', '2025-02-28']);
  });
});
