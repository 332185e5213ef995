import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIXED_SETTING, MINUTES_SETTING } from '../../../test/prayer-times-story-support';
import { initialIqamaValues, iqamaFormSchema, iqamaPayload } from './iqama-form-model';

describe('the iqama form', () => {
  it('starts from the defaults: the selected date, 45 minutes, 7:00', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(values).toMatchObject({ dateMode: 'single', date: '2025-03-10', mode: 'minutes_after_athan' });
    expect(values.fajr_minutes).toBe('45');
    expect(values.isha_fixed).toBe('07:00');
  });

  it('starts a new setting from the one in force on the selected date, for that date only', () => {
    expect(initialIqamaValues(null, '2025-03-10', MINUTES_SETTING)).toMatchObject({
      dateMode: 'single',
      date: '2025-03-10',
      effective_from: '2025-03-10',
      effective_to: '2025-03-10',
      mode: 'minutes_after_athan',
      fajr_minutes: '20',
      maghrib_minutes: '5',
    });
    expect(initialIqamaValues(null, '2025-03-20', FIXED_SETTING)).toMatchObject({
      mode: 'fixed_time',
      date: '2025-03-20',
      dhuhr_fixed: '13:30',
    });
  });

  it('opens an edited setting with its own period, mode and values', () => {
    expect(initialIqamaValues(MINUTES_SETTING, '2025-03-10')).toMatchObject({
      dateMode: 'range',
      effective_from: '2025-03-01',
      effective_to: '2025-03-15',
      fajr_minutes: '20',
      isha_minutes: '1',
    });
    expect(initialIqamaValues(FIXED_SETTING, '2025-03-20')).toMatchObject({
      dateMode: 'single',
      mode: 'fixed_time',
      dhuhr_fixed: '13:30',
      maghrib_fixed: '',
    });
  });

  it('sends a single date as a range with equal ends and reads minutes as whole numbers from 0', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    const result = iqamaPayload(
      {
        ...values,
        fajr_minutes: '12.7',
        dhuhr_minutes: '-3',
        asr_minutes: 'abc',
        maghrib_minutes: '',
        isha_minutes: '5',
      },
      'Warsaw',
    );
    expect(result).toEqual({
      ok: true,
      setting: {
        mode: 'minutes_after_athan',
        city: 'Warsaw',
        effective_from: '2025-03-10',
        effective_to: '2025-03-10',
        fajr_minutes: 12,
        dhuhr_minutes: 0,
        asr_minutes: 0,
        maghrib_minutes: 0,
        isha_minutes: 5,
      },
    });
  });

  it('turns empty fixed times into null', () => {
    const values = { ...initialIqamaValues(null, '2025-03-10'), mode: 'fixed_time' as const };
    const result = iqamaPayload({ ...values, maghrib_fixed: '' }, 'Warsaw');
    expect(result.ok && result.setting).toMatchObject({ fajr_fixed: '07:00:00', maghrib_fixed: null });
  });

  it('refuses a missing date, a missing range end and an end before the start', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(iqamaPayload({ ...values, date: '' }, 'Warsaw')).toEqual({
      ok: false,
      code: 'iqama.date_required',
      field: 'date',
    });
    expect(iqamaPayload({ ...values, dateMode: 'range', effective_to: '' }, 'Warsaw')).toEqual({
      ok: false,
      code: 'iqama.range_required',
      field: 'effective_to',
    });
    expect(
      iqamaPayload(
        { ...values, dateMode: 'range', effective_from: '2025-03-20', effective_to: '2025-03-10' },
        'Warsaw',
      ),
    ).toEqual({ ok: false, code: 'iqama.end_before_start', field: 'effective_to' });
  });

  it('parses with the server schema: a fixed time it would refuse never leaves the form', () => {
    const values = { ...initialIqamaValues(null, '2025-03-10'), mode: 'fixed_time' as const };
    expect(iqamaPayload({ ...values, asr_fixed: '25:70' }, 'Warsaw')).toEqual({
      ok: false,
      code: 'iqama.fixed_invalid',
      field: 'asr_fixed',
    });
  });

  it('as the form schema, hands the payload on and puts a refusal on its field', () => {
    const schema = iqamaFormSchema('Warsaw');
    const values = initialIqamaValues(null, '2025-03-10');
    expect(v.parse(schema, values)).toMatchObject({ effective_from: '2025-03-10', fajr_minutes: 45 });
    const refused = v.safeParse(schema, {
      ...values,
      dateMode: 'range',
      effective_from: '2025-03-20',
      effective_to: '2025-03-10',
    });
    expect(refused.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['effective_to', 'iqama.end_before_start'],
    ]);
  });

  it('parses with the server schema: a date that does not exist is named', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(iqamaPayload({ ...values, date: '2025-02-30' }, 'Warsaw')).toEqual({
      ok: false,
      code: 'prayer.date_invalid',
      field: 'date',
    });
  });
});
