import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  findConflictingSetting,
  findCoveringIqamaSetting,
  type IqamaSetting,
  iqamaFixedSaveSchema,
  iqamaMinutesSaveSchema,
  iqamaSaveSchema,
  iqamaTimesForDay,
  isOrderedRange,
  rangesOverlap,
  readFixed,
  readMinutes,
  requireSettingsId,
  validateIqamaSave,
} from './iqama';

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

function minutesSetting(id: number, city: string, from: string, to: string, minutes = 10): IqamaSetting {
  return {
    id,
    mode: 'minutes_after_athan',
    city,
    effective_from: from,
    effective_to: to,
    fajr_minutes: minutes,
    dhuhr_minutes: minutes,
    asr_minutes: minutes,
    maghrib_minutes: minutes,
    isha_minutes: minutes,
    ...NO_FIXED,
  };
}

const SETTINGS: IqamaSetting[] = [
  minutesSetting(1, 'Warsaw', '2026-03-01', '2026-03-31'),
  minutesSetting(2, 'Warsaw', '2026-04-10', '2026-04-10'),
  minutesSetting(3, 'Krakow', '2026-03-15', '2026-04-15'),
];

describe('findCoveringIqamaSetting', () => {
  it.each<[city: string, date: string, id: number | null]>([
    ['Warsaw', '2026-03-01', 1],
    ['Warsaw', '2026-03-31', 1],
    ['warsaw ', '2026-03-15', 1],
    ['Warsaw', '2026-04-01', null],
    ['Warsaw', '2026-04-10', 2],
    ['Warsaw', '2026-02-28', null],
    ['Krakow', '2026-03-20', 3],
    ['Gdansk', '2026-03-20', null],
  ])('%s on %s is covered by setting %s', (city, date, id) => {
    expect(findCoveringIqamaSetting(SETTINGS, city, date)?.id ?? null).toBe(id);
  });

  it('prefers the most recently started setting when old data overlaps', () => {
    const overlapping = [
      minutesSetting(5, 'Warsaw', '2026-03-01', '2026-03-31'),
      minutesSetting(4, 'Warsaw', '2026-03-10', '2026-03-12'),
    ];
    expect(findCoveringIqamaSetting(overlapping, 'Warsaw', '2026-03-11')?.id).toBe(4);
    expect(findCoveringIqamaSetting(overlapping, 'Warsaw', '2026-03-13')?.id).toBe(5);
  });
});

describe('rangesOverlap and findConflictingSetting', () => {
  const range = (from: string, to: string) => ({ effective_from: from, effective_to: to });
  it.each([
    [range('2026-03-01', '2026-03-31'), range('2026-03-31', '2026-04-05'), true],
    [range('2026-03-01', '2026-03-31'), range('2026-04-01', '2026-04-05'), false],
    [range('2026-03-10', '2026-03-10'), range('2026-03-10', '2026-03-10'), true],
    [range('2026-03-10', '2026-03-10'), range('2026-03-11', '2026-03-11'), false],
    [range('2026-03-01', '2026-03-31'), range('2026-03-05', '2026-03-06'), true],
    [range('2026-03-05', '2026-03-06'), range('2026-03-01', '2026-03-31'), true],
  ])('%j and %j overlap: %s', (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });

  it.each<
    [
      candidate: { city: string; effective_from: string; effective_to: string },
      ignore: number | undefined,
      id: number | null,
    ]
  >([
    [{ city: 'Warsaw', effective_from: '2026-03-31', effective_to: '2026-03-31' }, undefined, 1],
    [{ city: 'Warsaw', effective_from: '2026-04-10', effective_to: '2026-04-10' }, undefined, 2],
    [{ city: 'Warsaw', effective_from: '2026-04-01', effective_to: '2026-04-09' }, undefined, null],
    [{ city: 'Gdansk', effective_from: '2026-03-01', effective_to: '2026-03-31' }, undefined, null],
    [{ city: 'Warsaw', effective_from: '2026-03-05', effective_to: '2026-03-25' }, 1, null],
    [{ city: 'Warsaw', effective_from: '2026-03-05', effective_to: '2026-04-10' }, 1, 2],
  ])('%j (ignoring %s) conflicts with %s', (candidate, ignore, id) => {
    expect(findConflictingSetting(SETTINGS, candidate, ignore)?.id ?? null).toBe(id);
  });
});

