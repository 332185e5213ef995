import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { previewTimetable, toTimetableCsv } from '@minbar/domain/prayer/timetable-import';
import { describe, expect, it } from 'vitest';
import { tokeniseTimetable } from './read-timetable-file';

// Copies of the real Mawaqit calendars in the shared test data, kept beside the test that reads them.
const MAWAQIT = resolve(import.meta.dirname, 'testdata');
const mawaqit = (name: string) => readFileSync(`${MAWAQIT}/${name}`, 'utf8');

describe('tokeniseTimetable', () => {
  it('reads a Mawaqit month with English headers into a valid 30-day preview', () => {
    const table = tokeniseTimetable(mawaqit('lyon-uoif-june.csv'));
    expect(table.header).toEqual(['Day', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha']);
    const preview = previewTimetable({ ...table, year: 2026, month: 6 });
    expect(preview).toMatchObject({ format: 'mawaqit', ok: true });
    expect(preview.days).toHaveLength(30);
  });

  it('reads the French, zero-padded February and names 29 February in a common year', () => {
    const table = tokeniseTimetable(mawaqit('paris-grande-mosquee-february.csv'));
    expect(previewTimetable({ ...table, year: 2024, month: 2 }).ok).toBe(true);
    const common = previewTimetable({ ...table, year: 2025, month: 2 });
    expect(common.ok).toBe(false);
    expect(common.rows.filter((row) => row.issues.length > 0).map((row) => row.line)).toEqual([30]);
  });

  it('splits on semicolons when the header does, and reads a Windows file with a byte-order mark', () => {
    const text = `\uFEFF${mawaqit('lyon-uoif-june.csv').replaceAll(',', ';').replaceAll('\n', '\r\n')}`;
    const table = tokeniseTimetable(text);
    expect(table.header[0]).toBe('Day');
    expect(table.rows[0]).toEqual(['1', '04:01', '05:55', '13:39', '17:48', '21:23', '22:43']);
    expect(previewTimetable({ ...table, year: 2026, month: 6 }).days).toHaveLength(30);
  });

  it('keeps blank lines as rows, so the preview names the row numbers of the file', () => {
    const text =
      'date,fajr,dhuhr,asr,maghrib,isha\n2026-01-01,06:30,12:10,14:05,15:40,17:30\n\n2026-01-02,06:30,12:10,11:00,15:41,17:31\n';
    const preview = previewTimetable(tokeniseTimetable(text));
    expect(preview.rows.map((row) => [row.line, row.issues])).toEqual([
      [2, []],
      [4, ['prayer.order']],
    ]);
  });

  it('unquotes quoted cells', () => {
    const table = tokeniseTimetable(
      '"date","fajr","dhuhr","asr","maghrib","isha"\n"2026-01-01","06:30","12:10","14:05","15:40","17:30"\n',
    );
    expect(previewTimetable(table).ok).toBe(true);
  });

  it('reads back a year in the download format whole', () => {
    const rows = Array.from({ length: 365 }, (_, index) => {
      const date = new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);
      return { date, fajr: '05:00', dhuhr: '12:00', asr: '15:00', maghrib: '18:00', isha: '20:00' };
    });
    const preview = previewTimetable(tokeniseTimetable(toTimetableCsv(rows)));
    expect(preview).toMatchObject({ format: 'minbar', ok: true });
    expect(preview.days).toHaveLength(365);
    expect(preview.days[0]).toEqual({
      date: '2025-01-01',
      fajr: '05:00:00',
      dhuhr: '12:00:00',
      asr: '15:00:00',
      maghrib: '18:00:00',
      isha: '20:00:00',
    });
  });
});
