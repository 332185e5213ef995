import { describe, expect, it } from 'vitest';
import { formatDate, formatDayOfMonth, formatMonthOfYear, formatTimeOfDay } from './format';

describe('formatTimeOfDay', () => {
  it('writes English times as hh:mm with AM/PM', () => {
    expect(formatTimeOfDay('en', '04:01:00')).toBe('04:01 AM');
    expect(formatTimeOfDay('en', '22:43')).toBe('10:43 PM');
  });

  it('writes Polish times in 24-hour form', () => {
    expect(formatTimeOfDay('pl', '22:43:00')).toBe('22:43');
  });

  it('writes Arabic times with Arabic day periods and Latin digits', () => {
    const evening = formatTimeOfDay('ar', '22:43');
    expect(evening).toMatch(/10:43/);
    expect(evening).toMatch(/م/);
    expect(formatTimeOfDay('ar', '04:01')).toMatch(/ص/);
    expect(evening).not.toMatch(/[٠-٩]/);
  });

  it('shows nothing for a value that is not a time', () => {
    expect(formatTimeOfDay('en', '')).toBe('');
    expect(formatTimeOfDay('en', null)).toBe('');
    expect(formatTimeOfDay('en', '25:00')).toBe('');
  });
});

describe('dates', () => {
  it('names the day of a month with its weekday, never shifted by a time zone', () => {
    expect(formatDayOfMonth('en', '2026-06-03')).toMatch(/Wed.*June 3|3 June/);
    expect(formatDayOfMonth('pl', '2026-06-03')).toMatch(/3 czerwca/);
    expect(formatDayOfMonth('ar', '2026-06-03')).toMatch(/3/);
    expect(formatDayOfMonth('ar', '2026-06-03')).not.toMatch(/[٠-٩]/);
  });

  it('writes a full date with its year', () => {
    expect(formatDate('en', '2024-02-29')).toBe('Feb 29, 2024');
    expect(formatDate('pl', '2024-02-29')).toBe('29 lut 2024');
    expect(formatDate('ar', '2024-02-29')).toMatch(/29.*2024/);
  });

  it('names a month with its year', () => {
    expect(formatMonthOfYear('en', 2026, 6)).toBe('June 2026');
    expect(formatMonthOfYear('pl', 2026, 6)).toBe('czerwiec 2026');
    expect(formatMonthOfYear('ar', 2026, 6)).toMatch(/2026/);
  });
});