describe('iqamaTimesForDay', () => {
  const athan = {
    fajr: '04:10:00',
    dhuhr: '12:30:00',
    asr: '16:05:00',
    maghrib: '20:15:00',
    isha: '23:30:00',
  };

  it('adds each prayer its own minutes after the athan', () => {
    const setting = {
      ...minutesSetting(1, 'Warsaw', '2026-03-01', '2026-03-31'),
      fajr_minutes: 20,
      dhuhr_minutes: 0,
      asr_minutes: 15,
      maghrib_minutes: 5,
      isha_minutes: 10,
    };
    expect(iqamaTimesForDay(athan, setting)).toEqual({
      fajr: '04:30:00',
      dhuhr: '12:30:00',
      asr: '16:20:00',
      maghrib: '20:20:00',
      isha: '23:40:00',
    });
  });

  it('wraps minutes that run past midnight to the next day clock time', () => {
    expect(iqamaTimesForDay(athan, minutesSetting(1, 'Warsaw', '2026-03-01', '2026-03-31', 45)).isha).toBe(
      '00:15:00',
    );
  });

  it('reads missing or invalid minutes as 0', () => {
    const setting = { ...minutesSetting(1, 'Warsaw', '2026-03-01', '2026-03-31'), asr_minutes: null };
    expect(iqamaTimesForDay(athan, setting).asr).toBe('16:05:00');
  });

  it('gives the fixed times whatever the athan, and null where a fixed time is empty', () => {
    const setting: IqamaSetting = {
      id: 9,
      mode: 'fixed_time',
      city: 'Warsaw',
      effective_from: '2026-03-01',
      effective_to: '2026-03-31',
      ...NO_MINUTES,
      fajr_fixed: '05:00:00',
      dhuhr_fixed: '13:30',
      asr_fixed: null,
      maghrib_fixed: '20:30:00',
      isha_fixed: '',
    };
    expect(iqamaTimesForDay(athan, setting)).toEqual({
      fajr: '05:00:00',
      dhuhr: '13:30:00',
      asr: null,
      maghrib: '20:30:00',
      isha: null,
    });
  });

  it('gives nothing without a setting or without an athan time', () => {
    expect(iqamaTimesForDay(athan, null)).toEqual({
      fajr: null,
      dhuhr: null,
      asr: null,
      maghrib: null,
      isha: null,
    });
    expect(
      iqamaTimesForDay({ ...athan, fajr: null }, minutesSetting(1, 'Warsaw', '2026-03-01', '2026-03-31'))
        .fajr,
    ).toBeNull();
  });
});

