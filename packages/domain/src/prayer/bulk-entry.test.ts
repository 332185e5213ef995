import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { athanUpdateSchema, type BulkDayInput, bulkRequestSchema, prepareBulkEntry } from './bulk-entry';

const good = (date: string): BulkDayInput => ({
  date,
  fajr: '04:10',
  dhuhr: '12:30',
  asr: '16:05',
  maghrib: '20:15',
  isha: '22:00',
});
const empty = (date: string): BulkDayInput => ({
  date,
  fajr: '',
  dhuhr: '',
  asr: '',
  maghrib: '',
  isha: null,
});

describe('prepareBulkEntry', () => {
  it('drops empty days and appends :00 seconds to every time', () => {
    expect(prepareBulkEntry([empty('2026-03-01'), good('2026-03-02'), empty('2026-03-03')])).toEqual({
      ok: true,
      days: [
        {
          date: '2026-03-02',
          fajr: '04:10:00',
          dhuhr: '12:30:00',
          asr: '16:05:00',
          maghrib: '20:15:00',
          isha: '22:00:00',
        },
      ],
    });
  });

  it.each([[[]], [[empty('2026-03-01'), empty('2026-03-02')]]])(
    'says no prayer times were entered for %j',
    (days) => {
      expect(prepareBulkEntry(days)).toEqual({
        ok: false,
        code: 'prayer.none_entered',
        dates: [],
        issues: [],
      });
    },
  );

  it.each<[name: string, change: Partial<BulkDayInput>]>([
    ['dhuhr before fajr', { dhuhr: '04:00' }],
    ['asr equal to dhuhr', { asr: '12:30' }],
    ['maghrib before asr', { maghrib: '15:00' }],
    ['isha before maghrib', { isha: '20:00' }],
    ['fajr after isha', { fajr: '23:00' }],
  ])('refuses a day with %s', (_name, change) => {
    const result = prepareBulkEntry([good('2026-03-01'), { ...good('2026-03-02'), ...change }]);
    expect(result).toMatchObject({ ok: false, code: 'prayer.order', dates: ['2026-03-02'] });
  });

  it('lists every out-of-order date, so the whole batch can be fixed at once', () => {
    const result = prepareBulkEntry([
      { ...good('2026-03-01'), isha: '01:00' },
      good('2026-03-02'),
      { ...good('2026-03-03'), asr: '11:00' },
    ]);
    expect(result).toMatchObject({ ok: false, code: 'prayer.order', dates: ['2026-03-01', '2026-03-03'] });
  });

  it.each<[name: string, day: BulkDayInput, code: string]>([
    ['a partly filled day', { ...good('2026-03-01'), asr: '' }, 'prayer.incomplete'],
    ['a time that is not a time', { ...good('2026-03-01'), asr: '16h05' }, 'prayer.time_invalid'],
    ['a date that does not exist', good('2026-02-30'), 'prayer.date_invalid'],
  ])('refuses %s', (_name, day, code) => {
    expect(prepareBulkEntry([day])).toMatchObject({ ok: false, code, dates: [day.date] });
  });

  it('refuses the same date twice, which one upsert could not store', () => {
    expect(prepareBulkEntry([good('2026-03-01'), good('2026-03-01')])).toMatchObject({
      ok: false,
      code: 'prayer.duplicate_date',
      dates: ['2026-03-01'],
    });
  });

  it('reports each day with its own problem and the first problem as the code', () => {
    const result = prepareBulkEntry([
      { ...good('2026-03-01'), asr: '' },
      { ...good('2026-03-02'), isha: '01:00' },
    ]);
    expect(result).toEqual({
      ok: false,
      code: 'prayer.incomplete',
      dates: ['2026-03-01'],
      issues: [
        { date: '2026-03-01', code: 'prayer.incomplete' },
        { date: '2026-03-02', code: 'prayer.order' },
      ],
    });
  });
});

describe('bulkRequestSchema', () => {
  it('accepts a city and days of strings, leaving the day rules to prepareBulkEntry', () => {
    const parsed = v.parse(bulkRequestSchema, { city: ' Warsaw ', data: [good('2026-03-01')] });
    expect(parsed.city).toBe('Warsaw');
    expect(parsed.data).toHaveLength(1);
  });

  it.each([
    [{ city: '', data: [] }, 'prayer.city_required'],
    [{ city: 'Warsaw', data: [{ ...good('2026-3-1') }] }, 'prayer.date_invalid'],
    [{ city: 'Warsaw' }, 'prayer.none_entered'],
  ])('%j fails with %s', (input, code) => {
    expect(v.safeParse(bulkRequestSchema, input).issues?.[0]?.message).toBe(code);
  });
});

describe('athanUpdateSchema', () => {
  it('normalises the five times of an edited day', () => {
    expect(v.parse(athanUpdateSchema, good('2026-03-01'))).toMatchObject({
      fajr: '04:10:00',
      isha: '22:00:00',
    });
  });

  it.each([
    [{ ...good('2026-03-01'), maghrib: '12:00' }, 'prayer.order'],
    [{ ...good('2026-03-01'), maghrib: '' }, 'prayer.time_invalid'],
  ])('%j fails with %s', (input, code) => {
    expect(v.safeParse(athanUpdateSchema, input).issues?.[0]?.message).toBe(code);
  });
});
