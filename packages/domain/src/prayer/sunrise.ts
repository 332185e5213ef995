import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { DEFAULT_CALCULATION } from './calculated-times';
import { mosqueClockTime } from './calendar';
import type { PolishCity } from './cities';

/**
 * Sunrise of a day at a place, 'HH:MM' on the mosque's clock. The timetable stores only the five athan
 * times, so the schedule's sunrise row is calculated: it is where the sun's upper edge meets the
 * horizon, which no calculation method's angles change. A separate module keeps adhan out of the
 * screens that only read a served schedule.
 */
export function calculateSunrise(
  city: Pick<PolishCity, 'latitude' | 'longitude'>,
  date: string,
  timeZone: string,
): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // adhan reads the calendar day from the Date's local fields; the instant it returns is absolute.
  const times = new PrayerTimes(
    new Coordinates(city.latitude, city.longitude),
    new Date(year, month - 1, day, 12),
    CalculationMethod[DEFAULT_CALCULATION.method](),
  );
  return mosqueClockTime(times.sunrise, timeZone);
}
