/**
 * Every query of the prayer-times area starts with this key, so a save (bulk entry, import, edit,
 * delete, iqama change) refreshes the month, the range, the calendar marks and the today card at once.
 */
export const prayerQueryKey = ['prayer'] as const;

export const prayerKeys = {
  all: prayerQueryKey,
  month: (city: string, year: number, month: number) =>
    [...prayerQueryKey, 'month', city, year, month] as const,
  range: (city: string, from: string, to: string) => [...prayerQueryKey, 'range', city, from, to] as const,
  day: (city: string, date: string) => [...prayerQueryKey, 'day', city, date] as const,
  today: (city: string) => [...prayerQueryKey, 'today', city] as const,
  settings: () => [...prayerQueryKey, 'settings'] as const,
  cities: () => [...prayerQueryKey, 'cities'] as const,
};
