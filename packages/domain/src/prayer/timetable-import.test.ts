import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  detectSeparator,
  detectTimetableFormat,
  IMPORT_ISSUE,
  mawaqitMonthSchema,
  previewTimetable,
  type TimetableRow,
  timetablePeriod,
  toTimetableCsv,
} from './timetable-import';

const MAWAQIT = '/work/shared/testdata/mawaqit';

/** The app tokenises with a CSV library; these files hold no quotes, so a split on the separator does. */
function tokenise(text: string): { header: string[]; rows: string[][] } {
  const lines = text.split(/\r?\n/);
  const separator = detectSeparator(lines[0] ?? '');
  const [header = [], ...rows] = lines.map((line) => line.split(separator));
  return { header, rows };
}

const readMawaqit = (name: string) => tokenise(readFileSync(`${MAWAQIT}/${name}`, 'utf8'));

describe('Mawaqit monthly calendars', () => {
  it('reads Lyon in June with English headers: 30 ordered days, sunrise left out', () => {
    const preview = previewTimetable({ ...readMawaqit('lyon-uoif-june.csv'), year: 2025, month: 6 });
    expect(preview.format).toBe('mawaqit');
    expect(preview.ok).toBe(true);
    expect(preview.fileIssues).toEqual([]);
    expect(preview.rows).toHaveLength(30);
    expect(preview.days[0]).toEqual({
      date: '2025-06-01',
      fajr: '04:01:00',
      dhuhr: '13:39:00',
      asr: '17:48:00',
      maghrib: '21:23:00',
      isha: '22:43:00',
    });
    expect(preview.days.at(-1)?.date).toBe('2025-06-30');
  });

  it('reads Paris in February with French headers and zero-padded days in a leap year', () => {
    const preview = previewTimetable({
      ...readMawaqit('paris-grande-mosquee-february.csv'),
      year: 2024,
      month: 2,
    });
    expect(preview.format).toBe('mawaqit');
    expect(preview.ok).toBe(true);
    expect(preview.days).toHaveLength(29);
    expect(preview.days[0]).toMatchObject({ date: '2024-02-01', fajr: '06:33:00', dhuhr: '13:05:00' });
    expect(preview.days.at(-1)?.date).toBe('2024-02-29');
  });

  it('names 29 February as the bad row when the target year is not a leap year, and saves nothing', () => {
    const preview = previewTimetable({
      ...readMawaqit('paris-grande-mosquee-february.csv'),
      year: 2025,
      month: 2,
    });
    expect(preview.ok).toBe(false);
    expect(preview.days).toEqual([]);
    expect(preview.fileIssues).toEqual(['import.month_mismatch', 'import.rows_invalid']);
    const bad = preview.rows.filter((row) => row.issues.length > 0);
    expect(bad).toEqual([
      {
        line: 30,
        date: null,
        times: { fajr: '05:53', dhuhr: '13:04', asr: '15:58', maghrib: '18:36', isha: '20:03' },
        issues: ['import.day_invalid'],
      },
    ]);
  });

  /** A clean Mawaqit calendar of `count` days (times valid in any month). */
  const calendarOf = (count: number) => ({
    header: ['Day', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha'],
    rows: Array.from({ length: count }, (_, index) => [
      String(index + 1),
      '05:00',
      '06:30',
      '12:30',
      '15:30',
      '18:00',
      '19:30',
    ]),
  });

  it.each<[rows: number, year: number, month: number, fileIssues: string[]]>([
    [28, 2027, 2, []],
    [29, 2028, 2, []],
    [30, 2026, 6, []],
    [31, 2026, 7, []],
    // Fewer rows than the month has days: every row is a real day, yet the month would be left half filled.
    [28, 2028, 2, ['import.month_mismatch']],
    [28, 2026, 11, ['import.month_mismatch']],
    [30, 2026, 7, ['import.month_mismatch']],
    // More rows than days: the extra days are also named one by one.
    [29, 2027, 2, ['import.month_mismatch', 'import.rows_invalid']],
    [30, 2027, 2, ['import.month_mismatch', 'import.rows_invalid']],
    [31, 2026, 11, ['import.month_mismatch', 'import.rows_invalid']],
  ])(
    'a calendar of %i rows for %i-%i is refused with %j unless it has one row per day',
    (count, year, month, fileIssues) => {
      const preview = previewTimetable({ ...calendarOf(count), year, month });
      expect(preview.fileIssues).toEqual(fileIssues);
      expect(preview.ok).toBe(fileIssues.length === 0);
      expect(preview.days).toHaveLength(fileIssues.length === 0 ? count : 0);
    },
  );

  it('refuses the February calendar in November, where it would otherwise fit day by day', () => {
    const preview = previewTimetable({
      ...readMawaqit('paris-grande-mosquee-february.csv'),
      year: 2026,
      month: 11,
    });
    expect(preview).toMatchObject({ ok: false, fileIssues: ['import.month_mismatch'], days: [] });
    expect(preview.rows).toHaveLength(29);
    expect(preview.rows.every((row) => row.issues.length === 0)).toBe(true);
  });

  it('reads a semicolon-separated export the same way', () => {
    const text = readFileSync(`${MAWAQIT}/lyon-uoif-june.csv`, 'utf8').replaceAll(',', ';');
    expect(detectSeparator(text.split('\n')[0] ?? '')).toBe(';');
    const preview = previewTimetable({ ...tokenise(text), year: 2025, month: 6 });
    expect(preview.ok).toBe(true);
    expect(preview.days).toHaveLength(30);
  });

  it('needs the year and month a monthly calendar belongs to', () => {
    expect(previewTimetable(readMawaqit('lyon-uoif-june.csv'))).toMatchObject({
      format: 'mawaqit',
      ok: false,
      fileIssues: ['import.month_required'],
    });
    expect(previewTimetable({ ...readMawaqit('lyon-uoif-june.csv'), year: 2026 })).toMatchObject({
      ok: false,
      fileIssues: ['import.month_required'],
    });
    expect(previewTimetable({ ...readMawaqit('lyon-uoif-june.csv'), month: 6 })).toMatchObject({
      ok: false,
      fileIssues: ['import.month_required'],
    });
  });

  it('applies the bulk rules to each row and names the line', () => {
    const { header, rows } = readMawaqit('lyon-uoif-june.csv');
    const broken = rows.map((row) => [...row]);
    (broken[2] as string[])[5] = '17:00';
    (broken[4] as string[])[3] = '';
    const preview = previewTimetable({ header, rows: broken, year: 2025, month: 6 });
    expect(preview.ok).toBe(false);
    expect(
      preview.rows.filter((row) => row.issues.length > 0).map((row) => [row.line, row.date, row.issues]),
    ).toEqual([
      [4, '2025-06-03', ['prayer.order']],
      [6, '2025-06-05', ['prayer.incomplete']],
    ]);
  });

  it.each<[header: string[], format: string | null]>([
    [['Day', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha'], 'mawaqit'],
    [['Jour', 'Sobh', 'Chourouk', 'Dohr', 'Asr', 'Maghreb', 'Icha'], 'mawaqit'],
    [['Dzień', 'Fadżr', 'Wschód', 'Zuhr', 'Asr', 'Maghrib', 'Isza'], 'mawaqit'],
    [['Tag', 'Fadschr', 'Sonnenaufgang', 'Dhuhr', 'Asr', 'Maghrib', 'Ischa'], 'mawaqit'],
    [['يوم', 'الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء'], 'mawaqit'],
    [['\uFEFFDay', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha'], 'mawaqit'],
    [['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], 'minbar'],
    [['Date', 'Fajr_Athan', 'Dhuhr_Athan', 'Asr_Athan', 'Maghrib_Athan', 'Isha_Athan'], 'minbar'],
    [['name', 'amount'], null],
    [['Day', 'Fajr', 'Dhuhr'], null],
  ])('recognises %j as %s', (header, format) => {
    expect(detectTimetableFormat(header)).toBe(format);
  });

  it.each<[what: string, header: string[], rows: string[][]]>([
    ['an empty file', [''], []],
    ['blank lines only', [''], [[''], ['', '']]],
    ['a Mawaqit header only', ['Day', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha'], [['']]],
    ['our header only', ['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], []],
    ['a header of other columns only', ['name', 'amount'], [[]]],
  ])('says that %s holds no prayer times, with or without a month', (_what, header, rows) => {
    for (const month of [{}, { year: 2027, month: 2 }]) {
      expect(previewTimetable({ header, rows, ...month })).toMatchObject({
        ok: false,
        rows: [],
        fileIssues: ['prayer.none_entered'],
      });
    }
  });

  it('says that a month of days without times holds no prayer times', () => {
    const header = ['Day', 'Fajr', 'Shuruk', 'Duhr', 'Asr', 'Maghrib', 'Isha'];
    expect(
      previewTimetable({ header, rows: [['1', '', '', '', '', '', '']], year: 2027, month: 2 }),
    ).toMatchObject({ ok: false, fileIssues: ['prayer.none_entered'] });
  });

  it('refuses a file it does not recognise', () => {
    expect(previewTimetable({ header: ['name', 'amount'], rows: [['a', '1']] })).toMatchObject({
      format: null,
      ok: false,
      fileIssues: ['import.format_unknown'],
    });
  });
});

describe('our year CSV', () => {
  const rows: TimetableRow[] = [
    {
      date: '2026-01-01',
      fajr: '06:02:00',
      dhuhr: '11:49:00',
      asr: '13:30:00',
      maghrib: '15:35:00',
      isha: '17:28:00',
    },
    { date: '2026-01-02', fajr: '6:02', dhuhr: '11:50', asr: '13:31', maghrib: '15:36', isha: '17:29' },
  ];

  it('writes a header and one line per day with HH:MM times', () => {
    expect(toTimetableCsv(rows)).toBe(
      'date,fajr,dhuhr,asr,maghrib,isha\n' +
        '2026-01-01,06:02,11:49,13:30,15:35,17:28\n' +
        '2026-01-02,06:02,11:50,13:31,15:36,17:29\n',
    );
  });

  it('reads back what it wrote: the download is an upload', () => {
    const preview = previewTimetable(tokenise(toTimetableCsv(rows)));
    expect(preview.format).toBe('minbar');
    expect(preview.ok).toBe(true);
    expect(preview.days).toEqual([
      {
        date: '2026-01-01',
        fajr: '06:02:00',
        dhuhr: '11:49:00',
        asr: '13:30:00',
        maghrib: '15:35:00',
        isha: '17:28:00',
      },
      {
        date: '2026-01-02',
        fajr: '06:02:00',
        dhuhr: '11:50:00',
        asr: '13:31:00',
        maghrib: '15:36:00',
        isha: '17:29:00',
      },
    ]);
  });

  it('maps columns by name, drops empty days and refuses repeated or impossible dates', () => {
    const preview = previewTimetable({
      header: ['isha', 'maghrib', 'asr', 'dhuhr', 'fajr', 'date'],
      rows: [
        ['17:28', '15:35', '13:30', '11:49', '06:02', '2026-01-01'],
        ['', '', '', '', '', '2026-01-02'],
        ['17:28', '15:35', '13:30', '11:49', '06:02', '2026-01-01'],
        ['17:28', '15:35', '13:30', '11:49', '06:02', '2026-02-30'],
        ['17:28', '15:35'],
      ],
    });
    expect(preview.ok).toBe(false);
    expect(preview.rows.map((row) => [row.line, row.issues])).toEqual([
      [2, []],
      [4, ['prayer.duplicate_date']],
      [5, ['prayer.date_invalid']],
      [6, ['import.columns_missing', 'prayer.date_invalid']],
    ]);
  });

  it('says no prayer times were entered for a header-only file', () => {
    expect(
      previewTimetable({ header: ['date', 'fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], rows: [[''], []] }),
    ).toMatchObject({
      ok: false,
      fileIssues: ['prayer.none_entered'],
    });
  });
});

describe('timetablePeriod', () => {
  it.each<[dates: string[], period: ReturnType<typeof timetablePeriod>]>([
    [[], null],
    [
      ['2027-02-03', '2027-02-01', '2027-02-28'],
      { from: '2027-02-01', to: '2027-02-28', month: { year: 2027, month: 2 } },
    ],
    [['2026-12-31', '2026-01-01'], { from: '2026-01-01', to: '2026-12-31', month: null }],
    [['2026-01-31', '2027-01-01'], { from: '2026-01-31', to: '2027-01-01', month: null }],
  ])('reads %j as %j', (dates, period) => {
    expect(timetablePeriod(dates)).toEqual(period);
  });
});

describe('mawaqitMonthSchema', () => {
  const schema = mawaqitMonthSchema([2027, 2026, 2025]);
  const issues = (input: { month: string; year: string }) =>
    v.safeParse(schema, input).issues?.map((issue) => [issue.path?.[0]?.key, issue.message]) ?? [];

  it('reads a chosen month and an offered year as numbers', () => {
    expect(v.parse(schema, { month: '2', year: '2026' })).toEqual({ month: 2, year: 2026 });
  });

  it('names each part still unchosen', () => {
    expect(issues({ month: '', year: '' })).toEqual([
      ['month', IMPORT_ISSUE.monthMissing],
      ['year', IMPORT_ISSUE.yearMissing],
    ]);
    expect(issues({ month: '12', year: '' })).toEqual([['year', IMPORT_ISSUE.yearMissing]]);
  });

  it('refuses a month outside 1-12 and a year not offered', () => {
    expect(issues({ month: '13', year: '2026' })).toEqual([['month', IMPORT_ISSUE.monthMissing]]);
    expect(issues({ month: '0', year: '2026' })).toEqual([['month', IMPORT_ISSUE.monthMissing]]);
    expect(issues({ month: '1', year: '2019' })).toEqual([['year', IMPORT_ISSUE.yearMissing]]);
  });
});
