import type { PublicPrayerDay } from '@minbar/api/schemas/public-prayer';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { describe, expect, it } from 'vitest';
import { servedDay as day } from '../../../test/served-day-fixture';
import { boardAt, type PrayerTimesData } from './prayer-board';

const ZONE = 'Europe/Warsaw';

function data(days: PublicPrayerDay[], jumuah: PrayerTimesData['jumuah'] = null): PrayerTimesData {
  return { city: 'Warsaw', timeZone: ZONE, hijriOffset: 0, jumuah, days, fetchedAt: 0 };
}

/** Wednesday 25 November 2026 and the next day. */
const WEEK = data([day('2026-11-25'), day('2026-11-26')]);
const at = (date: string, time: string) => zonedInstant(date, time, ZONE);
const states = (rows: { state: string }[]) => rows.map((row) => row.state).join(' ');

describe('boardAt', () => {
  it.each<[label: string, time: string, rows: string, next: string, countdown: number]>([
    [
      'before fajr: the night of yesterday',
      '04:00',
      'next upcoming upcoming upcoming upcoming upcoming',
      'fajr start',
      91 * 60,
    ],
    [
      'at the athan of fajr: its iqama next',
      '05:31',
      'current upcoming upcoming upcoming upcoming upcoming',
      'fajr iqama',
      20 * 60,
    ],
    [
      'after the iqama: sunrise next',
      '05:52',
      'current next upcoming upcoming upcoming upcoming',
      'sunrise start',
      80 * 60,
    ],
    [
      'after sunrise: no prayer until dhuhr',
      '09:00',
      'past past next upcoming upcoming upcoming',
      'dhuhr start',
      (2 * 60 + 48) * 60,
    ],
    ['between prayers', '12:30', 'past past current next upcoming upcoming', 'asr start', 64 * 60],
    ['during the iqama countdown', '13:40', 'past past past current upcoming upcoming', 'asr iqama', 4 * 60],
    [
      "after isha: tomorrow's fajr",
      '20:00',
      'past past past past past current',
      'fajr start',
      (9 * 60 + 31) * 60,
    ],
  ])('%s', (_label, time, rows, next, countdown) => {
    const board = boardAt(WEEK, at('2026-11-25', time));
    expect(board.today).toBe('2026-11-25');
    expect(states(board.rows)).toBe(rows);
    expect(`${board.moment.next?.name} ${board.moment.next?.kind}`).toBe(next);
    expect(board.moment.countdownSeconds).toBe(countdown);
  });

  it("puts Jumu'a in dhuhr's place on a Friday, with its own times", () => {
    const friday = data([day('2026-11-27')], { athan: '13:00', iqama: '13:30' });
    const board = boardAt(friday, at('2026-11-27', '12:00'));
    expect(board.rows.map((row) => row.name)).toEqual([
      'fajr',
      'sunrise',
      'jumuah',
      'asr',
      'maghrib',
      'isha',
    ]);
    expect(board.rows[2]).toEqual({ name: 'jumuah', athan: '13:00', iqama: '13:30', state: 'next' });
    expect(board.moment.countdownSeconds).toBe(3600);
  });

  it("keeps dhuhr on a weekday even with a Jumu'a setting", () => {
    const board = boardAt(
      data([day('2026-11-25')], { athan: '13:00', iqama: null }),
      at('2026-11-25', '10:00'),
    );
    expect(board.rows[2]).toMatchObject({ name: 'dhuhr', athan: '11:48', iqama: '12:03', state: 'next' });
  });

  it('has no rows when today is missing, and counts down to the next served fajr', () => {
    const board = boardAt(data([day('2026-11-26')]), at('2026-11-25', '12:00'));
    expect(board.rows).toEqual([]);
    expect(board.moment.next).toMatchObject({ name: 'fajr', date: '2026-11-26' });
  });

  it('says there are no times today when nothing is served', () => {
    const board = boardAt(data([]), at('2026-11-25', '12:00'));
    expect(board).toMatchObject({ today: '2026-11-25', rows: [] });
    expect(board.moment).toMatchObject({ next: null, gap: 'no_times_today' });
  });

  it('says tomorrow is missing after isha of the last served day', () => {
    const board = boardAt(data([day('2026-11-25')]), at('2026-11-25', '20:00'));
    expect(board.moment).toMatchObject({ next: null, gap: 'no_times_tomorrow' });
    expect(board.rows.at(-1)?.state).toBe('current');
  });

  it('shows a day without iqama times with its athan alone', () => {
    const bare = day('2026-11-25', {
      fajr_iqama: null,
      dhuhr_iqama: null,
      asr_iqama: null,
      maghrib_iqama: null,
      isha_iqama: null,
    });
    const board = boardAt(data([bare, day('2026-11-26')]), at('2026-11-25', '11:50'));
    expect(board.rows.every((row) => row.iqama === null)).toBe(true);
    expect(board.moment.next).toMatchObject({ name: 'asr', kind: 'start' });
  });

  it('turns the day at the mosque midnight, not the browser’s', () => {
    const before = boardAt(WEEK, at('2026-11-25', '23:59'));
    const after = boardAt(WEEK, at('2026-11-26', '00:00'));
    expect([before.today, after.today]).toEqual(['2026-11-25', '2026-11-26']);
    expect(after.moment.next).toMatchObject({ name: 'fajr', date: '2026-11-26' });
  });

  it('counts the real seconds across the spring clock change', () => {
    const spring = data([day('2027-03-27'), day('2027-03-28')]);
    // 23:00 on Saturday to 05:31 on Sunday is 6 h 31 min of wall clock but 5 h 31 min of real time.
    const board = boardAt(spring, at('2027-03-27', '23:00'));
    expect(board.moment.countdownSeconds).toBe((5 * 60 + 31) * 60);
  });
});
