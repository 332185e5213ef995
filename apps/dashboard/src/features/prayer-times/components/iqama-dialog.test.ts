import { describe, expect, it } from 'vitest';
import { initialIqamaValues, iqamaPayload } from './iqama-dialog';
import { FIXED_SETTING, MINUTES_SETTING } from './story-support';

describe('the iqama form', () => {
  it('starts from the spec defaults: the selected date, 45 minutes, 7:00', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(values).toMatchObject({ dateMode: 'single', date: '2025-03-10', mode: 'minutes_after_athan' });
    expect(values.minutes.fajr).toBe('45');
    expect(values.fixed.isha).toBe('07:00');
  });

  it('opens an edited setting with its own period, mode and values', () => {
    expect(initialIqamaValues(MINUTES_SETTING, '2025-03-10')).toMatchObject({
      dateMode: 'range',
      effectiveFrom: '2025-03-01',
      effectiveTo: '2025-03-15',
      minutes: { fajr: '20', isha: '1' },
    });
    expect(initialIqamaValues(FIXED_SETTING, '2025-03-20')).toMatchObject({
      dateMode: 'single',
      mode: 'fixed_time',
      fixed: { dhuhr: '13:30', maghrib: '' },
    });
  });

  it('sends a single date as a range with equal ends and reads minutes as whole numbers from 0', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    const result = iqamaPayload(
      { ...values, minutes: { fajr: '12.7', dhuhr: '-3', asr: 'abc', maghrib: '', isha: '5' } },
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
    const result = iqamaPayload({ ...values, fixed: { ...values.fixed, maghrib: '' } }, 'Warsaw');
    expect(result.ok && result.setting).toMatchObject({ fajr_fixed: '07:00:00', maghrib_fixed: null });
  });

  it('refuses a missing date, a missing range end and an end before the start', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(iqamaPayload({ ...values, date: '' }, 'Warsaw')).toEqual({
      ok: false,
      error: { id: 'prayer.error.dateRequired' },
    });
    expect(iqamaPayload({ ...values, dateMode: 'range', effectiveTo: '' }, 'Warsaw')).toEqual({
      ok: false,
      error: { id: 'prayer.error.rangeRequired' },
    });
    expect(
      iqamaPayload(
        { ...values, dateMode: 'range', effectiveFrom: '2025-03-20', effectiveTo: '2025-03-10' },
        'Warsaw',
      ),
    ).toEqual({ ok: false, error: { id: 'prayer.error.endBeforeStart' } });
  });

  it('parses with the server schema: a fixed time it would refuse never leaves the form', () => {
    const values = { ...initialIqamaValues(null, '2025-03-10'), mode: 'fixed_time' as const };
    expect(iqamaPayload({ ...values, fixed: { ...values.fixed, asr: '25:70' } }, 'Warsaw')).toEqual({
      ok: false,
      error: { id: 'prayer.error.fixedInvalid' },
    });
  });

  it('parses with the server schema: a date that does not exist is named', () => {
    const values = initialIqamaValues(null, '2025-03-10');
    expect(iqamaPayload({ ...values, date: '2025-02-30' }, 'Warsaw')).toEqual({
      ok: false,
      error: { id: 'prayer.error.dateInvalid', values: { dates: '2025-02-30' } },
    });
  });
});
