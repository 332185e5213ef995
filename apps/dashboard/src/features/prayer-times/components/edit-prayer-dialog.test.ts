import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { editPrayerFormSchema } from './edit-prayer-dialog';

const DAY = { fajr: '04:30', dhuhr: '12:15', asr: '15:40', maghrib: '18:05', isha: '19:40' };
const issuesOf = (values: Record<string, string>) =>
  v
    .safeParse(editPrayerFormSchema('2025-03-10'), values)
    .issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('the edit-prayer form schema', () => {
  it("hands on the server's payload: the day's date and its times as 'HH:MM:SS'", () => {
    expect(v.parse(editPrayerFormSchema('2025-03-10'), DAY)).toEqual({
      date: '2025-03-10',
      fajr: '04:30:00',
      dhuhr: '12:15:00',
      asr: '15:40:00',
      maghrib: '18:05:00',
      isha: '19:40:00',
    });
  });

  it('puts an order refusal on the first prayer that breaks it', () => {
    expect(issuesOf({ ...DAY, isha: '10:00' })).toEqual([['isha', 'prayer.order']]);
    expect(issuesOf({ ...DAY, asr: '12:00' })).toEqual([['asr', 'prayer.order']]);
  });

  it('calls a missing time an incomplete day, on that prayer', () => {
    expect(issuesOf({ ...DAY, maghrib: '' })).toEqual([['maghrib', 'prayer.incomplete']]);
  });
});
