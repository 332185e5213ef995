import { describe, expect, it } from 'vitest';
import type { IqamaSetting } from './iqama';
import { type PrayerMoment, prayerMoment, zonedInstant, zoneOffset } from './next-prayer';
import type { Prayer } from './prayers';
import { type DaySchedule, daySchedule } from './schedule';

const WARSAW = 'Europe/Warsaw';
const at = (iso: string) => Date.parse(iso);

describe('zonedInstant', () => {
  it.each<[date: string, time: string, zone: string, instant: string]>([
    ['2026-01-15', '12:00', WARSAW, '2026-01-15T11:00:00Z'],
    ['2026-07-15', '12:00', WARSAW, '2026-07-15T10:00:00Z'],
    ['2026-07-15', '00:10', WARSAW, '2026-07-14T22:10:00Z'],
    // Spring: 02:00 becomes 03:00; the hour between never shows on a Warsaw clock.
    ['2026-03-29', '01:59', WARSAW, '2026-03-29T00:59:00Z'],
    ['2026-03-29', '02:30', WARSAW, '2026-03-29T01:30:00Z'],
    ['2026-03-29', '03:00', WARSAW, '2026-03-29T01:00:00Z'],
    ['2026-03-29', '04:19', WARSAW, '2026-03-29T02:19:00Z'],
    // Autumn: 03:00 becomes 02:00 again; a time read twice is its first occurrence.
    ['2026-10-25', '01:59', WARSAW, '2026-10-24T23:59:00Z'],
    ['2026-10-25', '02:30', WARSAW, '2026-10-25T00:30:00Z'],
    ['2026-10-25', '03:00', WARSAW, '2026-10-25T02:00:00Z'],
    ['2026-10-25', '04:25', WARSAW, '2026-10-25T03:25:00Z'],
    ['2026-12-31', '23:59', WARSAW, '2026-12-31T22:59:00Z'],
    ['2027-01-01', '00:00', WARSAW, '2026-12-31T23:00:00Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00Z'],
    ['2026-03-01', '04:50', 'Asia/Riyadh', '2026-03-01T01:50:00Z'],
    ['2026-03-01', '04:50', 'Asia/Kolkata', '2026-02-28T23:20:00Z'],
    ['2026-03-01', '04:50', 'UTC', '2026-03-01T04:50:00Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(new Date(zonedInstant(date, time, zone)).toISOString()).toBe(new Date(instant).toISOString());
  });

  it('refuses a text that is not a time', () => {
    expect(() => zonedInstant('2026-03-01', '25:00', WARSAW)).toThrow(RangeError);
  });
});

describe('zoneOffset', () => {
  it.each<[instant: string, zone: string, hours: number]>([
    ['2026-03-29T00:59:59Z', WARSAW, 1],
    ['2026-03-29T01:00:00Z', WARSAW, 2],
    ['2026-10-25T00:59:59Z', WARSAW, 2],
    ['2026-10-25T01:00:00Z', WARSAW, 1],
    ['2026-06-01T12:00:00.750Z', WARSAW, 2],
    ['2026-06-01T12:00:00Z', 'Asia/Kolkata', 5.5],
    ['2026-06-01T12:00:00Z', 'America/New_York', -4],
  ])('at %s %s is UTC%+d h', (instant, zone, hours) => {
    expect(zoneOffset(at(instant), zone)).toBe(hours * 3_600_000);
  });
});

const NO_FIXED = {
  fajr_fixed: null,
  dhuhr_fixed: null,
  asr_fixed: null,
  maghrib_fixed: null,
  isha_fixed: null,
};

function minutesSetting(minutes: Record<Prayer, number>): IqamaSetting {
  return {
    id: 1,
    mode: 'minutes_after_athan',
    city: 'Warsaw',
    effective_from: '2000-01-01',
    effective_to: '2100-12-31',
    fajr_minutes: minutes.fajr,
    dhuhr_minutes: minutes.dhuhr,
    asr_minutes: minutes.asr,
    maghrib_minutes: minutes.maghrib,
    isha_minutes: minutes.isha,
    ...NO_FIXED,
  };
}

const IQAMA = minutesSetting({ fajr: 20, dhuhr: 15, asr: 10, maghrib: 5, isha: 15 });

/** A day's schedule from 'fajr sunrise dhuhr asr maghrib isha' times. */
function day(
  date: string,
  times: string,
  options: { iqama?: IqamaSetting[]; jumuah?: { athan: string; iqama?: string } } = {},
): DaySchedule {
  const [fajr, sunrise, dhuhr, asr, maghrib, isha] = times.split(' ');
  return daySchedule({
    city: 'Warsaw',
    date,
    athan: { fajr, dhuhr, asr, maghrib, isha },
    sunrise,
    iqamaSettings: options.iqama ?? [IQAMA],
    jumuah: options.jumuah,
  });
}

// Warsaw's calculated times around the two clock changes and the turn of the year.
const MAR_28 = day('2026-03-28', '04:22 06:20 12:42 16:09 19:03 20:55');
const MAR_29 = day('2026-03-29', '04:19 06:18 12:42 16:10 19:05 20:57');
const MAR_30 = day('2026-03-30', '04:16 06:16 12:42 16:11 19:07 20:59');
const OCT_24 = day('2026-10-24', '05:23 07:17 12:21 14:51 17:23 19:10');
const OCT_25 = day('2026-10-25', '04:25 06:19 11:21 13:49 16:21 18:08');
const JAN_31 = day('2026-01-31', '05:41 07:30 12:00 14:05 16:30 18:20');
const FEB_01 = day('2026-02-01', '05:40 07:28 12:00 14:07 16:32 18:22');
const DEC_31 = day('2026-12-31', '05:39 07:45 11:40 13:17 15:33 17:32');
const JAN_01 = day('2027-01-01', '05:39 07:45 11:40 13:18 15:34 17:33');
const NO_IQAMA = day('2026-03-29', '04:19 06:18 12:42 16:10 19:05 20:57', { iqama: [] });
// A Friday: Jumu'a takes dhuhr's place in the day's course.
const MAR_27 = day('2026-03-27', '04:24 06:22 12:10 16:08 19:01 20:53', {
  jumuah: { athan: '13:00', iqama: '13:30' },
});
// A late summer isha whose iqama runs past midnight.
const LATE = day('2026-06-20', '02:10 04:14 12:39 17:02 21:01 23:50', {
  iqama: [minutesSetting({ fajr: 20, dhuhr: 15, asr: 10, maghrib: 5, isha: 25 })],
});
const LATE_NEXT = day('2026-06-21', '02:10 04:14 12:39 17:02 21:01 23:50');

type Expected = {
  current: [name: string, date: string] | null;
  next: [name: string, kind: 'start' | 'iqama', date: string, time: string] | null;
  seconds: number | null;
  gap?: PrayerMoment['gap'];
};

describe('prayerMoment', () => {
  it.each<
    [
      label: string,
      instant: string,
      today: DaySchedule | null,
      tomorrow: DaySchedule | null,
      expected: Expected,
    ]
  >([
    [
      'before fajr: the night is still isha of the evening before',
      '2026-03-29T01:30:00Z',
      MAR_29,
      MAR_30,
      { current: ['isha', '2026-03-28'], next: ['fajr', 'start', '2026-03-29', '04:19'], seconds: 49 * 60 },
    ],
    [
      'at the very second of an athan the prayer has begun and its iqama is next',
      '2026-03-29T02:19:00Z',
      MAR_29,
      MAR_30,
      { current: ['fajr', '2026-03-29'], next: ['fajr', 'iqama', '2026-03-29', '04:39'], seconds: 20 * 60 },
    ],
    [
      'a second before an athan counts one second',
      '2026-03-29T02:18:59Z',
      MAR_29,
      MAR_30,
      { current: ['isha', '2026-03-28'], next: ['fajr', 'start', '2026-03-29', '04:19'], seconds: 1 },
    ],
    [
      'part of a second is rounded up',
      '2026-03-29T02:18:59.250Z',
      MAR_29,
      MAR_30,
      { current: ['isha', '2026-03-28'], next: ['fajr', 'start', '2026-03-29', '04:19'], seconds: 1 },
    ],
    [
      'after the fajr iqama the next event is sunrise',
      '2026-03-29T02:45:00Z',
      MAR_29,
      MAR_30,
      {
        current: ['fajr', '2026-03-29'],
        next: ['sunrise', 'start', '2026-03-29', '06:18'],
        seconds: 93 * 60,
      },
    ],
    [
      'after sunrise the next is dhuhr',
      '2026-03-29T05:00:00Z',
      MAR_29,
      MAR_30,
      {
        current: ['sunrise', '2026-03-29'],
        next: ['dhuhr', 'start', '2026-03-29', '12:42'],
        seconds: 342 * 60,
      },
    ],
    [
      "'iqama in 4 min' six minutes after the asr athan",
      '2026-03-29T14:16:00Z',
      MAR_29,
      MAR_30,
      { current: ['asr', '2026-03-29'], next: ['asr', 'iqama', '2026-03-29', '16:20'], seconds: 240 },
    ],
    [
      'after the asr iqama the next is maghrib',
      '2026-03-29T14:20:00Z',
      MAR_29,
      MAR_30,
      {
        current: ['asr', '2026-03-29'],
        next: ['maghrib', 'start', '2026-03-29', '19:05'],
        seconds: 165 * 60,
      },
    ],
    [
      'after isha: tomorrow’s fajr',
      '2026-03-29T20:00:00Z',
      MAR_29,
      MAR_30,
      {
        current: ['isha', '2026-03-29'],
        next: ['fajr', 'start', '2026-03-30', '04:16'],
        seconds: 6 * 3600 + 16 * 60,
      },
    ],
    [
      'after isha with no times for tomorrow: no next, and why',
      '2026-03-29T20:00:00Z',
      MAR_29,
      null,
      { current: ['isha', '2026-03-29'], next: null, seconds: null, gap: 'no_times_tomorrow' },
    ],
    [
      'tomorrow missing does not matter while today has events ahead',
      '2026-03-29T10:50:00Z',
      MAR_29,
      null,
      { current: ['dhuhr', '2026-03-29'], next: ['dhuhr', 'iqama', '2026-03-29', '12:57'], seconds: 7 * 60 },
    ],
    [
      'no times for today or tomorrow',
      '2026-03-29T10:00:00Z',
      null,
      null,
      { current: null, next: null, seconds: null, gap: 'no_times_today' },
    ],
    [
      'no times for today: tomorrow’s fajr is still next, nothing is claimed current',
      '2026-03-29T10:00:00Z',
      null,
      MAR_30,
      { current: null, next: ['fajr', 'start', '2026-03-30', '04:16'], seconds: 16 * 3600 + 16 * 60 },
    ],
    [
      'a stored day with no athan at all counts as no times',
      '2026-03-29T10:00:00Z',
      day('2026-03-29', '- - - - - -'),
      null,
      { current: null, next: null, seconds: null, gap: 'no_times_today' },
    ],
    [
      'a day with no iqama goes from athan to athan',
      '2026-03-29T14:11:00Z',
      NO_IQAMA,
      MAR_30,
      {
        current: ['asr', '2026-03-29'],
        next: ['maghrib', 'start', '2026-03-29', '19:05'],
        seconds: 174 * 60,
      },
    ],
    [
      'spring forward: from Saturday’s isha to Sunday’s fajr counts the real 5 h 57 min, not the clock’s 6 h 57 min',
      '2026-03-28T20:22:00Z',
      MAR_28,
      MAR_29,
      {
        current: ['isha', '2026-03-28'],
        next: ['fajr', 'start', '2026-03-29', '04:19'],
        seconds: 5 * 3600 + 57 * 60,
      },
    ],
    [
      'spring forward: 01:59 CET to fajr at 04:19 CEST is 1 h 20 min',
      '2026-03-29T00:59:00Z',
      MAR_29,
      MAR_30,
      { current: ['isha', '2026-03-28'], next: ['fajr', 'start', '2026-03-29', '04:19'], seconds: 80 * 60 },
    ],
    [
      'fall back: from Saturday’s isha iqama to Sunday’s fajr counts the extra hour',
      '2026-10-24T17:25:00Z',
      OCT_24,
      OCT_25,
      { current: ['isha', '2026-10-24'], next: ['fajr', 'start', '2026-10-25', '04:25'], seconds: 10 * 3600 },
    ],
    [
      'fall back: the first 02:30 (CEST) is 2 h 55 min before fajr',
      '2026-10-25T00:30:00Z',
      OCT_25,
      day('2026-10-26', '04:27 06:21 11:21 13:47 16:19 18:06'),
      { current: ['isha', '2026-10-24'], next: ['fajr', 'start', '2026-10-25', '04:25'], seconds: 175 * 60 },
    ],
    [
      'fall back: the second 02:30 (CET) is 1 h 55 min before fajr',
      '2026-10-25T01:30:00Z',
      OCT_25,
      null,
      { current: ['isha', '2026-10-24'], next: ['fajr', 'start', '2026-10-25', '04:25'], seconds: 115 * 60 },
    ],
    [
      'the last day of a month runs into the first of the next',
      '2026-01-31T18:00:00Z',
      JAN_31,
      FEB_01,
      {
        current: ['isha', '2026-01-31'],
        next: ['fajr', 'start', '2026-02-01', '05:40'],
        seconds: 10 * 3600 + 40 * 60,
      },
    ],
    [
      'the last day of the year runs into the new year',
      '2026-12-31T16:50:00Z',
      DEC_31,
      JAN_01,
      {
        current: ['isha', '2026-12-31'],
        next: ['fajr', 'start', '2027-01-01', '05:39'],
        seconds: 11 * 3600 + 49 * 60,
      },
    ],
    [
      'the isha iqama of New Year’s Eve is still next before it is due',
      '2026-12-31T16:35:00Z',
      DEC_31,
      JAN_01,
      { current: ['isha', '2026-12-31'], next: ['isha', 'iqama', '2026-12-31', '17:47'], seconds: 12 * 60 },
    ],
    [
      'at midnight of the new year, fajr is next and the night is the old year’s isha',
      '2026-12-31T23:00:00Z',
      JAN_01,
      null,
      {
        current: ['isha', '2026-12-31'],
        next: ['fajr', 'start', '2027-01-01', '05:39'],
        seconds: 5 * 3600 + 39 * 60,
      },
    ],
    [
      'an isha iqama past midnight is counted to the next date',
      '2026-06-20T21:55:00Z',
      LATE,
      LATE_NEXT,
      { current: ['isha', '2026-06-20'], next: ['isha', 'iqama', '2026-06-20', '00:15'], seconds: 20 * 60 },
    ],
    [
      'after that iqama, the next date’s fajr',
      '2026-06-20T22:20:00Z',
      LATE,
      LATE_NEXT,
      { current: ['isha', '2026-06-20'], next: ['fajr', 'start', '2026-06-21', '02:10'], seconds: 110 * 60 },
    ],
    [
      "Friday: after sunrise the next is Jumu'a, not dhuhr",
      '2026-03-27T10:30:00Z',
      MAR_27,
      MAR_28,
      {
        current: ['sunrise', '2026-03-27'],
        next: ['jumuah', 'start', '2026-03-27', '13:00'],
        seconds: 90 * 60,
      },
    ],
    [
      "Friday: Jumu'a's iqama after its athan",
      '2026-03-27T12:10:00Z',
      MAR_27,
      MAR_28,
      {
        current: ['jumuah', '2026-03-27'],
        next: ['jumuah', 'iqama', '2026-03-27', '13:30'],
        seconds: 20 * 60,
      },
    ],
    [
      "Friday: after Jumu'a, asr",
      '2026-03-27T12:40:00Z',
      MAR_27,
      MAR_28,
      { current: ['jumuah', '2026-03-27'], next: ['asr', 'start', '2026-03-27', '16:08'], seconds: 148 * 60 },
    ],
  ])('%s', (_label, instant, today, tomorrow, expected) => {
    const moment = prayerMoment(new Date(instant), WARSAW, today, tomorrow);
    expect(moment.current && [moment.current.name, moment.current.date]).toEqual(expected.current);
    expect(moment.next && [moment.next.name, moment.next.kind, moment.next.date, moment.next.time]).toEqual(
      expected.next,
    );
    expect(moment.countdownSeconds).toBe(expected.seconds);
    expect(moment.gap).toBe(expected.gap ?? null);
    if (moment.next) expect(moment.next.at - at(instant)).toBeLessThanOrEqual((expected.seconds ?? 0) * 1000);
  });

  it('never counts down to the iqama of a prayer that has not begun, even one set before its athan', () => {
    const fixed: IqamaSetting = {
      ...minutesSetting({ fajr: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 }),
      mode: 'fixed_time',
      fajr_fixed: '04:00:00',
    };
    const schedule = day('2026-03-29', '04:19 06:18 12:42 16:10 19:05 20:57', { iqama: [fixed] });
    const moment = prayerMoment(at('2026-03-29T01:30:00Z'), WARSAW, schedule, MAR_30);
    expect(moment.next && [moment.next.name, moment.next.kind, moment.next.time]).toEqual([
      'fajr',
      'start',
      '04:19',
    ]);
    const after = prayerMoment(at('2026-03-29T02:20:00Z'), WARSAW, schedule, MAR_30);
    expect(after.next && [after.next.name, after.next.kind]).toEqual(['sunrise', 'start']);
  });

  it('takes the instant as a Date or as epoch milliseconds alike', () => {
    const instant = '2026-03-29T14:16:00Z';
    expect(prayerMoment(at(instant), WARSAW, MAR_29, MAR_30)).toEqual(
      prayerMoment(new Date(instant), WARSAW, MAR_29, MAR_30),
    );
  });

  it('gives the current prayer its time and instant once passed, none for the inferred night', () => {
    expect(prayerMoment(at('2026-03-29T14:16:00Z'), WARSAW, MAR_29, MAR_30).current).toEqual({
      name: 'asr',
      date: '2026-03-29',
      time: '16:10',
      at: at('2026-03-29T14:10:00Z'),
    });
    expect(prayerMoment(at('2026-03-29T01:00:00Z'), WARSAW, MAR_29, MAR_30).current).toEqual({
      name: 'isha',
      date: '2026-03-28',
      time: null,
      at: null,
    });
  });

  it('counts down second by second across the spring change without a jump', () => {
    const start = at('2026-03-29T00:58:00Z');
    let previous = prayerMoment(start, WARSAW, MAR_29, MAR_30).countdownSeconds ?? 0;
    for (let second = 1; second <= 240; second += 1) {
      const seconds = prayerMoment(start + second * 1000, WARSAW, MAR_29, MAR_30).countdownSeconds ?? 0;
      expect(previous - seconds).toBe(1);
      previous = seconds;
    }
  });

  it('reads the schedule in the zone it is given', () => {
    const moment = prayerMoment(at('2026-03-29T14:16:00Z'), 'UTC', MAR_29, MAR_30);
    expect(moment.next && [moment.next.name, moment.next.time]).toEqual(['asr', '16:10']);
    expect(moment.countdownSeconds).toBe(114 * 60);
  });
});
