import { getPrayerTimesRange } from '@minbar/api/endpoints/prayer';
import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import type { TimetablePeriod } from '@minbar/domain/prayer/timetable-import';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { prayerKeys } from './prayer-keys';
import { fetchMonthTimes } from './use-month-times';

const isWholeMonth = (period: TimetablePeriod) =>
  period.month !== null &&
  period.from === isoDate(period.month.year, period.month.month, 1) &&
  period.to ===
    isoDate(period.month.year, period.month.month, daysInMonth(period.month.year, period.month.month));

/**
 * The days a city already holds within a period (GET /prayer-times/range), for an import to say how
 * many it replaces. A whole month reads the month query the table, chart and statistics share, so a
 * month already on screen is not fetched again; any other period reads the range query. Idle while
 * the period is null.
 */
export function useStoredDays(city: string, period: TimetablePeriod | null) {
  const client = useApiClient();
  const month = period && isWholeMonth(period) ? period.month : null;
  return useQuery({
    queryKey: month
      ? prayerKeys.month(city, month.year, month.month)
      : prayerKeys.range(city, period?.from ?? '', period?.to ?? ''),
    queryFn: () =>
      month
        ? fetchMonthTimes(client, city, month.year, month.month)
        : getPrayerTimesRange(client, {
            from_date: period?.from ?? '',
            to_date: period?.to ?? '',
            city,
          }),
    enabled: period !== null,
  });
}
