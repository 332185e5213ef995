import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import { use } from 'react';
import type { PrayerTimesData } from '../model/prayer-board';
import { usePrayerTimesData } from './prayer-times-provider';

export const prayerTimesKeys = {
  all: 'prayer-times:',
  upcoming: (city: string | undefined) => `prayer-times:upcoming:${city ?? ''}`,
  month: (city: string | undefined, year: number, month: number) =>
    `prayer-times:month:${city ?? ''}:${year}-${month}`,
  cities: 'prayer-times:cities',
};

/** The days from the mosque's today (today's card and its countdown). Suspends until they arrive. */
export function useUpcomingTimes(city: string | undefined): PrayerTimesData {
  const { source, cache } = usePrayerTimesData();
  return use(cache.read(prayerTimesKeys.upcoming(city), () => source.load(city)));
}

/** A month of a city's days. Suspends until they arrive. */
export function useMonthTimes(city: string | undefined, year: number, month: number): PrayerTimesData {
  const { source, cache } = usePrayerTimesData();
  return use(
    cache.read(prayerTimesKeys.month(city, year, month), () =>
      source.range(city, isoDate(year, month, 1), isoDate(year, month, daysInMonth(year, month))),
    ),
  );
}

/** The cities with prayer times and the mosque's default one. Suspends until they arrive. */
export function useCities(): { cities: string[]; defaultCity: string } {
  const { source, cache } = usePrayerTimesData();
  return use(cache.read(prayerTimesKeys.cities, () => source.cities()));
}
