import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  firstOutOfOrder,
  formatMinutes,
  isInPrayerOrder,
  isIsoDate,
  normaliseTime,
  PRAYERS,
  parseTime,
  requirePrayerTimeId,
  timeSchema,
  withSeconds,
} from './prayers';

describe('PRAYERS', () => {
  it('lists the five prayers in the order of the day', () => {
    expect(PRAYERS).toEqual(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']);
  });
});

describe('time parsing', () => {
  it.each<[text: string | null, minutes: number | null, normalised: string | null]>([
    ['04:01', 241, '04:01'],
    ['4:01', 241, '04:01'],
    ['04:01:59', 241, '04:01'],
    [' 23:59 ', 1439, '23:59'],
    ['00:00', 0, '00:00'],
    ['24:00', null, null],
    ['12:60', null, null],
    ['12:5', null, null],
    ['noon', null, null],
    ['', null, null],
    [null, null, null],
  ])('%j is %s minutes, written %j', (text, minutes, normalised) => {
    expect(parseTime(text)).toBe(minutes);
    expect(normaliseTime(text)).toBe(normalised);
  });

  it.each([
    [0, '00:00'],
    [241, '04:01'],
    [1440 + 15, '00:15'],
    [-15, '23:45'],
  ])('%i minutes read %s on the clock', (minutes, clock) => {
    expect(formatMinutes(minutes)).toBe(clock);
  });

  it.each([
    ['04:01', '04:01:00'],
    ['4:01', '04:01:00'],
    ['04:01:30', '04:01:00'],
  ])('withSeconds(%j) sends %j', (time, sent) => {
    expect(withSeconds(time)).toBe(sent);
  });

  it('refuses to append seconds to something that is not a time', () => {
    expect(() => withSeconds('later')).toThrow(RangeError);
  });

  it('the API time schema normalises to seconds and refuses non-times', () => {
    expect(v.parse(timeSchema, ' 5:07 ')).toBe('05:07:00');
    expect(v.safeParse(timeSchema, '25:00').issues?.[0]?.message).toBe('prayer.time_invalid');
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-06-31', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-12-31', true],
  ])('%s is a real date: %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('isInPrayerOrder', () => {
  const day = { fajr: '04:00', dhuhr: '12:30', asr: '16:00', maghrib: '20:00', isha: '22:00' };
  it.each([
    [day, true],
    [{ ...day, dhuhr: '04:00' }, false],
    [{ ...day, isha: '19:59' }, false],
    [{ ...day, asr: '12:30:00' }, false],
    [{ ...day, fajr: 'x' }, false],
  ])('%j is in order: %s', (times, expected) => {
    expect(isInPrayerOrder(times)).toBe(expected);
  });
});

describe('firstOutOfOrder', () => {
  const day = { fajr: '04:30', dhuhr: '12:15', asr: '15:40', maghrib: '18:05', isha: '19:40' };
  it.each([
    [day, null],
    [{ ...day, dhuhr: '04:30' }, 'dhuhr'],
    [{ ...day, isha: '10:00' }, 'isha'],
    [{ ...day, asr: '' }, 'asr'],
    [{ ...day, fajr: 'soon' }, 'fajr'],
    [{ ...day, maghrib: '12:00', isha: '11:00' }, 'maghrib'],
  ])('%j breaks the order at %s', (times, prayer) => {
    expect(firstOutOfOrder(times)).toBe(prayer);
    expect(isInPrayerOrder(times)).toBe(prayer === null);
  });
});

describe('requirePrayerTimeId', () => {
  it.each([
    [7, { ok: true, id: 7 }],
    [null, { ok: false, code: 'prayer.no_times_selected' }],
    [undefined, { ok: false, code: 'prayer.no_times_selected' }],
    [0, { ok: false, code: 'prayer.no_times_selected' }],
  ])('id %j gives %j', (id, expected) => {
    expect(requirePrayerTimeId(id)).toEqual(expected);
  });
});
