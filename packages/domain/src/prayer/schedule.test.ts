import { describe, expect, it } from 'vitest';
import type { IqamaSetting } from './iqama';
import {
  type DayScheduleInput,
  daySchedule,
  SCHEDULE_ENTRY_NAMES,
  scheduleEntry,
  weekdayOf,
} from './schedule';

const NO_FIXED = {
  fajr_fixed: null,
  dhuhr_fixed: null,
  asr_fixed: null,
  maghrib_fixed: null,
  isha_fixed: null,
};
const NO_MINUTES = {
  fajr_minutes: null,
  dhuhr_minutes: null,
  asr_minutes: null,
  maghrib_minutes: null,
  isha_minutes: null,
};

const MARCH_MINUTES: IqamaSetting = {
  id: 1,
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: '2026-03-01',
  effective_to: '2026-03-31',
  fajr_minutes: 20,
  dhuhr_minutes: 15,
  asr_minutes: 10,
  maghrib_minutes: 5,
  isha_minutes: 45,
  ...NO_FIXED,
};

const APRIL_FIXED: IqamaSetting = {
  id: 2,
  mode: 'fixed_time',
  city: 'Warsaw',
  effective_from: '2026-04-01',
  effective_to: '2026-04-30',
  ...NO_MINUTES,
  fajr_fixed: '05:00:00',
  dhuhr_fixed: '13:30:00',
  asr_fixed: null,
  maghrib_fixed: '19:40:00',
  isha_fixed: '21:30:00',
};

const KRAKOW_MARCH: IqamaSetting = { ...MARCH_MINUTES, id: 3, city: 'Krakow', fajr_minutes: 1 };

const SETTINGS = [MARCH_MINUTES, APRIL_FIXED, KRAKOW_MARCH];

const ATHAN = { fajr: '04:19:00', dhuhr: '12:42:00', asr: '16:10:00', maghrib: '19:05:00', isha: '20:57:00' };

function input(overrides: Partial<DayScheduleInput>): DayScheduleInput {
  return {
    city: 'Warsaw',
    date: '2026-03-29',
    athan: ATHAN,
    iqamaSettings: SETTINGS,
    sunrise: '06:18',
    ...overrides,
  };
}

type Row = [athan: string | null, iqama: string | null];

