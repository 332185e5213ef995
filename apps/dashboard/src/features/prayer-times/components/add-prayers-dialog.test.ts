import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addPrayersFormSchema, enteredDays } from './add-prayers-dialog';

const day = (date: string, times: string[]) =>
  Object.fromEntries(
    ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'].map((prayer, index) => [
      `${date}_${prayer}`,
      times[index] ?? '',
    ]),
  );

const GOOD = ['05:10', '11:50', '14:30', '16:45', '18:20'];

describe('the add-prayers form schema', () => {
  it('reads the typed fields back as days in date order', () => {
    expect(
      enteredDays({ city: 'Gdansk', ...day('2025-02-03', GOOD), ...day('2025-02-01', GOOD) }).map(
        (d) => d.date,
      ),
    ).toEqual(['2025-02-01', '2025-02-03']);
  });

  it("hands on the server's request: the city and every entered day with seconds, empty days left out", () => {
    const output = v.parse(addPrayersFormSchema, {
      city: 'Gdansk',
      ...day('2025-02-01', GOOD),
      ...day('2025-02-02', []),
    });
    expect(output).toEqual({
      city: 'Gdansk',
      data: [
        {
          date: '2025-02-01',
          fajr: '05:10:00',
          dhuhr: '11:50:00',
          asr: '14:30:00',
          maghrib: '16:45:00',
          isha: '18:20:00',
        },
      ],
    });
  });

  it('refuses the batch as the server would: a day out of order, or nothing entered', () => {
    const outOfOrder = v.safeParse(addPrayersFormSchema, {
      city: 'Gdansk',
      ...day('2025-02-01', GOOD),
      ...day('2025-02-02', ['05:12', '14:20', '11:40', '16:28', '18:03']),
    });
    expect(outOfOrder.issues?.map((issue) => issue.message)).toEqual(['prayer.order']);
    expect(
      v.safeParse(addPrayersFormSchema, { city: 'Gdansk' }).issues?.map((issue) => issue.message),
    ).toEqual(['prayer.none_entered']);
  });
});
