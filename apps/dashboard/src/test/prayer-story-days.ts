import type { AthanDay } from '@minbar/api/schemas/prayer';
import { calculatedMonth } from '../features/prayer-times/suggestions/use-calculated-month';

/**
 * A realistic month of stored days for stories: Warsaw's calculated times in the API's shape
 * ('HH:MM:SS'), leaving out the given days of the month as a timetable with gaps would.
 */
export function storyMonthDays(year: number, month: number, missingDays: readonly number[] = []): AthanDay[] {
  return Object.entries(calculatedMonth('Warsaw', year, month, 'Europe/Warsaw'))
    .filter(([date]) => !missingDays.includes(Number(date.slice(8))))
    .map(([date, times], index) => ({
      id: index + 1,
      city: 'Warsaw',
      date,
      fajr_athan: `${times.fajr}:00`,
      dhuhr_athan: `${times.dhuhr}:00`,
      asr_athan: `${times.asr}:00`,
      maghrib_athan: `${times.maghrib}:00`,
      isha_athan: `${times.isha}:00`,
    }));
}