describe('daySchedule', () => {
  it.each<
    [label: string, overrides: Partial<DayScheduleInput>, rows: Record<string, Row>, mode: string | null]
  >([
    [
      'minutes after the athan (March)',
      {},
      {
        fajr: ['04:19', '04:39'],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', '12:57'],
        asr: ['16:10', '16:20'],
        maghrib: ['19:05', '19:10'],
        isha: ['20:57', '21:42'],
      },
      'minutes_after_athan',
    ],
    [
      'fixed times, one left empty (April)',
      { date: '2026-04-02' },
      {
        fajr: ['04:19', '05:00'],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', '13:30'],
        asr: ['16:10', null],
        maghrib: ['19:05', '19:40'],
        isha: ['20:57', '21:30'],
      },
      'fixed_time',
    ],
    [
      'no setting covers the day: athan only',
      { date: '2026-05-10' },
      {
        fajr: ['04:19', null],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', null],
        asr: ['16:10', null],
        maghrib: ['19:05', null],
        isha: ['20:57', null],
      },
      null,
    ],
    [
      'the setting of the city asked for, not another city',
      { city: 'Krakow' },
      {
        fajr: ['04:19', '04:20'],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', '12:57'],
        asr: ['16:10', '16:20'],
        maghrib: ['19:05', '19:10'],
        isha: ['20:57', '21:42'],
      },
      'minutes_after_athan',
    ],
    [
      'the last day of a setting is still covered',
      { date: '2026-03-31' },
      {
        fajr: ['04:19', '04:39'],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', '12:57'],
        asr: ['16:10', '16:20'],
        maghrib: ['19:05', '19:10'],
        isha: ['20:57', '21:42'],
      },
      'minutes_after_athan',
    ],
    [
      'any accepted time spelling comes out HH:MM; no sunrise given',
      {
        athan: { fajr: '4:19', dhuhr: '12:42', asr: '16:10:59', maghrib: '19:05', isha: '20:57' },
        sunrise: undefined,
      },
      {
        fajr: ['04:19', '04:39'],
        sunrise: [null, null],
        dhuhr: ['12:42', '12:57'],
        asr: ['16:10', '16:20'],
        maghrib: ['19:05', '19:10'],
        isha: ['20:57', '21:42'],
      },
      'minutes_after_athan',
    ],
    [
      'a missing athan has no iqama in minutes mode',
      { athan: { ...ATHAN, asr: null } },
      {
        fajr: ['04:19', '04:39'],
        sunrise: ['06:18', null],
        dhuhr: ['12:42', '12:57'],
        asr: [null, null],
        maghrib: ['19:05', '19:10'],
        isha: ['20:57', '21:42'],
      },
      'minutes_after_athan',
    ],
    [
      'no stored day: every row empty, the setting ignored',
      { athan: null },
      {
        fajr: [null, null],
        sunrise: [null, null],
        dhuhr: [null, null],
        asr: [null, null],
        maghrib: [null, null],
        isha: [null, null],
      },
      null,
    ],
  ])('%s', (_label, overrides, rows, mode) => {
    const schedule = daySchedule(input(overrides));
    expect(schedule.entries.map((entry) => entry.name)).toEqual([...SCHEDULE_ENTRY_NAMES]);
    for (const name of SCHEDULE_ENTRY_NAMES) {
      const entry = scheduleEntry(schedule, name);
      expect([entry.athan, entry.iqama], name).toEqual(rows[name]);
    }
    expect(schedule.iqamaMode).toBe(mode);
    expect(schedule.hasTimes).toBe(overrides.athan !== null);
  });

  it.each<[athan: string, minutes: number, iqama: string, nextDay: boolean]>([
    ['23:30', 45, '00:15', true],
    ['23:15', 45, '00:00', true],
    ['23:14', 45, '23:59', false],
    ['22:00', 0, '22:00', false],
    ['00:30', 10, '00:40', false],
  ])('isha at %s with %i minutes: iqama %s, on the next date: %s', (isha, minutes, iqama, nextDay) => {
    const schedule = daySchedule(
      input({ athan: { ...ATHAN, isha }, iqamaSettings: [{ ...MARCH_MINUTES, isha_minutes: minutes }] }),
    );
    expect(scheduleEntry(schedule, 'isha')).toEqual({
      name: 'isha',
      athan: isha,
      iqama,
      iqamaNextDay: nextDay,
    });
  });

  it('keeps a fixed iqama on its own day even when it reads earlier than the athan', () => {
    const schedule = daySchedule(
      input({ date: '2026-04-02', iqamaSettings: [{ ...APRIL_FIXED, isha_fixed: '00:10:00' }] }),
    );
    expect(scheduleEntry(schedule, 'isha')).toMatchObject({ iqama: '00:10', iqamaNextDay: false });
  });

  it.each<[label: string, iqama: DayScheduleInput['iqama'], isha: string, expected: Row, nextDay: boolean]>([
    ['as served, whatever the settings say', { isha: '21:10:00' }, '20:57', ['20:57', '21:10'], false],
    ['past midnight: earlier than its athan', { isha: '00:05:00' }, '23:40', ['23:40', '00:05'], true],
    ['left empty by the server', { isha: null }, '20:57', ['20:57', null], false],
    ['missing from the answer', {}, '20:57', ['20:57', null], false],
  ])('takes served iqama times %s', (_label, iqama, isha, [athan, expected], nextDay) => {
    const schedule = daySchedule(input({ athan: { ...ATHAN, isha }, iqama }));
    expect(scheduleEntry(schedule, 'isha')).toEqual({
      name: 'isha',
      athan,
      iqama: expected,
      iqamaNextDay: nextDay,
    });
    // No setting is read: March's minutes would have made fajr's iqama 04:39.
    expect(schedule.iqamaMode).toBeNull();
    expect(scheduleEntry(schedule, 'fajr').iqama).toBeNull();
  });

  it.each<[date: string, jumuah: DayScheduleInput['jumuah'], expected: unknown]>([
    ['2026-03-27', { athan: '13:00', iqama: '13:30:00' }, { athan: '13:00', iqama: '13:30' }],
    ['2026-03-27', { athan: '13:00' }, { athan: '13:00', iqama: null }],
    ['2026-03-27', { athan: '', iqama: '13:30' }, null],
    ['2026-03-27', null, null],
    ['2026-03-27', undefined, null],
    ['2026-03-26', { athan: '13:00', iqama: '13:30' }, null],
    ['2026-03-28', { athan: '13:00', iqama: '13:30' }, null],
    ['2027-01-01', { athan: '12:30', iqama: '13:00' }, { athan: '12:30', iqama: '13:00' }],
  ])("on %s Jumu'a %o is %o", (date, jumuah, expected) => {
    const schedule = daySchedule(input({ date, jumuah }));
    expect(schedule.jumuah).toEqual(expected);
    // Dhuhr stays in the table for those who pray it at home.
    expect(scheduleEntry(schedule, 'dhuhr').athan).toBe('12:42');
  });

  it.each(['2026-02-30', '2026-3-1', '', 'today'])('refuses %o as a date', (date) => {
    expect(() => daySchedule(input({ date }))).toThrow(RangeError);
  });
});

describe('weekdayOf', () => {
  it.each<[date: string, weekday: number]>([
    ['2026-03-27', 5],
    ['2026-03-29', 0],
    ['2026-12-31', 4],
    ['2027-01-01', 5],
    ['2024-02-29', 4],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
