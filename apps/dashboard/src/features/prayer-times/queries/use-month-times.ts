import type { ApiClient } from '@minbar/api/client';
import { getPrayerTimesRange } from '@minbar/api/endpoints/prayer';
import type { PrayerRangeRow } from '@minbar/api/schemas/prayer';
import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';

/**
 * GET /prayer-times/range for the first to the last day of a month (month 1-12). The rows carry the
 * athan times (an AthanDay) plus the covering iqama, so the table, the calendar marks, the chart and
 * the statistics all read the same cached answer.
 */
export function fetchMonthTimes(
  client: ApiClient,
  city: string,
  year: number,
  month: number,
): Promise<PrayerRangeRow[]> {
  return getPrayerTimesRange(client, {
    from_date: isoDate(year, month, 1),
    to_date: isoDate(year, month, daysInMonth(year, month)),
    city,
  });
}

export function useMonthTimes(city: string, year: number, month: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: prayerKeys.month(city, year, month),
    queryFn: () => fetchMonthTimes(client, city, year, month),
    // The month on screen stays while the next one loads, so navigation never flashes empty.
    placeholderData: keepPreviousData,
  });
}