describe('readMinutes and readFixed', () => {
  it.each<[input: unknown, minutes: number]>([
    ['45', 45],
    [' 7 ', 7],
    ['12.7', 12],
    [12.7, 12],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    [null, 0],
    [Number.NaN, 0],
    ['99999', 1439],
  ])('minutes %j read as %i', (input, minutes) => {
    expect(readMinutes(input)).toBe(minutes);
  });

  it.each<[input: string | null | undefined, fixed: string | null]>([
    ['07:00', '07:00:00'],
    ['7:05', '07:05:00'],
    ['07:00:00', '07:00:00'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('fixed time %j reads %j', (input, fixed) => {
    expect(readFixed(input)).toBe(fixed);
  });
});

describe('isOrderedRange', () => {
  it.each([
    ['2026-03-01', '2026-03-31', true],
    ['2026-03-05', '2026-03-05', true],
    ['2026-03-02', '2026-03-01', false],
    ['2026-12-31', '2027-01-01', true],
    ['2027-01-01', '2026-12-31', false],
  ])('%s to %s is ordered: %s', (effective_from, effective_to, ordered) => {
    expect(isOrderedRange({ effective_from, effective_to })).toBe(ordered);
  });

  it('is the rule of the form check and of both save schemas alike', () => {
    const reversed = { effective_from: '2026-03-02', effective_to: '2026-03-01' };
    expect(
      validateIqamaSave({ dateMode: 'range', effectiveFrom: '2026-03-02', effectiveTo: '2026-03-01' }),
    ).toEqual({ ok: false, code: 'iqama.end_before_start' });
    const minutes = v.safeParse(iqamaMinutesSaveSchema, {
      mode: 'minutes_after_athan',
      city: 'Warsaw',
      ...reversed,
      fajr_minutes: 1,
      dhuhr_minutes: 1,
      asr_minutes: 1,
      maghrib_minutes: 1,
      isha_minutes: 1,
    });
    const fixed = v.safeParse(iqamaFixedSaveSchema, { mode: 'fixed_time', city: 'Warsaw', ...reversed });
    for (const result of [minutes, fixed]) {
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
        ['effective_to', 'iqama.end_before_start'],
      ]);
    }
  });
});

describe('validateIqamaSave', () => {
  it.each([
    [
      { dateMode: 'range', effectiveFrom: '', effectiveTo: '2026-03-31' },
      { ok: false, code: 'iqama.range_required' },
    ],
    [
      { dateMode: 'range', effectiveFrom: '2026-03-01', effectiveTo: null },
      { ok: false, code: 'iqama.range_required' },
    ],
    [
      { dateMode: 'range', effectiveFrom: '2026-03-02', effectiveTo: '2026-03-01' },
      { ok: false, code: 'iqama.end_before_start' },
    ],
    [
      { dateMode: 'range', effectiveFrom: '2026-03-01', effectiveTo: '2026-03-01' },
      { ok: true, range: { effective_from: '2026-03-01', effective_to: '2026-03-01' } },
    ],
    [
      { dateMode: 'range', effectiveFrom: '2026-03-01', effectiveTo: '2026-03-31' },
      { ok: true, range: { effective_from: '2026-03-01', effective_to: '2026-03-31' } },
    ],
    [
      { dateMode: 'single', date: '' },
      { ok: false, code: 'iqama.date_required' },
    ],
    [{ dateMode: 'single' }, { ok: false, code: 'iqama.date_required' }],
    [
      { dateMode: 'single', date: '2026-03-05' },
      { ok: true, range: { effective_from: '2026-03-05', effective_to: '2026-03-05' } },
    ],
  ] as const)('%j gives %j', (form, expected) => {
    expect(validateIqamaSave(form)).toEqual(expected);
  });

  it.each([
    [3, { ok: true, id: 3 }],
    [null, { ok: false, code: 'iqama.no_settings_id' }],
    [undefined, { ok: false, code: 'iqama.no_settings_id' }],
  ])('settings id %j gives %j', (id, expected) => {
    expect(requireSettingsId(id)).toEqual(expected);
  });
});

describe('iqama save schemas', () => {
  const minutes = {
    mode: 'minutes_after_athan',
    city: 'Warsaw',
    effective_from: '2026-03-01',
    effective_to: '2026-03-31',
    fajr_minutes: 20,
    dhuhr_minutes: 10,
    asr_minutes: 10,
    maghrib_minutes: 5,
    isha_minutes: 0,
  };
  const fixed = {
    mode: 'fixed_time',
    city: 'Warsaw',
    effective_from: '2026-03-01',
    effective_to: '2026-03-01',
    fajr_fixed: '5:00',
    dhuhr_fixed: '',
    asr_fixed: null,
  };

  it('accepts a minutes setting as it is', () => {
    expect(v.parse(iqamaMinutesSaveSchema, minutes)).toEqual(minutes);
  });

  it('stores fixed times with seconds and empty ones as null', () => {
    expect(v.parse(iqamaFixedSaveSchema, fixed)).toEqual({
      ...fixed,
      fajr_fixed: '05:00:00',
      dhuhr_fixed: null,
      asr_fixed: null,
      maghrib_fixed: null,
      isha_fixed: null,
    });
  });

  it.each([
    [iqamaMinutesSaveSchema, { ...minutes, fajr_minutes: -1 }, 'fajr_minutes', 'iqama.minutes_invalid'],
    [iqamaMinutesSaveSchema, { ...minutes, fajr_minutes: 1.5 }, 'fajr_minutes', 'iqama.minutes_invalid'],
    [
      iqamaMinutesSaveSchema,
      { ...minutes, effective_to: '2026-02-28' },
      'effective_to',
      'iqama.end_before_start',
    ],
    [iqamaMinutesSaveSchema, { ...minutes, mode: 'fixed_time' }, 'mode', 'iqama.mode_invalid'],
    [iqamaFixedSaveSchema, { ...fixed, asr_fixed: '25:00' }, 'asr_fixed', 'iqama.fixed_invalid'],
    [iqamaFixedSaveSchema, { ...fixed, city: ' ' }, 'city', 'prayer.city_required'],
  ] as const)('rejects %#: %s gets %s', (schema, input, field, code) => {
    const issue = v.safeParse(schema, input).issues?.[0];
    expect(issue && v.getDotPath(issue)).toBe(field);
    expect(issue?.message).toBe(code);
  });

  it('picks the schema of the mode for PATCH', () => {
    expect(v.parse(iqamaSaveSchema, minutes).mode).toBe('minutes_after_athan');
    expect(v.parse(iqamaSaveSchema, fixed).mode).toBe('fixed_time');
    expect(v.safeParse(iqamaSaveSchema, { ...minutes, mode: 'sometimes' }).success).toBe(false);
  });
});
